import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO, SCREENSHOT_DIR } from './support/env.ts';

/*
 * The rate card, as the demo website's admin: read the default table with its sources, set the website's
 * own television CPM from today with a note, find it in the history (who, old → new), read the page in
 * French, then put the default back so the other journeys value with the defaults.
 */
test.describe.configure({ mode: 'serial' });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `rate-card-${name}.png`), fullPage: true });
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
  await dialog.getByLabel('Note').fill('Regional network card 2026');
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
  await page.getByRole('button', { name: 'English' }).click();

  await page.getByRole('button', { name: 'Put Television CPM back to its default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(tv).toContainText('$46.85');
  await expect(page.getByRole('row').filter({ hasText: '$60.00 → Default ($46.85)' })).toBeVisible();
});
