import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO, SCREENSHOT_DIR } from './support/env.ts';

/*
 * The rate card, as the demo website's admin: read the default table with its sources, set the website's
 * own television CPM from today (typed day/month/year) with a note, find it in the history (who, old → new),
 * read the page in French and its date picker (year-month-day, a French calendar from Sunday), then put the
 * default back so the other journeys value with the defaults.
 */
test.describe.configure({ mode: 'serial' });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rate-card-${name}.png`), fullPage });
}

test('an admin sets the website’s own rate, sees it in the history, and puts the default back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await page.getByRole('link', { name: 'Rate card' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate card' })).toBeVisible();
  const rateRow = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const tv = rateRow('Television CPM');
  await expect(tv).toContainText('$46.85');
  await expect(tv).toContainText('OAAA');
  await expect(page.getByText('No change yet: this website uses the default rates.')).toBeVisible();

  await page.getByRole('button', { name: 'Change Television CPM' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New value').fill('60');
  // The first day is today, written the en-AU way (day/month/year), and typed that way.
  const effectiveFrom = dialog.getByRole('textbox', { name: 'Effective from' });
  await expect(effectiveFrom).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const today = await effectiveFrom.inputValue();
  await effectiveFrom.fill('');
  await effectiveFrom.pressSequentially(today);
  await dialog.getByLabel('Note').fill('Regional network card 2026');
  await expect(effectiveFrom).toHaveValue(today);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tv).toContainText('$60.00');
  // The value's row shows the note too; the history's row also names who changed it.
  const history = page
    .getByRole('row')
    .filter({ hasText: 'Regional network card 2026' })
    .filter({ hasText: 'Demo Admin' });
  await expect(history).toContainText('Default ($46.85) → $60.00');
  await shot(page, 'en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await shot(page, 'en-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grille tarifaire' })).toBeVisible();
  const tvFr = rateRow('CPM de la télévision');
  await expect(tvFr).toContainText(/60,00\s\$/);
  await shot(page, 'fr-1280');
  // In French the day reads the fr-CA way (year-month-day), the calendar in French from Sunday.
  await page.getByRole('button', { name: 'Modifier CPM de la télévision' }).click();
  const dialogFr = page.getByRole('dialog');
  const effectiveFromFr = dialogFr.getByRole('textbox', { name: 'En vigueur à partir du' });
  const [day, month, year] = today.split('/');
  await expect(effectiveFromFr).toHaveValue(`${year}-${month}-${day}`);
  await effectiveFromFr.click();
  const monthName = new Intl.DateTimeFormat('fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${year}-${month}-${day}T12:00:00Z`));
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar.getByRole('button', { name: monthName, exact: true })).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveText('di');
  await shot(page, 'fr-date-picker-1280', false);
  await dialogFr.getByRole('heading').click();
  await dialogFr.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialogFr).toBeHidden();
  await page.getByRole('button', { name: 'English' }).click();

  await page.getByRole('button', { name: 'Put Television CPM back to its default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(tv).toContainText('$46.85');
  await expect(page.getByRole('row').filter({ hasText: '$60.00 → Default ($46.85)' })).toBeVisible();
});
