import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/auth.ts';
import { API, DEMO } from './support/env.ts';
import { saveScreenshot } from './support/journey.ts';

/*
 * The analyst's spreadsheet round: a complete demo property exported in the import template's layout,
 * edited in a workbook (a new name, a contract ending in 60 days) with a second row full of mistakes; the
 * import lists the mistakes by sheet, row and column and writes nothing; the corrected workbook imports;
 * the portfolio shows the contract among the renewals, in English and in French, on a laptop and a phone.
 * The imported property is deleted at the end, so the other journeys see the demo set as it was.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Harbour Renewal (workbook)';

/** Chooses a file through the field's own file dialog, as a person does. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Workbook (.xlsx)').click();
  await (await chooser).setFiles(file);
}
/**
 * The portfolio at a phone's width: its lists as cards (no table scrolling sideways), the renewal among
 * them, and nothing in the page wider than the screen.
 */
async function expectPhoneLayout(page: Page, renewal: string, lang: 'en' | 'fr') {
  const main = page.getByRole('main');
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(main.getByRole('listitem').filter({ hasText: renewal }).first()).toBeVisible();
  // The chart redraws at the new width once its container has been measured again: the check waits for it.
  const wider = () =>
    main.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5)
          ? [`${element.tagName.toLowerCase()}: ${Math.round(box.left)}–${Math.round(box.right)} px`]
          : [];
      }),
    );
  await expect.poll(wider, { message: `portfolio at 390 px (${lang}): past the screen's edges` }).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `portfolio at 390 px (${lang})`).toBeLessThanOrEqual(innerWidth);
}

const day = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
};

test('an analyst imports a property from a workbook, fixes its mistakes and finds its renewal in the portfolio', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { token } = await signIn(page, DEMO);
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(`${API}/websites/1/properties?status=complete&per_page=1`, { headers });
  const [first] = (await list.json()).data as { id: number }[];
  const exported = await page.request.get(`${API}/websites/1/properties/workbook?ids=${first?.id}&lang=en`, {
    headers,
  });
  expect(exported.status()).toBe(200);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exported.body()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Properties') as ExcelJS.Worksheet;
  const headings = (sheet.getRow(1).values as string[]).slice(1);
  const column = (heading: string) => headings.indexOf(heading) + 1;
  const row = sheet.getRow(2);
  row.getCell(column('Property name')).value = NAME;
  row.getCell(column('Beginning')).value = day(-300);
  row.getCell(column('End')).value = day(60);
  const wrong = sheet.getRow(3);
  wrong.getCell(column('Property name')).value = 'Second proposal';
  wrong.getCell(column('Beginning')).value = '2027-01-15';
  wrong.getCell(column('Sponsorship type')).value = 'Sports team';
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cakemix-import-'));
  const withMistakes = path.join(folder, 'proposals.xlsx');
  writeFileSync(withMistakes, Buffer.from(await workbook.xlsx.writeBuffer()));
  sheet.spliceRows(3, 1);
  const corrected = path.join(folder, 'proposals-corrected.xlsx');
  writeFileSync(corrected, Buffer.from(await workbook.xlsx.writeBuffer()));

  await page.getByRole('link', { name: 'Properties' }).first().click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import properties from a workbook' }),
  ).toBeVisible();
  await chooseFile(page, withMistakes);
  const mistakes = page.getByRole('alert').filter({ hasText: 'mistakes to correct' });
  await expect(mistakes).toBeVisible({ timeout: 20_000 });
  const beginning = page.getByRole('row').filter({ hasText: 'Beginning (C3)' });
  await expect(beginning).toContainText('Enter a date in a date cell');
  await expect(page.getByRole('row').filter({ hasText: 'Sponsorship type' })).toContainText('“Sports team”');
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await saveScreenshot(page, 'spreadsheets-import-mistakes-1280');

  await chooseFile(page, corrected);
  await expect(page.getByText('1 property will be created.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: NAME })).toContainText('Complete');
  await saveScreenshot(page, 'spreadsheets-import-preview-1280');
  await page.getByRole('button', { name: 'Import 1 property' }).click();
  // Exactly the list: "Import properties", the page being left, contains the word too.
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Portfolio' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  const renewal = page.getByRole('row').filter({ hasText: NAME }).first();
  await expect(renewal).toContainText('60 days');
  await saveScreenshot(page, 'spreadsheets-portfolio-en-1280');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME }).first()).toContainText('60 jours');
  await saveScreenshot(page, 'spreadsheets-portfolio-fr-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille' })).toBeVisible();
  await expectPhoneLayout(page, NAME, 'fr');
  await saveScreenshot(page, 'spreadsheets-portfolio-fr-390');
  // On a phone the language switch sits in the menu drawer; switch back on the laptop's width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expectPhoneLayout(page, NAME, 'en');
  await saveScreenshot(page, 'spreadsheets-portfolio-en-390');

  // A change through the API echoes the XSRF cookie the browser holds, as the app does.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const writeHeaders = { ...headers, ...(xsrf ? { 'X-XSRF-TOKEN': xsrf.value } : {}) };
  const mine = await page.request.get(`${API}/websites/1/properties?search=${encodeURIComponent(NAME)}`, {
    headers,
  });
  for (const property of (await mine.json()).data as { id: number }[])
    expect(
      (await page.request.delete(`${API}/properties/${property.id}`, { headers: writeHeaders })).status(),
    ).toBe(200);
});
