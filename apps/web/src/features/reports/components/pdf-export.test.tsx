import {
  formatWait,
  type Language,
  message,
  type Report,
  type ReportExport,
  reportSchema,
} from '@cakemix/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EXPORT_POLL_MS } from '../api/use-pdf-export.ts';
import { ReportActions } from './report-actions.tsx';
import fixture from './report-fixture.test-data.json';

const REPORT: Report = reportSchema.parse(fixture);
const START = `POST /comparative-reports/${REPORT.id}/pdf`;
const POLL = 'GET /report-exports/5';

/** What a person reads, typed out here so that a missing or reworded translation fails. */
const TEXT = {
  en: {
    export: 'Export PDF',
    retry: 'Try again',
    second: 'Position 2 in the queue',
    next: 'Next in the queue',
    rendering: 'Preparing the PDF…',
    done: 'Your PDF is ready: the download has started.',
    failed: 'The PDF could not be produced. Please try again.',
  },
  fr: {
    export: 'Exporter en PDF',
    retry: 'Réessayer',
    second: 'Position 2 dans la file d’attente',
    next: 'Prochain dans la file d’attente',
    rendering: 'Préparation du PDF…',
    done: 'Votre PDF est prêt\u00a0: le téléchargement a commencé.',
    failed: 'Le PDF n’a pas pu être produit. Veuillez réessayer.',
  },
} satisfies Record<Language, Record<string, string>>;

const LANGS: Language[] = ['en', 'fr'];

function job(lang: Language, fields: Partial<ReportExport> = {}): ReportExport {
  return {
    id: 5,
    report_id: REPORT.id,
    lang,
    status: 'pending',
    queue_position: 2,
    attempts: 0,
    download_url: null,
    file_name: `lynx-${lang}.pdf`,
    error: null,
    error_message: null,
    created_at: '2026-03-02T15:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...fields,
  };
}

const done = (lang: Language) =>
  job(lang, { status: 'done', queue_position: null, attempts: 1, download_url: '/report-exports/5/file' });
const reply =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const unavailable = reply({ user_message: 'Service unavailable' }, 503);
const pdfFile = () =>
  new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });

/** Answers each call with the next of these answers, and with the last one from then on. */
function inTurn(...answers: Array<() => Response>) {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (!answer) throw new Error('inTurn needs an answer');
    return answer();
  };
}

/** Records the names of the files the page saves (a hidden link clicked with `download`). */
function captureDownloads() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

async function setup(lang: Language, report = REPORT) {
  await startSession('viewer');
  const view = renderWithProviders(<ReportActions report={report} member />, { lang });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user };
}

/** Lets the poll interval pass, so that at least one more poll is made. */
async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
}

/**
 * The live region says exactly this, once the answer in flight has come. Compared as raw text: jest-dom's
 * toHaveTextContent turns non-breaking spaces into plain ones, and French typography needs them.
 */
async function expectStatus(text: string) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
}

const polls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === POLL).length;

beforeEach(() => {
  // Polls wait a second each: the tests move the clock on. It also runs by itself (Testing Library's waits
  // need it), so a slow machine may poll once more than asked: the mock server answers from its state, set
  // by the test, rather than from how many polls it has seen.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await endSession();
});

