import { api } from './api.ts';
import { API_BASE_PATH, type QueryParams, queryString } from './api-client.ts';
import { saveBlob } from './save-blob.ts';

export type ListFormat = 'xlsx' | 'csv';
/** The lists that export, by their path under the website. */
export type ExportedList = 'properties' | 'brand-profiles' | 'reports' | 'portfolio';

/** Downloads a list as a workbook or CSV, with the filters the screen shows, under `name`. */
export async function downloadList(
  websiteId: number,
  list: ExportedList,
  format: ListFormat,
  query: QueryParams,
  name: string,
) {
  const url = `${API_BASE_PATH}/websites/${websiteId}/${list}/export${queryString({ ...query, format })}`;
  saveBlob(await api.getFile(url), `${name}.${format}`);
}
