import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  expectOneBanner,
} from './support/accessibility.ts';
import { type Account, signIn } from './support/auth.ts';
import { API, DEMO, RETAIL } from './support/env.ts';
import { drawWholeReport } from './support/report-view.ts';

/**
 * Every screen, in English and French, in the default theme (the demo account) and the retail theme (the
 * retail account): axe-core finds no serious or critical WCAG 2.1 A/AA violation at 1280 px, and at phone
 * width (390 px) the page does not scroll sideways. The help menu's panels (FAQ, glossary, support form)
 * are checked open over a screen, where the page's header stays the only banner landmark.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The screens a signed-out visitor sees. */
const GUEST_SCREENS = ['/login', '/password/forgot', '/password/reset/no-such-token', '/terms', '/privacy'];

/** Rows of the account's website; a screen showing a row the account lacks is not visited. */
interface Ids {
  property: number | undefined;
  profile: number | undefined;
  detailed: number | undefined;
  comparative: number | undefined;
}

/** The screens of a signed-in member, with rows of their own website. */
function memberScreens(ids: Ids): string[] {
  const withRow = (id: number | undefined, pathname: string) =>
    id === undefined ? [] : [`${pathname}/${id}`];
  return [
    '/',
    '/reports',
    '/reports/create/detailed-report',
    '/reports/create/comparative-report',
    ...withRow(ids.detailed, '/detailed-report'),
    ...withRow(ids.comparative, '/comparative-report'),
    '/brand-profiles',
    '/brand-profiles/create',
    ...withRow(ids.profile, '/brand-profiles/edit'),
    '/properties',
    '/properties/create',
    ...withRow(ids.property, '/properties/edit'),
    '/knowledge-center',
    '/rate-card',
    '/password/change',
    '/no-such-page',
  ];
}

async function getJson<T>(page: Page, token: string, url: string): Promise<T> {
  const response = await page.request.get(`${API}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A property, a profile and reports of the signed-in user's website, read from the API. */
async function idsOf(page: Page, token: string): Promise<Ids> {
  const user = await getJson<{ website_id: number }>(page, token, '/user?referer=cakemix');
  const site = `/websites/${user.website_id}`;
  type Page_ = { data: { id: number; type?: string }[] };
  const [properties, profiles, reports] = await Promise.all([
    getJson<Page_>(page, token, `${site}/properties?per_page=1`),
    getJson<Page_>(page, token, `${site}/brand-profiles?per_page=1`),
    getJson<Page_>(page, token, `${site}/reports?per_page=50`),
  ]);
  return {
    property: properties.data[0]?.id,
    profile: profiles.data[0]?.id,
    detailed: reports.data.find((r) => r.type === 'detailed')?.id,
    comparative: reports.data.find((r) => r.type === 'comparative')?.id,
  };
}

/** Opens a screen and waits until it has loaded what it shows (its data and its lazy code). */
async function open(page: Page, pathname: string) {
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  if (/\/(detailed|comparative)-report\//.test(pathname)) await drawWholeReport(page);
}

async function checkScreens(page: Page, screens: string[], lang: string, theme: string) {
  for (const pathname of screens) {
    await page.setViewportSize(DESKTOP);
    await open(page, pathname);
    await expectNoSeriousViolations(page, `${pathname} (${lang}, ${theme} theme)`);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(100);
    await expectNoSidewaysScroll(page, `${pathname} at 390 px (${lang}, ${theme} theme)`);
  }
}

/** The help menu and each of its panels: the menu's item and the panel's name. */
const HELP = {
  en: {
    menu: 'Help menu',
    panels: [
      ['FAQ', 'Frequently asked questions'],
      ['Glossary', 'Glossary'],
      ['Contact support', 'Contact support'],
    ],
  },
  fr: {
    menu: "Menu d'aide",
    panels: [
      ['FAQ', 'Foire aux questions'],
      ['Glossaire', 'Glossaire'],
      ['Contacter le soutien', 'Contacter le soutien'],
    ],
  },
} as const;

/** Opens each of the help menu's panels over the reports list and checks the page while it is open. */
async function checkHelpPanels(page: Page, lang: 'en' | 'fr', theme: string) {
  await page.setViewportSize(DESKTOP);
  await open(page, '/reports');
  for (const [item, name] of HELP[lang].panels) {
    await page.getByRole('button', { name: HELP[lang].menu }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const panel = page.getByRole('dialog', { name });
    // Open, its content loaded, its entrance transition over (axe would read half-faded colours).
    await expect(panel).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(panel).toHaveCSS('opacity', '1');
    const where = `the “${name}” panel over /reports (${lang}, ${theme} theme)`;
    await expectNoSeriousViolations(page, where);
    await expectOneBanner(page, where);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
}

/** Switches the interface language with the header's switch. */
async function switchTo(page: Page, lang: 'fr' | 'en') {
  await page.setViewportSize(DESKTOP);
  await open(page, '/reports');
  await page.getByRole('button', { name: lang === 'fr' ? 'Français' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('every screen a visitor sees is accessible and fits a phone, in both languages', async ({ page }) => {
  for (const lang of ['en', 'fr'] as const) {
    await page.setViewportSize(DESKTOP);
    await page.goto('/login');
    if (lang === 'fr') await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await checkScreens(page, GUEST_SCREENS, lang, 'default');
  }
});

for (const [account, theme] of [
  [DEMO, 'default'],
  [RETAIL, 'retail'],
] as [Account, string][]) {
  test(`every screen of a member is accessible and fits a phone, in both languages (${theme} theme)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    const { token } = await signIn(page, account);
    const screens = memberScreens(await idsOf(page, token));
    await checkScreens(page, screens, 'en', theme);
    await checkHelpPanels(page, 'en', theme);
    await switchTo(page, 'fr');
    try {
      await checkScreens(page, screens, 'fr', theme);
      await checkHelpPanels(page, 'fr', theme);
    } finally {
      // The account's next journeys expect English.
      await switchTo(page, 'en');
    }
  });
}
