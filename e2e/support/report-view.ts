import { execFileSync } from 'node:child_process';
import {
  type EntryView,
  formatCents,
  formatRatio,
  type Language,
  REPORT_TEXTS,
  type Report,
  reportView,
} from '@cakemix/core';
import { expect, type Page } from '@playwright/test';

/**
 * The screen and the PDF lay out one report view (core's `reportView`): both must show its section
 * titles, in order, and every figure it formats. The view is built here from the report the page itself
 * received, in the page's language, with the app's address the page was served from (the server's APP_URL,
 * which the PDF is made with).
 */

/** Whitespace folded: fr-CA numbers use no-break spaces, and layouts break lines differently. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Waits until a report page has drawn all of itself: its sections come one after another (the report is
 * `aria-busy` until the last) and each chart is drawn as it nears the screen, so the page is scrolled to its
 * end, a screen at a time, and back to the top.
 */
export async function drawWholeReport(page: Page) {
  // The title and the sections' list (busy until its last) are drawn together; a comparative report's closed
  // panels are drawn when opened, and stay busy hidden until then.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  for (let at = 0; ; ) {
    const { bottom, step } = await page.evaluate(() => ({
      bottom: document.documentElement.scrollHeight - window.innerHeight,
      step: window.innerHeight,
    }));
    if (at >= bottom) break;
    at = Math.min(bottom, at + step);
    await page.evaluate((y) => window.scrollTo(0, y), at);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every chart that can be seen is drawn (a comparative report's closed panels hide theirs).
  for (const chart of await page.locator('[data-testid$="-chart"]').all()) {
    if (await chart.isVisible()) await expect(chart.locator('svg, [data-bar-row]').first()).toBeAttached();
  }
}

/** Reloads a report page and returns the report its own request received. */
export async function reportOfPage(page: Page): Promise<Report> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' && /\/(comparative-)?reports\/\d+$/.test(new URL(r.url()).pathname),
    ),
    page.reload(),
  ]);
  return (await response.json()) as Report;
}

/**
 * Every figure an entry's view shows: the scorecard, the tables' figures and totals, each line's inputs, the
 * tornado's base and both ends of each of its bars.
 */
function figuresOf(entry: EntryView): string[] {
  const figures = new Set<string>();
  for (const section of entry.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'tiles') for (const tile of block.tiles) figures.add(tile.value);
      if (block.kind === 'tornado') {
        figures.add(block.baseDisplay);
        for (const bar of block.bars) {
          figures.add(bar.lowDisplay);
          figures.add(bar.highDisplay);
        }
      }
      if (block.kind === 'table') {
        for (const row of block.rows) {
          row.cells.forEach((cell, i) => {
            if (block.columns[i]?.numeric) figures.add(cell);
          });
        }
        for (const cell of block.total ?? []) figures.add(cell);
      }
      if (block.kind === 'lineDetails') {
        for (const line of block.lines) for (const input of line.inputs) figures.add(input.value);
      }
    }
  }
  return [...figures].map(fold).filter((figure) => figure !== '' && figure !== '—');
}

/**
 * The sentences beside the figures that method 1.2 adds: each tile's note (the P10–P90 ranges, the fair fee's
 * target…), the unusual figures with the analyst's notes, and each line's "counted once" note.
 */
function notesOf(entry: EntryView): string[] {
  const notes = new Set<string>();
  for (const section of entry.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'tiles') for (const tile of block.tiles) notes.add(tile.note ?? '');
      if (block.kind === 'list' && block.tone === 'warning') for (const item of block.items) notes.add(item);
      if (block.kind === 'table') for (const row of block.rows) notes.add(row.note ?? '');
    }
  }
  return [...notes].map(fold).filter((note) => note !== '');
}

/**
 * Method 1.2's headline figures straight from the report data, formatted as the reader's language writes
 * them: the rights value and its P10–P90, both ratios and their P10–P90, the fair rights fee and its
 * P10–P90, the activation's value and cost, the stress bounds.
 */
function appraisalFiguresOf(report: Report, lang: Language): string[] {
  const appraisal = report.entries[0]?.result.appraisal;
  if (!appraisal) return [];
  const money = (cents: number) => formatCents(cents, lang);
  const ratio = (value: number | null | undefined) => (value == null ? '—' : formatRatio(value, lang));
  const { shown, rights, rightsFeeRatio, programmeRatio, fairRightsFee, activation } = appraisal;
  return [
    money(shown.rightsTotalCents),
    `${money(rights.interval.p10Cents)} – ${money(rights.interval.p90Cents)}`,
    ratio(rightsFeeRatio.value),
    `${ratio(rightsFeeRatio.interval?.p10)} – ${ratio(rightsFeeRatio.interval?.p90)}`,
    ratio(programmeRatio.value),
    `${ratio(programmeRatio.interval?.p10)} – ${ratio(programmeRatio.interval?.p90)}`,
    ...(fairRightsFee
      ? [
          money(fairRightsFee.cents),
          `${money(fairRightsFee.interval.p10Cents)} – ${money(fairRightsFee.interval.p90Cents)}`,
        ]
      : []),
    money(shown.activationCents),
    money(activation.costCents),
    `${money(rights.stress.lowCents)} – ${money(rights.stress.highCents)}`,
    REPORT_TEXTS[lang].top.currency,
  ].map(fold);
}

