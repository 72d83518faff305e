import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { logOut, signIn } from './support/auth.ts';
import { API, DEMO, E2E_BASE_URL } from './support/env.ts';
import { takenOver } from './support/taken-over.ts';

/*
 * Issue 32, decision 030: the public pages are drawn at build time in French and English, sent in the
 * reader's language, and taken over by the app without an error, a flash or a layout shift; signed in, the
 * header, menu and the screen's heading and outline draw before any script (decision 034) and the screen's data.
 */

const ENGLISH = [
  { url: '/login', heading: 'Sign in', status: 200 },
  { url: '/password/forgot', heading: 'Forgot your password?', status: 200 },
  { url: '/password/reset/some-token?email=a%40b.c', heading: 'Choose a new password', status: 200 },
  { url: '/terms', heading: 'Terms of use', status: 200 },
  { url: '/privacy', heading: 'Privacy policy', status: 200 },
  { url: '/no/such/page', heading: 'Page not found.', status: 404 },
];

/** A browser without scripts: what it shows is what the server sent. */
async function withoutScripts(
  browser: import('@playwright/test').Browser,
  options: { locale: string; cookies?: { name: string; value: string }[] },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: options.locale });
  if (options.cookies)
    await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: E2E_BASE_URL })));
  return context;
}

test('the public pages stand before any script runs, in the browser’s language or the one the reader chose', async ({
  browser,
}) => {
  const english = await withoutScripts(browser, { locale: 'en-CA' });
  const page = await english.newPage();
  for (const { url, heading, status } of ENGLISH) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
    await expect(page.locator('html'), url).toHaveAttribute('lang', 'en');
  }
  await page.goto('/login');
  await expect(page.getByLabel('E-mail or username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Cakemix');
  await english.close();

  const french = await withoutScripts(browser, { locale: 'fr-CA' });
  const frenchPage = await french.newPage();
  await frenchPage.goto('/login');
  await expect(frenchPage.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(frenchPage.locator('html')).toHaveAttribute('lang', 'fr');
  await french.close();

  // The saved choice wins over the browser's language.
  const chosen = await withoutScripts(browser, {
    locale: 'en-CA',
    cookies: [{ name: 'cakemix_lang', value: 'fr' }],
  });
  const chosenPage = await chosen.newPage();
  await chosenPage.goto('/terms');
  await expect(chosenPage.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
  await chosen.close();
});

/** Watches a page from its first byte: console errors, uncaught errors, layout shifts, and the drawn h1. */
async function watch(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __drawnHeading?: Element | null };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Once the HTML is parsed, before the app's script runs: the heading the server drew.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__drawnHeading = document.querySelector('h1');
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page's own 404 status is reported by Chromium as a failed resource: it is the answer wanted.
    const ownStatus = message.text().includes('status of 404') && message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus)
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

test('the app takes each drawn page over as it stands: no error, no new heading, no layout shift', async ({
  browser,
}) => {
  for (const { url, heading } of ENGLISH) {
    const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
    const { page, problems } = await watch(context);
    await page.goto(url);
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
    const state = await page.evaluate(() => {
      const w = window as unknown as { __shifts: number; __drawnHeading?: Element | null };
      return { shifts: w.__shifts, sameHeading: w.__drawnHeading === document.querySelector('h1') };
    });
    expect(state.sameHeading, `${url}: React kept the drawn heading`).toBe(true);
    expect(state.shifts, `${url}: layout shift`).toBe(0);
    expect(problems, url).toEqual([]);
    await context.close();
  }
});

test('a drawn page works once taken over, and the language switch is remembered for the next page', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-CA' });
  const { page, problems } = await watch(context);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  const cookies = await context.cookies(E2E_BASE_URL);
  expect(cookies.find((cookie) => cookie.name === 'cakemix_lang')?.value).toBe('fr');
  // The next page comes drawn in French from the server, and the app takes it over in French.
  const next = await page.goto('/password/forgot');
  expect(await next?.text()).toContain('lang="fr"');
  await takenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié?' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('signed in, before any script: the shell of the screen, its heading drawn, nobody’s name', async ({
  browser,
}) => {
  const english = await withoutScripts(browser, {
    locale: 'en-CA',
    cookies: [{ name: 'cakemix_signed_in', value: '1' }],
  });
  const page = await english.newPage();
  await page.goto('/reports');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Reports · Cakemix');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(
    page.getByText('Each report measures what a property is worth to a brand, against what it costs.'),
  ).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByText(DEMO.name)).toHaveCount(0);
  // A screen whose heading is data (a report) has its outline alone.
  await page.goto('/detailed-report/1');
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await english.close();

  const french = await withoutScripts(browser, {
    locale: 'en-CA',
    cookies: [
      { name: 'cakemix_signed_in', value: '1' },
      { name: 'cakemix_lang', value: 'fr' },
    ],
  });
  const frenchPage = await french.newPage();
  await frenchPage.goto('/brand-profiles');
  await expect(frenchPage.getByRole('heading', { level: 1, name: 'Profils de marque' })).toBeVisible();
  await expect(frenchPage.locator('html')).toHaveAttribute('lang', 'fr');
  await french.close();
});

