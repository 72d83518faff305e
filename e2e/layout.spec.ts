import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, REPO_ROOT } from './support/env.ts';
import { saveScreenshot, saveSignedInSession } from './support/journey.ts';
import { expectNotificationClearOfHeader } from './support/notifications.ts';

/*
 * The layout at a laptop's width and a phone's, in English and French (the longer labels), signed in as the
 * demo admin: at 1280 px the property form's nine steps stand on one line and the list's badges show their
 * whole text; at 390 px the steps fold into the current one and a menu, the header into a "Menu" drawer,
 * the lists' rows into cards with their buttons in sight, and no page scrolls sideways; a notification
 * (signing out, last) stays clear of the header. Screenshots of each go to test-results/screenshots
 * (layout-*.png).
 */
const SESSION_FILE = path.join(REPO_ROOT, 'test-results/e2e-state/layout-demo.json');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    properties: 'Properties',
    reports: 'Reports',
    brandProfiles: 'Brand profiles',
    delete: 'Delete',
    formSteps: 'Form steps',
    allSteps: 'All steps',
    firstStep: 'Step 1 of 9',
    lastStep: 'Step 9 of 9',
    general: 'General',
    propertyName: 'Property name',
    customMetrics: 'Custom metrics',
    saveAndFinish: 'Save and finish',
    menu: 'Menu',
    mainMenu: 'Main menu',
    changePassword: 'Change password',
    otherLanguage: 'Français',
  },
  fr: {
    properties: 'Propriétés',
    reports: 'Rapports',
    brandProfiles: 'Profils de marque',
    delete: 'Supprimer',
    formSteps: 'Étapes du formulaire',
    allSteps: 'Toutes les étapes',
    firstStep: 'Étape 1 sur 9',
    lastStep: 'Étape 9 sur 9',
    general: 'Général',
    propertyName: 'Nom de la propriété',
    customMetrics: 'Indicateurs personnalisés',
    saveAndFinish: 'Enregistrer et terminer',
    menu: 'Menu',
    mainMenu: 'Menu principal',
    changePassword: 'Changer le mot de passe',
    otherLanguage: 'English',
  },
} as const;
type Lang = keyof typeof TEXT;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: SESSION_FILE });

test.beforeAll(({ browser }) => saveSignedInSession(browser, DEMO, SESSION_FILE));

/** The whole page at 1280 px; at 390 px what the phone's screen shows. */
function screenshot(page: Page, name: string) {
  return saveScreenshot(page, `layout-${name}`, page.viewportSize()?.width !== PHONE.width);
}

/** What is wider than the screen scrolls inside its own frame: the page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** No badge on the page cuts its text: neither it nor its label is narrower than what it holds. */
async function expectWholeBadges(page: Page, where: string) {
  const badges = page.locator('.mantine-Badge-root');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((roots) =>
    roots.flatMap((root) => {
      const label = root.querySelector('.mantine-Badge-label') ?? root;
      const clipped = [root, label].some((element) => element.scrollWidth > element.clientWidth);
      return clipped ? [`${root.textContent} (${label.scrollWidth} > ${label.clientWidth} px)`] : [];
    }),
  );
  expect(cut, `${where}: cut badges`).toEqual([]);
}

/** The visible text of an element, its spaces and line breaks as single spaces. */
async function visibleText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Each step's accessible name is its visible text. */
async function expectNamesAsShown(items: Locator) {
  for (const item of await items.all()) await expect(item).toHaveAccessibleName(await visibleText(item));
}

/** The full stepper's nine steps, all on one line (the same top), named by what they show. */
async function expectStepsOnOneLine(page: Page, lang: Lang, where: string) {
  const steps = page.getByRole('navigation', { name: TEXT[lang].formSteps }).getByRole('button');
  await expect(steps).toHaveCount(9);
  const tops = await steps.evaluateAll((buttons) =>
    buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, `${where}: tops of the steps ${tops.join(', ')}`).toBe(1);
  await expectNamesAsShown(steps);
  return steps;
}