/**
 * The titles and words a reader must find, in the order of the view: each section's title, then its blocks'
 * titles (the tornado's, the cautions'), the tornado's legend, and the combination's badges.
 */
function headingsOf(entry: EntryView): string[] {
  const headings = [entry.preliminary, entry.draft].filter((badge): badge is string => Boolean(badge));
  for (const section of entry.sections) {
    headings.push(section.title);
    for (const block of section.blocks) {
      if (block.kind === 'tornado') headings.push(block.title ?? '', block.lowLabel, block.highLabel);
      else if ((block.kind === 'text' || block.kind === 'list') && block.tone === 'warning')
        headings.push(block.title ?? '');
    }
  }
  return headings.filter((heading) => heading !== '');
}

/**
 * Each input of the tornado with both its figures, as a row reads: its name in full, the value at its low
 * end, at its high end. The screen's table and the PDF's chart and table give names whole, however long
 * (the PDF wraps them in its label column rather than cutting them).
 */
function tornadoRowsOf(entry: EntryView): string[] {
  return entry.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'tornado'
        ? block.bars.map((bar) => fold(`${bar.label} ${bar.lowDisplay} ${bar.highDisplay}`))
        : [],
    ),
  );
}

/** The address of the method's article, as the view writes it in "How each value was obtained". */
function articleUrlOf(entry: EntryView): string | undefined {
  const how = entry.sections.find((section) => section.id === 'how');
  const text = how?.blocks.flatMap((block) => (block.kind === 'text' ? block.paragraphs : [])).join(' ');
  return text?.match(/https?:\/\/\S*knowledge-center\S*[^\s.]/)?.[0];
}

function expectInOrder(text: string, titles: string[], where: string) {
  let from = 0;
  for (const title of titles) {
    const at = text.indexOf(fold(title), from);
    expect(at, `${where}: "${title}" after the previous section`).toBeGreaterThanOrEqual(0);
    from = at + title.length;
  }
}

/**
 * The page and the PDF file show the same section titles, in order, and the same formatted figures; for
 * method 1.1, the tornado's title, legend and rows, the cautions' titles, the badges, and the method's
 * article at the app's address.
 */
export async function expectScreenMatchesPdf(page: Page, report: Report, pdfFile: string, lang: Language) {
  const appUrl = new URL(page.url()).origin;
  const [entry] = reportView(report, lang, appUrl).entries;
  if (!entry) throw new Error('the report has no entry');
  const titles = entry.sections.map((section) => section.title);
  await drawWholeReport(page);
  const regions = await page
    .getByRole('region')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(regions).toEqual(titles);

  // innerText: the text as laid out, table cells apart (textContent would run them together). A section
  // far from the screen is not laid out (content-visibility), and innerText leaves it out: every section is
  // laid out first, as it is once scrolled to.
  await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' });
  const screen = fold(await page.locator('body').innerText());
  const pdf = fold(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }));
  expectInOrder(screen, titles, 'screen');
  expectInOrder(pdf, titles, 'PDF');
  const headings = headingsOf(entry);
  expectInOrder(screen, headings, 'screen');
  expectInOrder(pdf, headings, 'PDF');

  const rows = tornadoRowsOf(entry);
  if (report.methodology_version !== '1.0.0') expect(rows.length, 'the tornado’s rows').toBeGreaterThan(0);
  expect(
    rows.filter((row) => !screen.includes(row)),
    'tornado rows missing on screen',
  ).toEqual([]);
  expect(
    rows.filter((row) => !pdf.includes(row)),
    'tornado rows missing in the PDF',
  ).toEqual([]);

  // The article's address: whole on screen, and in the PDF whatever line it wraps on.
  const url = articleUrlOf(entry);
  expect(url, 'the method’s article').toContain(`${appUrl}/knowledge-center`);
  expect(screen).toContain(url);
  expect(pdf.replace(/\s/g, '')).toContain(url);
  const figures = figuresOf(entry);
  expect(figures.length).toBeGreaterThan(20);
  expect(
    figures.filter((figure) => !screen.includes(figure)),
    'figures missing on screen',
  ).toEqual([]);
  expect(
    figures.filter((figure) => !pdf.includes(figure)),
    'figures missing in the PDF',
  ).toEqual([]);

  // Method 1.2: the notes beside the figures, and the headline figures as the report data gives them. Every
  // ratio with two decimals.
  const notes = [...notesOf(entry), ...appraisalFiguresOf(report, lang)];
  if (report.entries[0]?.result.appraisal) expect(notes.length, 'the 1.2 notes').toBeGreaterThan(10);
  expect(
    notes.filter((note) => !screen.includes(note)),
    'notes missing on screen',
  ).toEqual([]);
  expect(
    notes.filter((note) => !pdf.includes(note)),
    'notes missing in the PDF',
  ).toEqual([]);
  for (const text of [screen, pdf]) expect(text).not.toMatch(/\d[.,]\d:1\b/);
}
