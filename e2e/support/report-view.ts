import { execFileSync } from 'node:child_process';
import { type EntryView, type Language, type Report, reportView } from '@cakemix/core';
import { expect, type Page } from '@playwright/test';

/**
 * The screen and the PDF lay out one report view (core's `reportView`): both must show its section
 * titles, in order, and every figure it formats. The view is built here from the report the page itself
 * received, in the page's language.
 */

/** Whitespace folded: fr-CA numbers use no-break spaces, and layouts break lines differently. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/** Every figure an entry's view shows: the scorecard, the tables' figures and totals, each line's inputs. */
function figuresOf(entry: EntryView): string[] {
  const figures = new Set<string>();
  for (const section of entry.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'tiles') for (const tile of block.tiles) figures.add(tile.value);
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

function expectInOrder(text: string, titles: string[], where: string) {
  let from = 0;
  for (const title of titles) {
    const at = text.indexOf(fold(title), from);
    expect(at, `${where}: "${title}" after the previous section`).toBeGreaterThanOrEqual(0);
    from = at + title.length;
  }
}

/** The page and the PDF file show the same section titles, in order, and the same formatted figures. */
export async function expectScreenMatchesPdf(page: Page, report: Report, pdfFile: string, lang: Language) {
  const [entry] = reportView(report, lang).entries;
  if (!entry) throw new Error('the report has no entry');
  const titles = entry.sections.map((section) => section.title);
  const regions = await page
    .getByRole('region')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(regions).toEqual(titles);

  // innerText: the text as laid out, table cells apart (textContent would run them together).
  const screen = fold(await page.locator('body').innerText());
  const pdf = fold(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }));
  expectInOrder(screen, titles, 'screen');
  expectInOrder(pdf, titles, 'PDF');
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
}
