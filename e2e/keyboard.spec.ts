import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/env.ts';
import {
  expectFieldFocusShown,
  expectFocusVisible,
  tabAndPress,
  tabAndType,
  tabTo,
} from './support/keyboard.ts';
import { outboxMark, verificationCode, waitForMail } from './support/outbox.ts';
import { takenOver } from './support/taken-over.ts';

/*
 * The keyboard-only journey (issue 17): sign in with the e-mailed code, create a complete brand profile over
 * both steps, then a detailed report on it, with Tab, Shift+Tab, Enter, Space, the arrows and typing alone:
 * no click, no fill. Before each key press the test checks where the focus is, so every control used is
 * proven reachable in the tab order; on the key controls it also checks the focus ring shows.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const PROPERTY = 'Harbourview Centre — naming rights';

function radioGroup(page: Page, name: string): Locator {
  return page.getByRole('radiogroup', { name, exact: true });
}

/** Checks radio `choice` (0-based) of a group none of whose radios is checked yet: Space, then arrows. */
async function chooseRadio(page: Page, group: Locator, labels: string[], choice: number) {
  const first = group.getByRole('radio', { name: labels[0], exact: true });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  for (let step = 0; step < choice; step++) await page.keyboard.press('ArrowRight');
  const chosen = group.getByRole('radio', { name: labels[choice], exact: true });
  await expect(chosen).toBeFocused();
  await expect(chosen).toBeChecked();
}

/** Picks the only option left in a typeahead picker by typing `search`, ArrowDown and Enter. */
async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await tabTo(page, box);
  await expectFieldFocusShown(page, box);
  await page.keyboard.type(search);
  const listbox = page.getByRole('listbox', { name: label });
  // The server searches once typing pauses: wait for its answer, then go down to the option.
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const highlighted = await box.getAttribute('aria-activedescendant');
  expect(highlighted, `${label}: ArrowDown makes an option the active one`).toBeTruthy();
  await expect(page.locator(`[id="${highlighted}"]`)).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(option);
  await expect(box).toBeFocused();
}

async function signInWithKeyboard(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await takenOver(page);

  // The first Tab reaches the skip link, which shows when focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // English, chosen with the switch: a choice made signed out is saved at sign-in, whatever an earlier
  // journey saved for the account. The switch keeps the focus as its words change.
  await tabAndPress(page, page.getByRole('button', { name: 'Français' }));
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Français' })).toBeFocused();

  // Back to the skip link: it leads past the header, the next Tab reaches the form's first field.
  await tabAndPress(page, skip, 'Enter', { backwards: true, maxPresses: 5 });
  await expect(page.getByRole('main')).toBeFocused();
  const mark = await outboxMark();
  await tabAndType(page, page.getByLabel('E-mail or username'), DEMO.email, { maxPresses: 1 });
  await tabAndType(page, page.getByRole('textbox', { name: 'Password', exact: true }), DEMO.password);
  await tabAndPress(page, page.getByRole('button', { name: 'Sign in' }));

  // The code step takes the focus to its field.
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeFocused();
  const code = verificationCode(await waitForMail(DEMO.email, mark));
  await page.keyboard.type(code);
  await tabAndPress(page, page.getByRole('button', { name: 'Verify' }));

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The new screen starts at its content: the code form is gone, and the focus is not left on nothing.
  await expect(page.getByRole('main')).toBeFocused();
}

