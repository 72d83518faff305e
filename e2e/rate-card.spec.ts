import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO, SCREENSHOT_DIR } from './support/env.ts';

/*
 * The rate card, as the demo website's admin: read the default table with its sources, set the website's
 * own television CPM from today (typed as shown, with the month's name) with a note, find it in the history
 * (who, old → new), read the page in French and its date picker (the month's French name, a French calendar
 * from Sunday), then put the
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
  // The first day is today, written with the month's name (no reader takes 1 June for 6 January), and typed
  // that way.
  const effectiveFrom = dialog.getByRole('textbox', { name: 'Effective from' });
  await expect(effectiveFrom).toHaveValue(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
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
  // In French the day reads with the French month's name, the calendar in French from Sunday.
  await page.getByRole('button', { name: 'Modifier CPM de la télévision' }).click();
  const dialogFr = page.getByRole('dialog');
  const effectiveFromFr = dialogFr.getByRole('textbox', { name: 'En vigueur à partir du' });
  const [day = '', shortMonth = '', year = ''] = today.split(' ');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
  const month = String(months.indexOf(shortMonth) + 1).padStart(2, '0');
  const iso = `${year}-${month}-${day.padStart(2, '0')}`;
  const frenchDay = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  await expect(effectiveFromFr).toHaveValue(frenchDay);
  await effectiveFromFr.click();
  const monthName = new Intl.DateTimeFormat('fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
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

test('an admin sets the website’s target ratio; a brand profile offers it as its default; the default comes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO);
  await page.goto('/rate-card');
  const section = page.getByRole('region', { name: 'Target ratio' });
  const target = section.getByRole('row').filter({ hasText: 'Target value-to-cost ratio' });
  await expect(target).toContainText('2.00:1');
  await target.getByRole('button', { name: 'Change Target value-to-cost ratio' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New value').fill('2.5');
  await dialog.getByLabel('Note').fill('Board decision: a 2.5:1 floor for rights fees');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toContainText('2.50:1');
  await expect(
    page.getByRole('row').filter({ hasText: 'Default (2.00:1) → 2.50:1' }).filter({ hasText: 'Demo Admin' }),
  ).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'target-en-1280', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.getByRole('heading', { name: 'Target value-to-cost ratio', level: 3 }).scrollIntoViewIfNeeded();
  await shot(page, 'target-en-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A brand profile may set its own; left empty, it takes the website's, which the form names.
  await page.goto('/brand-profiles/create');
  const own = page.getByRole('textbox', { name: 'Target value-to-cost ratio (optional)' });
  await expect(own).toHaveAccessibleDescription(
    'Leave it empty to use the website’s target, 2.50:1. From 1.00:1 to 10.00:1.',
  );
  await own.fill('12');
  await page.getByRole('textbox', { name: /Profile name/ }).fill('Target check');
  await page.getByRole('button', { name: 'Save and quit' }).click();
  await expect(own).toHaveAccessibleDescription(/Enter a ratio from 1 to 10 with at most two decimals/);
  await own.scrollIntoViewIfNeeded();
  await shot(page, 'profile-target-en-1280', false);
  await page.getByRole('button', { name: 'Français' }).click();
  const ownFr = page.getByRole('textbox', { name: 'Ratio valeur-coût cible (facultatif)' });
  await expect(ownFr).toHaveAccessibleDescription(/Laissez-le vide pour utiliser la cible du site, 2,50:1\./);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await ownFr.scrollIntoViewIfNeeded();
  await shot(page, 'profile-target-fr-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/rate-card');
  await expect(page.getByTestId('rate-target_ratio')).toContainText(/Ratio valeur-coût cible.*2,50:1/);
  await page.getByRole('region', { name: 'Ratio cible' }).scrollIntoViewIfNeeded();
  await shot(page, 'target-fr-1280', false);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Put Target value-to-cost ratio back to its default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(target).toContainText('2.00:1');
});
