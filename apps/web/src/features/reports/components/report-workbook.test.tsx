import { type Language, type Report, reportSchema } from '@cakemix/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ReportActions } from './report-actions.tsx';
import fixture from './report-fixture.test-data.json';

const REPORT: Report = reportSchema.parse(fixture);
const WORKBOOK = `GET /comparative-reports/${REPORT.id}/workbook`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a person reads, typed out here so that a missing or reworded translation fails. */
const TEXT = {
  en: { button: 'Download workbook', failed: 'The workbook could not be downloaded. Please try again.' },
  fr: {
    button: 'Télécharger le classeur',
    failed: 'Le classeur n’a pas pu être téléchargé. Veuillez réessayer.',
  },
} satisfies Record<Language, Record<string, string>>;

/** Records the names of the files the page saves (a hidden link clicked with `download`). */
function captureDownloads() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:workbook'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await endSession();
});

describe('report workbook button', () => {
  it.each(['en', 'fr'] as const)('downloads the workbook in the reader’s language (%s)', async (lang) => {
    await startSession('viewer');
    const saved = captureDownloads();
    const calls = mockApi({
      [WORKBOOK]: () => new Response(new Blob(['PK']), { headers: { 'content-type': XLSX } }),
    });
    renderWithProviders(<ReportActions report={REPORT} member />, { lang });
    await userEvent.click(screen.getByRole('button', { name: TEXT[lang].button }));
    await waitFor(() => expect(saved).toEqual([`${REPORT.title}.xlsx`]));
    const call = calls.find((c) => `${c.method} ${c.path}` === WORKBOOK);
    expect(call?.query.get('lang')).toBe(lang);
  });

  it('says so when the download fails', async () => {
    await startSession('viewer');
    mockApi({ [WORKBOOK]: () => Response.json({ user_message: 'Too many requests' }, { status: 429 }) });
    renderWithProviders(<ReportActions report={REPORT} member />, { lang: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: TEXT.fr.button }));
    expect(await screen.findByText(TEXT.fr.failed)).toBeInTheDocument();
  });
});