async function createProfileWithKeyboard(page: Page, name: string) {
  // The main menu is before the content: back up to it.
  const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: 'Brand profiles',
  });
  await tabAndPress(page, menuLink, 'Enter', { backwards: true });
  await expect(page).toHaveURL(/\/brand-profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand profiles' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  // The page's own buttons come first in the content: the list's export, then the create button.
  const create = page.getByRole('link', { name: 'New brand profile' });
  await tabTo(page, create, { maxPresses: 3 });
  await expectFocusVisible(page, 'the "New brand profile" button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/brand-profiles\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New brand profile' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  // Step 1: the name, the objectives (100 % over four of them), the characteristics and the scope.
  const nameField = page.getByLabel('Profile name');
  await tabAndType(page, nameField, name);
  await expectFieldFocusShown(page, nameField);
  const objectives = page.getByRole('group', { name: 'What should sponsorships do for the brand?' });
  for (const [label, value] of [
    ['Visibility', '40'],
    ['Brand image', '30'],
    ['Affinity', '20'],
    ['Sales', '10'],
  ] as const) {
    await tabAndType(page, objectives.getByLabel(label, { exact: true }), value);
  }
  await expect(objectives.getByText(/^Total: 100%$/)).toBeVisible();
  const scale = ['1', '2', '3', '4', '5'];
  for (const characteristic of ['Sincere', 'Exciting', 'Competent', 'Sophisticated', 'Solid']) {
    await chooseRadio(page, radioGroup(page, characteristic), scale, 2);
  }
  await expectFocusVisible(page, 'a rating radio');
  await chooseRadio(
    page,
    radioGroup(page, 'Where does the brand do business?'),
    ['Local', 'Regional', 'Provincial', 'National'],
    3,
  );

  // "Save and continue" saves a draft; the screen becomes its edit screen at step 2.
  await tabAndPress(page, page.getByRole('button', { name: 'Save and continue' }));
  await expect(page).toHaveURL(/\/brand-profiles\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit brand profile' })).toBeVisible();

  // Step 2: one answer at 100 % in each group, and the area checked with Space.
  for (const [group, option] of [
    ['Gender', 'Female'],
    ['Age', '25 to 34'],
    ['Household type', 'Couple with children'],
    ['Education', "Bachelor's degree"],
    ['Family income', '$100,000 to $149,999'],
    ['Ethnicity', 'Prefer not to answer'],
  ] as const) {
    const field = page.getByRole('group', { name: group, exact: true }).getByLabel(option, { exact: true });
    await tabAndType(page, field, '100');
  }
  const northAmerica = page
    .getByRole('group', { name: 'Where is the audience the brand wants to reach?' })
    .getByRole('checkbox', { name: 'North America' });
  await tabAndPress(page, northAmerica, 'Space');
  await expect(northAmerica).toBeChecked();

  await tabAndPress(page, page.getByRole('button', { name: 'Save and finish' }));
  await expect(page).toHaveURL(/\/brand-profiles$/);
  await expect(page.getByText(`“${name}” is complete.`)).toBeVisible();
  const row = page.getByRole('table').getByRole('row', { name });
  await expect(row).toContainText('Complete');
  await expect(page.getByRole('main')).toBeFocused();
  // Its row's links are in the tab order.
  await tabTo(page, row.getByRole('link', { name, exact: true }));
  await expectFocusVisible(page, 'the new profile’s link');
}

async function createReportWithKeyboard(page: Page, profileName: string) {
  const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' });
  await tabAndPress(page, menuLink, 'Enter', { backwards: true, maxPresses: 40 });
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await tabAndPress(page, page.getByRole('link', { name: 'New detailed report' }).first());
  await expect(page).toHaveURL(/\/reports\/create\/detailed-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New detailed report' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await pick(page, 'Brand profile', profileName, profileName);
  await pick(page, 'Property', 'Harbourview', PROPERTY);
  await tabAndPress(page, page.getByRole('button', { name: 'Generate the report' }));

  await expect(page).toHaveURL(/\/detailed-report\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(profileName);
  const scorecard = page.getByRole('region', { name: 'Scorecard' });
  await expect(scorecard).toContainText('Rights value');
  await expect(scorecard).toContainText(/\$[\d,]+/);
  await expect(page.getByRole('main')).toBeFocused();

  // Back to the list with the report's own link; the new report is there.
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await tabAndPress(page, page.getByRole('link', { name: 'Back to reports' }));
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
}

test('signs in, creates a brand profile and a report with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithKeyboard(page);
  const profileName = `Keyboard brand ${Date.now()}`;
  await createProfileWithKeyboard(page, profileName);
  await createReportWithKeyboard(page, profileName);
});
