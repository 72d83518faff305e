import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/auth.ts';
import { DEMO, REPO_ROOT, SCREENSHOT_DIR } from './support/env.ts';
import { expectScreenMatchesPdf, reportOfPage } from './support/report-view.ts';

/*
 * The reports journey, in English and in French, from the demo data: create a detailed report and a
 * comparative one, open them, export both PDFs and receive the files, share the detailed one, open the
 * link signed out, revoke it and find the page gone; report on the demo's property in progress (preliminary:
 * its badges and cautions on screen and in the PDF); rename the comparative one for the board. Sign-in is
 * rate limited: the file signs in once.
 */
const SESSION_FILE = path.join(REPO_ROOT, 'test-results/e2e-state/reports-demo.json');
const PDF_DIR = path.join(REPO_ROOT, 'test-results/report-pdfs');

test.describe.configure({ mode: 'serial' });
test.use({ storageState: SESSION_FILE });

test.beforeAll(async ({ browser }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  mkdirSync(PDF_DIR, { recursive: true });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, DEMO);
  await context.storageState({ path: SESSION_FILE });
  await context.close();
});

const PROFILES = ['Northern Hardware Co. — national retail', 'Prairie Credit Union — regional'] as const;
const PROPERTIES = ['Harbourview Centre — naming rights', 'Ontario Provincial Soccer League'] as const;
/** The demo's property in progress: no rights fee yet, most of its value on the method's defaults. */
const DRAFT_PROPERTY = 'Winnipeg Winter Carnival 2027';

interface Labels {
  list: string;
  createDetailed: string;
  createComparative: string;
  profile: string;
  property: string;
  generate: string;
  addCombination: string;
  scorecard: string;
  how: string;
  ranking: string;
  exportPdf: string;
  downloadWorkbook: string;
  summarySheet: string;
  firstLinesSheet: string;
  share: string;
  createLink: string;
  revoke: string;
  close: string;
  back: string;
  duplicate: string;
  rename: string;
  renameDialog: string;
  save: string;
  boardTitle: string;
  /** A draft in the pickers, and the badges and caution of a preliminary report in progress. */
  draftOption: string;
  preliminary: string;
  inProgress: string;
  uncertainty: string;
}

const EN: Labels = {
  list: 'Reports',
  createDetailed: 'New detailed report',
  createComparative: 'New comparative report',
  profile: 'Brand profile',
  property: 'Property',
  generate: 'Generate the report',
  addCombination: 'Add a combination',
  scorecard: 'Scorecard',
  how: 'How each value was obtained',
  ranking: 'Ranking by rights-fee ratio',
  exportPdf: 'Export PDF',
  downloadWorkbook: 'Download workbook',
  summarySheet: 'Summary',
  firstLinesSheet: 'Value lines 1',
  share: 'Share link',
  createLink: 'Create a link',
  revoke: 'Revoke the link',
  close: 'Close',
  back: 'Back to reports',
  duplicate: 'Each property and profile combination may appear only once.',
  rename: 'Rename',
  renameDialog: 'Rename the report',
  save: 'Save',
  boardTitle: 'Board pack — naming rights options',
  draftOption: `${DRAFT_PROPERTY} (in progress)`,
  preliminary: 'Preliminary',
  inProgress: 'In progress',
  uncertainty: 'How sure is this value',
};

const FR: Labels = {
  list: 'Rapports',
  createDetailed: 'Nouveau rapport détaillé',
  createComparative: 'Nouveau rapport comparatif',
  profile: 'Profil de marque',
  property: 'Propriété',
  generate: 'Générer le rapport',
  addCombination: 'Ajouter une combinaison',
  scorecard: 'Tableau de bord',
  how: 'Comment chaque valeur a été obtenue',
  ranking: 'Classement par ratio valeur/droits',
  exportPdf: 'Exporter en PDF',
  downloadWorkbook: 'Télécharger le classeur',
  summarySheet: 'Sommaire',
  firstLinesSheet: 'Lignes de valeur 1',
  share: 'Lien de partage',
  createLink: 'Créer un lien',
  revoke: 'Révoquer le lien',
  close: 'Close',
  back: 'Retour aux rapports',
  duplicate: 'Chaque combinaison de propriété et de profil ne peut figurer qu’une fois.',
  rename: 'Renommer',
  renameDialog: 'Renommer le rapport',
  save: 'Enregistrer',
  boardTitle: 'Dossier du conseil — options de droits de nom',
  draftOption: `${DRAFT_PROPERTY} (en cours)`,
  preliminary: 'Préliminaire',
  inProgress: 'En cours',
  uncertainty: 'Quelle confiance accorder à cette valeur',
};

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `reports-${name}.png`), fullPage: true });
}

