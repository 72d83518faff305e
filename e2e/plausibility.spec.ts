import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { API, DEMO } from './support/env.ts';
import { saveScreenshot } from './support/journey.ts';

/*
 * Plausibility warnings on the property form (valuation method 1.2), in a real browser against the real
 * server: a draft with a rink board at $450 a game (the catalogue suggests $24.51 for its audience), ten
 * billion impressions of broadcast and a $1,000 TV CPM. The warnings show beside their fields as the form
 * opens and follow what is typed; the analyst confirms the board's figure with a note, saves, finds it
 * confirmed after a reload and in a copy; the screen passes axe at 1280 px and fits 390 px, in both
 * languages. The property and its copy are deleted at the end, leaving the demo website as it was.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A draft hockey club with three unusual figures. */
const property = (name: string) => ({
  status: 'draft',
  general: { name, sponsorship_type: 'team', events_per_season: 34 },
  target: { direct_cumulative_audience: 128_000 },
  management: { rights_fee: 20_000 },
  owned_media: {
    contractual_benefits: [
      {
        id: crypto.randomUUID(),
        benefit_id: 1,
        type: 'signage',
        name: 'Rink board, north end',
        times_offered: 34,
        unit_value: 450,
        predominance: 5,
        exposure: 100,
        delivery: 100,
      },
    ],
    broadcast: {
      broadcast: { impressions_estimated: 10_000_000_000, predominance: 3, exposure: 50, delivery: 100 },
    },
    cpm_overrides: { tv: 1000 },
  },
});

/**
 * Nothing lies past the screen's right edge. Polled: just after the viewport narrows, the components that
 * choose their layout by a media query in script (a table or cards) have not drawn again yet.
 */
async function noSidewaysScroll(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), { message: where })
    .toBeLessThanOrEqual(0);
}

/**
 * Headers of an API call by the bearer token. The request context keeps the XSRF cookie the server sets, and
 * a call with a cookie counts as a browser's (decision 003): it echoes the cookie as the header.
 */
async function apiHeaders(request: APIRequestContext, token: string) {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  return { Authorization: `Bearer ${token}`, ...(xsrf ? { 'X-XSRF-TOKEN': xsrf.value } : {}) };
}

function stepButton(page: Page, step: string) {
  return page
    .getByRole('navigation', { name: /^(Form steps|Étapes du formulaire)$/ })
    .getByRole('button', { name: new RegExp(`^(\\d )?${step}( |$)`) });
}

/** Opens the property's owned media step and waits for its warnings. */
async function openOwnedMedia(page: Page, id: number, step: string) {
  await page.goto(`/properties/edit/${id}`);
  await page.waitForLoadState('networkidle');
  await stepButton(page, step).click();
}

test('warns about unusual figures beside their fields, confirms one with a note that a reload and a copy keep', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const { token } = await signIn(page, DEMO);
  const created = await request.post(`${API}/properties`, {
    headers: await apiHeaders(request, token),
    data: property(`Plausibility club ${Date.now()}`),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const ids = [id];

  try {
    await openOwnedMedia(page, id, 'Owned media');
    const unitValue = page.getByRole('textbox', { name: 'Unit value' });
    // 128,000 ÷ 34 = 3,765 people a game × $6.51 ÷ 1,000 = $24.51; $450 is 18.4 times it.
    await expect(unitValue).toHaveAccessibleDescription(
      'Unusual figure $450.00 a unit is 18.4 times the catalogue’s suggestion for this property, $24.51. More than 3 times the suggestion ($73.53) is unusual.',
    );
    const estimate = page.getByRole('complementary', { name: 'Live estimate' });
    await expect(estimate).toContainText('Unusual figures to check or confirm: 3');
    await expect(
      page.getByTestId('finding-owned_media.broadcast.broadcast.impressions_estimated'),
    ).toContainText(
      '10,000,000,000 impressions in a season is 78,125 per person of the audience the property states in person and online (128,000)',
    );
    await expect(page.getByTestId('finding-owned_media.cpm_overrides.tv')).toContainText(
      'A CPM of $1,000.00 is 16.4 times the top of the channel’s published range',
    );
    await expectNoSeriousViolations(page, 'owned media step with warnings (en)');
    await saveScreenshot(page, 'plausibility-en-1280');

    // Live: a usual figure ends the warning, without a save.
    await unitValue.fill('30');
    await expect(estimate).toContainText('Unusual figures to check or confirm: 2');
    await unitValue.fill('450');
    await expect(estimate).toContainText('Unusual figures to check or confirm: 3');

    await page.getByRole('button', { name: 'Confirm this figure' }).first().click();
    const note = page.getByRole('textbox', { name: /Why this figure is right/ });
    await expect(note).toBeFocused();
    await expectNoSeriousViolations(page, 'owned media step, confirming a figure (en)');
    await note.fill('Two boards facing the main camera, priced by the arena’s 2025 rate sheet');
    await page.getByRole('button', { name: 'Confirm the figure' }).click();
    await expect(unitValue).toHaveAccessibleDescription(
      /^Figure confirmed .* Analyst’s note: Two boards facing/,
    );
    await expect(estimate).toContainText('Unusual figures to check or confirm: 2');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`${API}/properties/${id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);

    await openOwnedMedia(page, id, 'Owned media');
    await expect(page.getByRole('textbox', { name: 'Unit value' })).toHaveAccessibleDescription(
      /Analyst’s note: Two boards facing the main camera/,
    );
    // On a phone (the step opened at desktop width: a phone's stepper is a menu).
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page, 'owned media step at 390 px (en)');
    await saveScreenshot(page, 'plausibility-en-390');
    // What a phone shows of them: the confirmed figure, and a table's list under its table.
    await page.getByRole('textbox', { name: 'Unit value' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'plausibility-en-390-benefit', false);
    await page
      .getByTestId('finding-owned_media.broadcast.broadcast.impressions_estimated')
      .scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'plausibility-en-390-table', false);

    // The copy keeps the confirmation, under its own benefit's id.
    const copied = await request.post(`${API}/websites/1/properties/${id}/duplicate?lang=en`, {
      headers: await apiHeaders(request, token),
    });
    expect(copied.status()).toBe(201);
    const copy = (await copied.json()) as { id: number };
    ids.push(copy.id);
    await page.setViewportSize(DESKTOP);
    await openOwnedMedia(page, copy.id, 'Owned media');
    await expect(page.getByRole('textbox', { name: 'Unit value' })).toHaveAccessibleDescription(
      /^Figure confirmed/,
    );

    // In French, with French number formats.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await openOwnedMedia(page, id, 'Médias détenus');
    await expect(page.getByTestId('finding-owned_media.cpm_overrides.tv')).toContainText(
      /Un CPM de 1\s000,00\s\$, c’est 16,4 fois le haut de la fourchette publiée pour ce canal/,
    );
    await expect(page.getByRole('textbox', { name: 'Valeur unitaire' })).toHaveAccessibleDescription(
      /^Chiffre confirmé 450,00\s\$ l’unité, c’est 18,4 fois/,
    );
    await expectNoSeriousViolations(page, 'owned media step with warnings (fr)');
    await saveScreenshot(page, 'plausibility-fr-1280');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page, 'owned media step at 390 px (fr)');
    await saveScreenshot(page, 'plausibility-fr-390');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    for (const each of ids) {
      const deleted = await request.delete(`${API}/properties/${each}`, {
        headers: await apiHeaders(request, token),
      });
      expect(deleted.status()).toBe(200);
    }
  }
});
