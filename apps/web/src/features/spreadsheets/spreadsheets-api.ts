import type { Language } from '@cakemix/core';
import { z } from 'zod';
import { api } from '@/lib/api.ts';
import { API_BASE_PATH, queryString } from '@/lib/api-client.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { saveBlob } from '@/lib/save-blob.ts';

/** Downloads the import template in a language. */
export async function downloadTemplate(websiteId: number, lang: Language, name: string) {
  const url = `${API_BASE_PATH}/websites/${websiteId}/properties/workbook${queryString({ lang })}`;
  saveBlob(await api.getFile(url), `${name}.xlsx`);
}

const importErrorSchema = z.object({
  sheet: z.string(),
  row: z.number(),
  column: z.string().nullable(),
  cell: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const previewSchema = z.object({
  properties: z.array(z.object({ row: z.number(), name: z.string(), status: z.enum(['draft', 'complete']) })),
  errors: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof previewSchema>;

/** What a workbook would create and every mistake in it; the server writes nothing. */
export async function previewImport(websiteId: number, file: File): Promise<ImportPreview> {
  const answer = await api.request('POST', `/websites/${websiteId}/properties/import`, {
    upload: file,
    query: { dry_run: 'true' },
  });
  return parseResponse(previewSchema, answer);
}

/** Creates every property of the workbook, or none. */
export async function commitImport(websiteId: number, file: File) {
  const answer = await api.request('POST', `/websites/${websiteId}/properties/import`, { upload: file });
  return parseResponse(z.object({ ids: z.array(z.number()), user_message: z.string() }), answer);
}