/** The title and address of the first detailed report of the reports list. */
async function firstDetailedReport(page: Page) {
  await page.goto('/reports');
  const first = page.locator('main a[href^="/detailed-report/"]').first();
  return { title: (await first.textContent()) ?? '', href: (await first.getAttribute('href')) ?? '' };
}

test('signed in: the app draws over the shell with no error and no layout shift, then the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
  const { page, problems } = await watch(context);
  await signIn(page, DEMO);
  for (const url of ['/reports', '/brand-profiles']) {
    const response = await page.goto(url);
    expect(await response?.text(), url).toContain('"shell":true');
    await takenOver(page);
    await expect(page.getByTestId('page-skeleton'), url).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link').first(), url).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts, `${url}: layout shift`).toBe(0);
  }
  // A report: its title once its data has come, asked for beside the current user.
  const { title, href } = await firstDetailedReport(page);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('signed in: a report’s title shows as soon as the report has come, before the page’s code', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
  const { page, problems } = await watch(context);
  await signIn(page, DEMO);
  const { title, href } = await firstDetailedReport(page);
  // The report page's code held back: the title stands in the outline, where the page then draws it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pageCodeAsked = false;
  const pageCode = /\/assets\/report-page-[\w-]+\.js$/;
  await page.route(pageCode, async (route) => {
    pageCodeAsked = true;
    await held;
    await route.continue();
  });
  await page.goto(href);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  // Still the outline: its status says the page is loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(1);
  /** The title's place in the report's top bar (whatever stands above the bar). */
  const titlePlace = async () => {
    const [title, bar] = await Promise.all([
      heading.boundingBox(),
      page.locator('.mantine-Paper-root').first().boundingBox(),
    ]);
    return (title?.y ?? 0) - (bar?.y ?? 100);
  };
  const outlined = await titlePlace();
  release();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  expect(pageCodeAsked).toBe(true);
  // Where the outline showed it, give or take the outline's lines.
  expect(Math.abs((await titlePlace()) - outlined)).toBeLessThan(4);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts, 'layout shift').toBeLessThan(0.01);
  expect(problems).toEqual([]);
  await page.unroute(pageCode);
  await context.close();
});

test('signed in: the app instead of a guest’s page, and the header and menu before the screen’s data', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-CA' });
  const page = await context.newPage();
  await signIn(page, DEMO);
  const signedIn = (await context.cookies(E2E_BASE_URL)).find((c) => c.name === 'cakemix_signed_in');
  expect(signedIn?.value).toBe('1');

  // A guest's page would show the sign-in form before the app sent the member on: the server sends the app.
  const login = await page.goto('/login');
  expect(await login?.text()).not.toContain('data-page=');
  await expect(page).toHaveURL(/\/reports$/);

  // A cold start of a screen, its data held back: the header, the menu and the page's outline are there.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const currentUser = new RegExp(`${API}/user(\\?|$)`);
  await page.route(currentUser, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/brand-profiles');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Brand profiles' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: `User menu of ${DEMO.name}` })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  // The screen's heading depends on no data: it stands in its place while the screen waits.
  await expect(page.getByRole('heading', { level: 1, name: 'Brand profiles' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Brand profiles' })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await page.unroute(currentUser);

  // Signed out, the guest's drawn pages again.
  await logOut(page, DEMO.name);
  const terms = await page.goto('/terms');
  expect(await terms?.text()).toContain('data-page="terms"');
  await context.close();
});