/** Picks an option of the nth picker with this label, typing its first word (the server searches). */
async function pick(page: Page, label: string, option: string, nth = 0) {
  const box = page.getByRole('combobox', { name: label }).nth(nth);
  await box.click();
  await box.fill(option.split(' ')[0] ?? option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** Exports the PDF, waits for the automatic download, checks it is a PDF and returns its path. */
async function exportPdf(page: Page, l: Labels, name: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: l.exportPdf }).click();
  const file = path.join(PDF_DIR, `${name}.pdf`);
  await (await download).saveAs(file);
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  return file;
}

/**
 * Downloads the comparative report's workbook and adds up its first combination's lines as a spreadsheet
 * program would: the rights value on the summary is the sum of the lines and the intangible part.
 */
async function checkWorkbook(page: Page, l: Labels, name: string) {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: l.downloadWorkbook }).click();
  const file = path.join(PDF_DIR, `${name}.xlsx`);
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const summary = workbook.getWorksheet(l.summarySheet);
  const lines = workbook.getWorksheet(l.firstLinesSheet);
  if (!summary || !lines) throw new Error(`sheets: ${workbook.worksheets.map((w) => w.name)}`);
  // A header and the three combinations, then what the report is.
  expect(summary.getCell('A4').value).toBe(3);
  const rightsValue = summary.getCell('C2').value as ExcelJS.CellFormulaValue;
  const target = /^'(.+)'!L(\d+)$/.exec(rightsValue.formula);
  expect(target?.[1]).toBe(l.firstLinesSheet);
  const totalRow = Number(target?.[2]);
  // Rights lines from row 2, then the tangible total, the intangible part and the rights value.
  let cents = 0;
  for (let row = 2; row <= totalRow - 3; row++)
    cents += Math.round(Number(lines.getCell(`L${row}`).value) * 100);
  cents += Math.round(Number(lines.getCell(`L${totalRow - 1}`).value) * 100);
  expect(cents).toBe(Math.round(Number(rightsValue.result) * 100));
}