/** A list, once its rows show: a row's "Delete" button is in sight, in the table as on a card. */
async function openList(page: Page, pathname: string, heading: string, lang: Lang) {
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${TEXT[lang].delete} `) }).first(),
  ).toBeVisible();
}

function openProperties(page: Page, lang: Lang) {
  return openList(page, '/properties', TEXT[lang].properties, lang);
}

/**
 * On a phone each list shows its rows as cards, no table: every card has its "Delete" button, and no
 * card's button lies past the screen's edges.
 */
async function expectListCards(page: Page, pathname: string, heading: string, lang: Lang) {
  await openList(page, pathname, heading, lang);
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('main').getByRole('listitem');
  const count = await cards.count();
  expect(count, `${pathname}: cards`).toBeGreaterThan(0);
  await expect(cards.getByRole('button', { name: new RegExp(`^${TEXT[lang].delete} `) })).toHaveCount(count);
  const offScreen = await cards.evaluateAll((items) =>
    items.flatMap((item) =>
      Array.from(item.querySelectorAll('a[aria-label], button')).flatMap((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth ? [control.getAttribute('aria-label')] : [];
      }),
    ),
  );
  expect(offScreen, `${pathname} at 390 px (${lang}): buttons off the screen`).toEqual([]);
  await expectNoSidewaysScroll(page, `${pathname} at 390 px (${lang})`);
  await screenshot(page, `${pathname.slice(1)}-cards-390-${lang}`);
}

async function openNewProperty(page: Page, lang: Lang) {
  await page.goto('/properties/create');
  await expect(page.getByRole('navigation', { name: TEXT[lang].formSteps })).toBeVisible();
  await expect(page.getByRole('textbox', { name: TEXT[lang].propertyName })).toBeVisible();
}

async function atLaptopWidth(page: Page, lang: Lang) {
  await page.setViewportSize(LAPTOP);
  await openProperties(page, lang);
  await expectWholeBadges(page, `properties list at 1280 px (${lang})`);
  // The whole table shows, its row actions included, without scrolling it sideways.
  const table = page.getByRole('table');
  const overflow = await table.evaluate(
    (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
  );
  expect(overflow, `the list's table overflows its frame by ${overflow} px (${lang})`).toBeLessThanOrEqual(0);
  // The user menu shows the whole name, not cut by its ellipsis.
  const userMenu = page.getByRole('button', { name: new RegExp(`${DEMO.name}$`) });
  await expect(userMenu).toHaveText(DEMO.name);
  const name = userMenu.locator('[data-truncate]');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: TEXT[lang].menu, exact: true })).toBeHidden();
  await screenshot(page, `properties-1280-${lang}`);

  await openNewProperty(page, lang);
  const steps = await expectStepsOnOneLine(page, lang, `new property at 1280 px (${lang})`);
  await screenshot(page, `new-property-1280-${lang}`);

  // At the last step, finishing an empty form marks most steps "Incomplete": still one line.
  await steps.last().click();
  await expect(page.getByRole('heading', { level: 2, name: TEXT[lang].customMetrics })).toBeVisible();
  await page.getByRole('button', { name: TEXT[lang].saveAndFinish }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectStepsOnOneLine(page, lang, `new property with errors at 1280 px (${lang})`);
  await expectNoSidewaysScroll(page, `new property at 1280 px (${lang})`);
  await screenshot(page, `new-property-errors-1280-${lang}`);

  // Down to 900 px the full stepper stays on one line, narrower, and the page does not scroll sideways.
  await page.setViewportSize({ width: 900, height: 800 });
  await expectStepsOnOneLine(page, lang, `new property with errors at 900 px (${lang})`);
  await expectNoSidewaysScroll(page, `new property at 900 px (${lang})`);
  await screenshot(page, `new-property-errors-900-${lang}`);
}

async function atPhoneWidth(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, `home page at 390 px (${lang})`);
  await screenshot(page, `home-390-${lang}`);

  await expectListCards(page, '/reports', text.reports, lang);
  await expectListCards(page, '/brand-profiles', text.brandProfiles, lang);
  await expectListCards(page, '/properties', text.properties, lang);
  await expectWholeBadges(page, `properties list at 390 px (${lang})`);

  // The header: the logo, the help menu and "Menu"; the user menu and the language switch are in the drawer.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: new RegExp(DEMO.name) })).toBeHidden();
  await expect(banner.getByRole('button', { name: text.otherLanguage })).toBeHidden();
  await expect(page.getByRole('navigation', { name: text.mainMenu })).toBeHidden();
  const menuButton = banner.getByRole('button', { name: text.menu, exact: true });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: text.menu });
  await expect(drawer.getByRole('navigation', { name: text.mainMenu })).toBeVisible();
  await expect(drawer.getByText(DEMO.name, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: text.changePassword })).toBeVisible();
  await expect(drawer.getByRole('button', { name: text.otherLanguage })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(drawer.locator('header')).toHaveCount(0);
  await screenshot(page, `menu-390-${lang}`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The property form: the current step and the menu of all the steps.
  await openNewProperty(page, lang);
  const nav = page.getByRole('navigation', { name: text.formSteps });
  await expect(nav).toContainText(text.firstStep);
  await expect(nav.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('button', { name: text.menu, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, `new property at 390 px (${lang})`);
  await screenshot(page, `new-property-390-${lang}`);

  const stepsButton = nav.getByRole('button', { name: text.allSteps });
  await stepsButton.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveCount(9);
  // Each step with its mark: the current one with its number and what it misses; a step with nothing
  // required yet (custom metrics) with its tick alone.
  await expect(page.getByRole('menu').locator('[aria-current="step"]')).toHaveAccessibleName(
    new RegExp(`^1 ${text.general} \\d+ \\S+`),
  );
  await expectNamesAsShown(items);
  await screenshot(page, `new-property-steps-menu-390-${lang}`);
  await page.getByRole('menuitem', { name: text.customMetrics, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: text.customMetrics })).toBeVisible();
  await expect(nav).toContainText(text.lastStep);
  await expect(stepsButton).toBeFocused();
  await expectNoSidewaysScroll(page, `new property, last step, at 390 px (${lang})`);
}

test('at 1280 px the steps stand on one line and badges are whole; at 390 px lists, steps and header fold, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') {
      await page.setViewportSize(LAPTOP);
      await page.goto('/properties');
      await page.getByRole('button', { name: 'Français' }).click();
    }
    await atLaptopWidth(page, lang);
    await atPhoneWidth(page, lang);
  }
  // Back to English for the journeys that follow.
  await page.setViewportSize(LAPTOP);
  await page.goto('/properties');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  // On a phone a notification (here, signing out) shows at the bottom of the screen, clear of the header.
  await page.setViewportSize(PHONE);
  await page.getByRole('banner').getByRole('button', { name: TEXT.en.menu, exact: true }).click();
  await page.getByRole('dialog', { name: TEXT.en.menu }).getByRole('button', { name: 'Log out' }).click();
  await expectNotificationClearOfHeader(page, 'You have been signed out.', 'signing out at 390 px');
  await screenshot(page, 'signed-out-390-en');
});