describe('PDF export control', () => {
  it.each(LANGS)(
    'follows the export through the queue and the rendering, then downloads it (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const saved = captureDownloads();
      let server = job(lang);
      const calls = mockApi({
        [START]: () => Response.json(server, { status: 202 }),
        [POLL]: () => Response.json(server),
        'GET /report-exports/5/file': pdfFile,
      });
      const { user } = await setup(lang);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      const exportButton = screen.getByRole('button', { name: text.export });
      await user.click(exportButton);
      await expectStatus(text.second);
      expect(calls.find((call) => call.method === 'POST')?.query.get('lang')).toBe(lang);
      expect(exportButton).toHaveAttribute('aria-disabled', 'true');
      await user.click(exportButton);
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

      server = job(lang, { queue_position: 1 });
      await nextPoll();
      await expectStatus(text.next);
      server = job(lang, { status: 'running', queue_position: null, attempts: 1 });
      await nextPoll();
      await expectStatus(text.rendering);
      expect(saved).toEqual([]);
      server = done(lang);
      await nextPoll();
      await expectStatus(text.done);
      expect(saved).toEqual([`lynx-${lang}.pdf`]);
      expect(exportButton).not.toHaveAttribute('aria-disabled');
      const pollsWhenDone = polls(calls);
      await nextPoll();
      expect(polls(calls)).toBe(pollsWhenDone);
    },
  );

  it.each(LANGS)('says why an export failed and starts a new one on retry (%s)', async (lang) => {
    const text = TEXT[lang];
    const saved = captureDownloads();
    const reason = message('exportWorkerLost', lang);
    const calls = mockApi({
      [START]: inTurn(reply(job(lang), 202), reply(done(lang), 202)),
      [POLL]: reply(
        job(lang, { status: 'failed', error: 'worker_lost', error_message: reason, attempts: 3 }),
      ),
      'GET /report-exports/5/file': pdfFile,
    });
    const { user } = await setup(lang);
    await user.click(screen.getByRole('button', { name: text.export }));
    await nextPoll();
    await expectStatus(reason);
    expect(saved).toEqual([]);

    const retry = screen.getByRole('button', { name: text.retry });
    retry.focus();
    await user.keyboard('{Enter}');
    await expectStatus(text.done);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(saved).toEqual([`lynx-${lang}.pdf`]);
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
    // The retry button is gone: focus went back to the export button rather than to the page's body.
    expect(screen.getByRole('button', { name: text.export })).toHaveFocus();
  });

  it.each(LANGS)('says the failure in its own words when the server gives no reason (%s)', async (lang) => {
    mockApi({
      [START]: reply(job(lang, { status: 'running', queue_position: null, attempts: 1 }), 202),
      [POLL]: reply(job(lang, { status: 'failed', error: 'render_failed' })),
    });
    const { user } = await setup(lang);
    await user.click(screen.getByRole('button', { name: TEXT[lang].export }));
    await nextPoll();
    await expectStatus(TEXT[lang].failed);
    expect(screen.getByRole('button', { name: TEXT[lang].retry })).toBeInTheDocument();
  });

  it.each(LANGS)('shows why a start was refused (429) and starts again on retry (%s)', async (lang) => {
    const refusal = message('reportWorkLimit', lang, { wait: formatWait(90, lang) });
    const saved = captureDownloads();
    const calls = mockApi({
      [START]: inTurn(
        () =>
          Response.json(
            { code: 'too_many_requests', user_message: refusal },
            { status: 429, headers: { 'Retry-After': '90' } },
          ),
        reply(done(lang), 202),
      ),
      'GET /report-exports/5/file': pdfFile,
    });
    const { user } = await setup(lang);
    await user.click(screen.getByRole('button', { name: TEXT[lang].export }));
    await expectStatus(refusal);
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: TEXT[lang].retry }));
    await expectStatus(TEXT[lang].done);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(saved).toEqual([`lynx-${lang}.pdf`]);
  });

  it('starts a detailed report’s export at its own address', async () => {
    const saved = captureDownloads();
    const detailed: Report = { ...REPORT, type: 'detailed', entries: REPORT.entries.slice(0, 1) };
    const calls = mockApi({
      [`POST /reports/${REPORT.id}/pdf`]: reply(done('en'), 202),
      'GET /report-exports/5/file': pdfFile,
    });
    const { user } = await setup('en', detailed);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await expectStatus(TEXT.en.done);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /reports/${REPORT.id}/pdf`,
      'GET /report-exports/5/file',
    ]);
    expect(saved).toEqual(['lynx-en.pdf']);
  });

  it('rides out two failed polls in a row (server error, then no answer) and carries on', async () => {
    const saved = captureDownloads();
    const noAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const calls = mockApi({
      [START]: reply(job('en'), 202),
      [POLL]: inTurn(unavailable, noAnswer, reply(done('en'))),
      'GET /report-exports/5/file': pdfFile,
    });
    const { user } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await expectStatus(TEXT.en.second);
    for (let poll = 0; poll < 3; poll += 1) await nextPoll();
    await expectStatus(TEXT.en.done);
    expect(polls(calls)).toBe(3);
    expect(saved).toEqual(['lynx-en.pdf']);
  });

  it('gives up after three failed polls in a row, and at once on a refusal', async () => {
    const calls = mockApi({ [START]: reply(job('en'), 202), [POLL]: unavailable });
    const { user } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await expectStatus(TEXT.en.second);
    for (let poll = 0; poll < 3; poll += 1) await nextPoll();
    await expectStatus('Service unavailable');
    await act(() => vi.advanceTimersByTimeAsync(10 * EXPORT_POLL_MS));
    expect(polls(calls)).toBe(3);

    const gone = mockApi({
      [START]: reply(job('en'), 202),
      [POLL]: reply({ user_message: 'This export no longer exists.' }, 404),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await nextPoll();
    await expectStatus('This export no longer exists.');
    await act(() => vi.advanceTimersByTimeAsync(10 * EXPORT_POLL_MS));
    expect(polls(gone)).toBe(1);
  });

  it('stops polling when the page goes away', async () => {
    const calls = mockApi({ [START]: reply(job('en'), 202), [POLL]: reply(job('en')) });
    const { user, unmount } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await expectStatus(TEXT.en.second);
    await nextPoll();
    await waitFor(() => expect(polls(calls)).toBeGreaterThan(0));
    unmount();
    const pollsWhenGone = polls(calls);
    await act(() => vi.advanceTimersByTimeAsync(10 * EXPORT_POLL_MS));
    expect(polls(calls)).toBe(pollsWhenGone);
  });
});