async function visitorPage(browser: Browser, url: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

async function journey(page: Page, browser: Browser, l: Labels, lang: 'en' | 'fr') {
  // Detailed report.
  await page.getByRole('link', { name: l.createDetailed }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: l.createDetailed })).toBeVisible();
  await pick(page, l.profile, PROFILES[0]);
  await pick(page, l.property, PROPERTIES[0]);
  await page.getByRole('button', { name: l.generate }).click();
  await expect(page).toHaveURL(/\/detailed-report\/\d+$/);
  await expect(page.getByRole('region', { name: l.scorecard })).toBeVisible();
  await expect(page.getByRole('region', { name: l.how })).toBeVisible();
  const report = await reportOfPage(page);
  await expect(page.getByRole('region', { name: l.how })).toBeVisible();
  await expect(page.getByRole('region', { name: l.uncertainty }).getByTestId('tornado-chart')).toBeVisible();
  await screenshot(page, `detailed-${lang}`);
  const pdf = await exportPdf(page, l, `detailed-${lang}`);
  // The screen and the PDF: the same section titles and figures, those of the report's view.
  await expectScreenMatchesPdf(page, report, pdf, lang);

  // Share it, open the link signed out, revoke it.
  const reportUrl = page.url();
  await page.getByRole('button', { name: l.share }).click();
  await page.getByRole('button', { name: l.createLink }).click();
  const link = await page.getByRole('textbox', { name: l.share }).inputValue();
  expect(link).toMatch(/\/detailed-report\/\d+\?share=/);
  const visitor = await visitorPage(browser, link);
  const title = await page.getByRole('heading', { level: 1 }).first().textContent();
  await expect(visitor.page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: /Export PDF|Exporter en PDF/ })).toHaveCount(0);
  // A report page shows no header, menu or footer.
  await expect(visitor.page.getByRole('banner')).toHaveCount(0);
  await expect(visitor.page.getByRole('contentinfo')).toHaveCount(0);
  await screenshot(visitor.page, `shared-${lang}`);
  await page.getByRole('button', { name: l.revoke }).click();
  await expect(page.getByRole('button', { name: l.createLink })).toBeVisible();
  await visitor.page.reload();
  await expect(
    visitor.page.getByRole('heading', { name: /Page not found\.|Page introuvable\./ }),
  ).toBeVisible();
  // Without a share link, a visitor is asked to sign in, and would come back to the report.
  await visitor.page.goto(reportUrl);
  const next = encodeURIComponent(new URL(reportUrl).pathname);
  await expect(visitor.page).toHaveURL(new RegExp(`/login\\?next=${next}$`));
  await visitor.close();
  await page.keyboard.press('Escape');

  // The property in progress: a preliminary report, badged and cautioned on screen and in its PDF alike.
  await page.getByRole('link', { name: l.back }).click();
  await page.getByRole('link', { name: l.createDetailed }).first().click();
  await pick(page, l.profile, PROFILES[0]);
  await pick(page, l.property, l.draftOption);
  await page.getByRole('button', { name: l.generate }).click();
  await expect(page).toHaveURL(/\/detailed-report\/\d+$/);
  const header = page.locator('header').filter({ hasText: DRAFT_PROPERTY });
  await expect(header.getByText(l.preliminary, { exact: true })).toBeVisible();
  await expect(header.getByText(l.inProgress, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: l.scorecard }).getByRole('alert', { name: l.preliminary }),
  ).toBeVisible();
  const draftReport = await reportOfPage(page);
  await screenshot(page, `detailed-draft-${lang}`);
  // On a phone: nothing wider than the screen but the tables, which scroll in their own frame.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: l.uncertainty }).getByTestId('tornado-chart')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `detailed-draft-phone-${lang}`);
  if (desktop) await page.setViewportSize(desktop);
  const draftPdf = await exportPdf(page, l, `detailed-draft-${lang}`);
  await expectScreenMatchesPdf(page, draftReport, draftPdf, lang);

  // Comparative report: a duplicate is refused, then three distinct combinations.
  await page.getByRole('link', { name: l.back }).click();
  await page.getByRole('link', { name: l.createComparative }).first().click();
  await pick(page, l.profile, PROFILES[0], 0);
  await pick(page, l.property, PROPERTIES[0], 0);
  await pick(page, l.profile, PROFILES[0], 1);
  await pick(page, l.property, PROPERTIES[0], 1);
  await expect(page.getByText(l.duplicate).first()).toBeVisible();
  await pick(page, l.property, PROPERTIES[1], 1);
  await page.getByRole('button', { name: l.addCombination }).click();
  await pick(page, l.profile, PROFILES[1], 2);
  await pick(page, l.property, PROPERTIES[1], 2);
  await screenshot(page, `create-comparative-${lang}`);
  await page.getByRole('button', { name: l.generate }).click();
  await expect(page).toHaveURL(/\/comparative-report\/\d+$/);
  const ranking = page.getByRole('region', { name: l.ranking });
  // The ranking, then each pair's fair rights fee (method 1.2): a header and three combinations each.
  await expect(ranking.getByRole('table')).toHaveCount(2);
  await expect(ranking.getByRole('table').first().getByRole('row')).toHaveCount(4);
  await expect(ranking.getByRole('table').last().getByRole('row')).toHaveCount(4);
  await screenshot(page, `comparative-${lang}`);
  await exportPdf(page, l, `comparative-${lang}`);
  await checkWorkbook(page, l, `comparative-${lang}`);

  // Renamed for the board: the page and the list take the new title.
  const boardTitle = `${l.boardTitle} ${Date.now()}`;
  await page.getByRole('button', { name: l.rename }).click();
  const dialog = page.getByRole('dialog', { name: l.renameDialog });
  await dialog.getByRole('textbox').fill(boardTitle);
  await screenshot(page, `rename-${lang}`);
  await dialog.getByRole('button', { name: l.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: boardTitle })).toBeVisible();

  // Both are in the list.
  await page.getByRole('link', { name: l.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('link', { name: boardTitle, exact: true })).toBeVisible();
  await screenshot(page, `list-${lang}`);
}

test('creates, opens, exports and shares reports in English', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: EN.list })).toBeVisible();
  await journey(page, browser, EN, 'en');
});

test('creates, opens, exports and shares reports in French', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FR.list })).toBeVisible();
  await journey(page, browser, FR, 'fr');
});
