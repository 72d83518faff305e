import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, REPO_ROOT } from './support/env.ts';
import { saveScreenshot, saveSignedInSession } from './support/journey.ts';
import { expectNotificationClearOfHeader } from './support/notifications.ts';

/*
 * The property journey: a junior hockey team created over the nine steps, with a refused social handle on
 * the way, saved and quit in the middle, resumed, finished, found complete in the list with a value,
 * duplicated, and the copy deleted. Sign-in is rate limited, so the file signs in once.
 */
const SESSION_FILE = path.join(REPO_ROOT, 'test-results/e2e-state/properties-demo.json');

test.describe.configure({ mode: 'serial' });
test.use({ storageState: SESSION_FILE });

test.beforeAll(({ browser }) => saveSignedInSession(browser, DEMO, SESSION_FILE));

const screenshot = (page: Page, name: string) => saveScreenshot(page, `properties-${name}`);

/** A step of the stepper: its name is its visible text, the number first but behind a tick or a warning sign. */
function stepButton(page: Page, step: string) {
  return page
    .getByRole('navigation', { name: /^(Form steps|Étapes du formulaire)$/ })
    .getByRole('button', { name: new RegExp(`^(\\d )?${step}( |$)`) });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rate(page: Page, label: string, value: number) {
  await page
    .getByRole('radiogroup', { name: label, exact: true })
    .getByRole('radio', { name: String(value), exact: true })
    .check();
}

async function yes(page: Page, label: string, answer: 'Yes' | 'No' | 'Oui' | 'Non') {
  await page
    .getByRole('radiogroup', { name: label, exact: true })
    .getByRole('radio', { name: answer, exact: true })
    .check();
}

/** The form's own alert: a save's notification ("saved as in progress") may still be showing beside it. */
function formAlert(page: Page) {
  return page.getByRole('alert').and(page.locator('.mantine-Alert-root'));
}

test('creates a junior hockey team over the nine steps, one mistake per step, finishes, discusses a metric, duplicates and deletes the copy', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const name = `Northside Juniors Hockey ${Date.now()}`;
  const saveAndContinue = page.getByRole('button', { name: 'Save and continue' });
  const alert = page.getByRole('alert').filter({ hasText: 'Please fill all required fields' });
  // Exact: step 2 also has "Audience segments" (and step 1 "Digital audience", which a loose name found before step 2 showed).
  const stepHeading = (title: string) => page.getByRole('heading', { name: title, level: 2, exact: true });
  await page.goto('/properties');

  // The list: the demo website's properties, with money and status: its six, and the fifteen samples of the
  // demo benchmark set (a header row and 21 rows, one page).
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(22);
  await expect(table.getByRole('row', { name: /\(demo sample\)/ })).toHaveCount(15);
  await screenshot(page, 'list-en');

  // Step 1, General. Mistake: a handle Instagram would not accept, refused before any call.
  await page.getByRole('link', { name: 'New property' }).click();
  await expect(page).toHaveURL(/\/properties\/create$/);
  await page.getByLabel('Property name').fill(name);
  await page.getByLabel('Description').fill('A major junior hockey team playing 34 home games a season.');
  await expect(page.getByText('58 / 1000 characters')).toBeVisible();
  // Dates are typed with the month's name, as they are shown (any case; an ISO date is read too).
  await page.getByLabel('Beginning').fill('15 sep 2026');
  await page.getByLabel('End', { exact: true }).fill('2027-4-15');
  await page.getByRole('combobox', { name: 'Primary city' }).fill('Halif');
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('15 Apr 2027');
  await page.getByRole('option', { name: 'Halifax, NS', exact: true }).click();
  await choose(page, 'Sponsorship type', 'Team');
  await choose(page, 'Category', 'Sports');
  await choose(page, 'Sponsorship level', 'Official partner');
  await page.getByRole('group', { name: 'Exclusivity' }).getByRole('checkbox', { name: 'Category' }).check();
  await page.getByRole('button', { name: 'Add a platform' }).click();
  await page.getByLabel('Audience', { exact: true }).fill('18500');
  await page.getByRole('button', { name: 'Add an account' }).click();
  await page.getByLabel('Account handle').fill('north side juniors!');
  await page.getByLabel('Campaign duration (months)').fill('12');
  await page.getByLabel('Similar organizations in the market').fill('3');
  await page.getByLabel('Years in operation').fill('27');
  await saveAndContinue.click();
  // Nothing is missing, a value is wrong: the message names it, with its step.
  await expect(formAlert(page)).toHaveText('General: This username is invalid or does not exist');
  await expect(page.getByText('This username is invalid or does not exist', { exact: true })).toBeVisible();
  await screenshot(page, 'step-1-error-en');
  await page.getByLabel('Account handle').fill('@northsidejuniors');
  await expect(page.getByText('This username is invalid or does not exist')).toHaveCount(0);
  await saveAndContinue.click();
  await expect(page).toHaveURL(/\/properties\/edit\/\d+$/);

  // Step 2, Target. Mistake: an audience origin adding up to 110 %.
  await expect(stepHeading('Audience')).toBeVisible();
  await rate(page, 'Public awareness', 3);
  await choose(page, 'Property scope', 'Regional');
  await yes(page, 'Audience audited', 'Yes');
  await page.getByLabel('Direct cumulative audience').fill('140000');
  await page.getByLabel('First-time visitors per edition (%)').fill('25');
  await page.getByLabel('Average visits per person').fill('4.5');
  const origin = page.getByRole('group', { name: 'Audience origin', exact: true });
  await origin.getByLabel('Local', { exact: true }).fill('80');
  await origin.getByLabel('Regional', { exact: true }).fill('30');
  // Said at the field as it is typed (a draft could be saved with it; finishing could not).
  await expect(origin).toHaveAccessibleDescription(/Total of percentages must be between 0% and 100%\./);
  await screenshot(page, 'step-2-error-en');
  await origin.getByLabel('Regional', { exact: true }).fill('20');
  await expect(page.getByText('Total of percentages must be between 0% and 100%.')).toHaveCount(0);
  await saveAndContinue.click();

  // Step 3, Relevance. Mistake (found at the finish): "Sophisticated" left unrated.
  await expect(stepHeading('Brand characteristics of the property')).toBeVisible();
  for (const trait of ['Sincere', 'Exciting', 'Competent', 'Solid']) await rate(page, trait, 4);
  await rate(page, 'Likelihood of use by participants', 3);
  await rate(page, 'Likelihood of consumption while watching a broadcast', 3);
  await rate(page, 'Likelihood clients are in the audience', 4);
  await rate(page, 'Audience engagement with the category', 4);
  await page.getByLabel('Local or regional').fill('22');
  await page.getByLabel('National', { exact: true }).fill('4');
  await page.getByLabel('International', { exact: true }).fill('0');
  await page.getByLabel('Service or media partners').fill('3');
  await page.getByLabel('New sponsors in the last year').fill('5');
  await choose(page, 'On-site visibility', 'Dedicated zone');
  await screenshot(page, 'step-3-en');

  // Save and quit in the middle: a draft in the list.
  await page.getByRole('button', { name: 'Save and quit' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await page.getByLabel('Search by name').fill(name);
  await expect(table.getByRole('row', { name })).toContainText('In progress');

  // Resume: jump straight to step 4 with the stepper. Mistake: the rights fee typed with three zeros too many.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByText(/^Last updated at .+ by Demo Admin$/)).toBeVisible();
  await stepButton(page, 'Management').click();
  await yes(page, 'Account manager', 'Yes');
  await yes(page, 'Sustainable development plan', 'No');
  await rate(page, 'Satisfaction', 4);
  await rate(page, 'Regard for the property', 4);
  await rate(page, 'Market importance', 3);
  for (const statement of [
    'The property delivers on its commitments',
    'The property reports on results',
    'The property’s team is responsive',
    'The property understands the sponsor’s objectives',
    'The property proposes new ideas',
  ]) {
    await rate(page, statement, 4);
  }
  await choose(page, 'Annual budget', '$1 million to $5 million');
  const rightsFee = page.getByLabel('Rights fee (asked price)');
  await rightsFee.fill('85000000000');
  await saveAndContinue.click();
  await expect(formAlert(page)).toHaveText('Management: This number is too large.');
  await expect(page.getByText('This number is too large.', { exact: true })).toBeVisible();
  await screenshot(page, 'step-4-error-en');
  await rightsFee.fill('85000');
  await expect(rightsFee).toHaveValue('$85,000');
  await expect(page.getByText('This number is too large.')).toHaveCount(0);
  await saveAndContinue.click();

  // Step 5, Owned media. Just saved, the CPM view shows the server's figures; typing switches it to the
  // form's own, and the live estimate follows the numbers without a call.
  await expect(stepHeading('Promotional plan')).toBeVisible();
  await page.getByRole('button', { name: 'Show CPM view' }).click();
  const cpm = page.getByRole('region', { name: 'CPM view' });
  await expect(cpm.getByText('Figures of the last save.')).toBeVisible();
  await expect(
    cpm
      .getByRole('row', { name: /^Signage/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(/^\$\d/);
  const estimate = page.getByRole('complementary', { name: 'Live estimate' });
  await expect(estimate.getByTestId('estimate-fee')).toHaveText('$85,000');
  const valueBefore = await estimate.getByTestId('estimate-value').textContent();
  await page.getByLabel('Signage, Estimated impressions').fill('2000000');
  await page.getByLabel('Signage, Predominance (1–5)').fill('4');
  await page.getByLabel('Signage, Exposure (%)').fill('60');
  await page.getByLabel('Signage, Delivery (%)').fill('90');
  await expect(estimate.getByTestId('estimate-value')).not.toHaveText(valueBefore ?? '');
  await expect(estimate.getByTestId('estimate-value')).toHaveText(/^\$[\d,]+$/);
  await expect(cpm.getByText('Figures computed from the form as you type')).toBeVisible();
  await expect(cpm.getByRole('row', { name: /^Signage/ })).toContainText('2,000,000');
  await cpm.getByLabel('CPM override for Signage').fill('9');
  await yes(page, 'The package includes hospitality', 'Yes');
  // Mistake: a contractual benefit added without a name.
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  const benefit = page.getByRole('region', { name: 'Contractual benefits' }).getByRole('article');
  await benefit.getByLabel('Times offered').fill('34');
  await saveAndContinue.click();
  await expect(alert).toHaveText('Please fill all required fields in the following section(s): Owned media.');
  await expect(benefit.getByText('This field is required.')).toBeVisible();
  // Meanwhile the CPM view keeps the last figures it could compute, and says so.
  await expect(cpm.getByText(/^Some values are not valid/)).toBeVisible();
  await expect(cpm.getByRole('row', { name: /^Signage/ })).toContainText('2,000,000');
  await screenshot(page, 'step-5-error-en');
  // The catalogue names it and, the property being saved, suggests its unit value with the reason.
  await benefit.getByRole('combobox', { name: 'From the catalogue' }).click();
  await page.getByRole('option', { name: 'Rink board', exact: true }).click();
  await expect(benefit.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rink board');
  await expect(benefit.getByLabel('Unit value')).toHaveValue(/^\$[\d,.]+$/);
  await expect(benefit.getByText(/CPM/)).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await expect(cpm.getByText(/^Some values are not valid/)).toHaveCount(0);
  await benefit.getByLabel('Predominance (1–5)').fill('3');
  await benefit.getByLabel('Exposure (%)').fill('50');
  await benefit.getByLabel('Delivery (%)').fill('100');
  await screenshot(page, 'step-5-en');
  await saveAndContinue.click();

  // Step 6, Paid media. Mistake (found at the finish): radio spots without their delivery.
  await expect(stepHeading('Paid media')).toBeVisible();
  await page.getByLabel('Radio, Estimated impressions').fill('450000');
  await page.getByLabel('Radio, Predominance (1–5)').fill('3');
  await page.getByLabel('Radio, Exposure (%)').fill('40');
  await screenshot(page, 'step-6-en');
  await saveAndContinue.click();

  // Step 7, Hospitality. Mistake: a corporate box without a name.
  await expect(stepHeading('Hospitality')).toBeVisible();
  await page.getByRole('button', { name: 'Add a hospitality item' }).click();
  await choose(page, 'Kind', 'Corporate box');
  await page.getByLabel('Quantity').fill('4');
  await page.getByLabel('Unit value').fill('2500');
  await saveAndContinue.click();
  await expect(alert).toHaveText('Please fill all required fields in the following section(s): Hospitality.');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await screenshot(page, 'step-7-error-en');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Corporate box, 12 seats');
  await saveAndContinue.click();

  // Step 8, Activation. Mistake (found at the finish): a sampling booth without the people it reached.
  await expect(stepHeading('Activation')).toBeVisible();
  await page.getByRole('button', { name: 'Add an activation item' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Concourse sampling booth');
  await page.getByLabel('Cost', { exact: true }).fill('6000');
  await page.getByLabel('Times offered').fill('10');
  await screenshot(page, 'step-8-en');
  await saveAndContinue.click();

  // Step 9, Custom metrics. Mistake: a metric without its value. Finishing names every step still missing
  // something, and the stepper marks them.
  await expect(stepHeading('Custom metrics')).toBeVisible();
  await page.getByRole('button', { name: 'Add a metric' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Season ticket holders');
  await choose(page, 'Data type', 'Decimal number');
  await page.getByRole('button', { name: 'Save and finish' }).click();
  // Nothing typed is lost: the draft is saved first; then the steps still missing something are named, marked
  // with what they miss, and the first one is shown.
  await expect(alert).toHaveText(
    'Please fill all required fields in the following section(s): Relevance, Paid media, Activation, Custom metrics.',
  );
  await expect(
    page.getByText(`“${name}” has been saved as in progress: some required information is missing.`),
  ).toBeVisible();
  await expect(stepButton(page, 'Relevance')).toHaveAttribute('aria-current', 'step');
  await expect(stepButton(page, 'Custom metrics')).toHaveAccessibleName('Custom metrics 1 field to complete');
  await expect(stepButton(page, 'General')).toHaveAccessibleName('General');
  await expect(
    page.getByRole('radiogroup', { name: 'Sophisticated', exact: true }),
  ).toHaveAccessibleDescription(/Please select an option\./);
  await screenshot(page, 'step-3-error-en');
  await rate(page, 'Sophisticated', 4);

  await stepButton(page, 'Paid media').click();
  await expect(page.getByText('This field is required.')).toHaveCount(1);
  await screenshot(page, 'step-6-error-en');
  await page.getByLabel('Radio, Delivery (%)').fill('95');

  await stepButton(page, 'Activation').click();
  await expect(page.getByText('This field is required.')).toHaveCount(1);
  await screenshot(page, 'step-8-error-en');
  await page.getByLabel('Attendees engaged').fill('9000');
  await expect(alert).toHaveText(
    'Please fill all required fields in the following section(s): Custom metrics.',
  );

  await stepButton(page, 'Custom metrics').click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await screenshot(page, 'step-9-error-en');
  await page.getByRole('textbox', { name: 'Value', exact: true }).fill('3200');
  await expect(alert).toHaveCount(0);
  await screenshot(page, 'step-9-en');
  await page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByText(`“${name}” is complete.`)).toBeVisible();

  // Complete in the list, with a value beside the asked price.
  await page.getByLabel('Search by name').fill(name);
  const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('Complete');
  await expect(row).toContainText('Halifax, NS');
  await expect(row).toContainText('$85,000');
  await expect(row.getByRole('cell').nth(6)).toHaveText(/^\$[\d,]+$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'list-after-en');

  // The saved metric can be discussed: a comment posted, signed and dated, then deleted by its poster.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await stepButton(page, 'Custom metrics').click();
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion.getByText('No comments yet.')).toBeVisible();
  await discussion.getByLabel('New comment').fill('Figure from the 2025–26 season ticket report.');
  await discussion.getByRole('button', { name: 'Post' }).click();
  await expect(discussion.getByText('Figure from the 2025–26 season ticket report.')).toBeVisible();
  await expect(discussion.getByText(/^Demo Admin, /)).toBeVisible();
  await screenshot(page, 'comments-en');
  // Deleting asks first (the delete-item modal); cancelling keeps the comment.
  await discussion.getByRole('button', { name: 'Delete the comment of Demo Admin' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(confirmDelete).toContainText(/“Comment by Demo Admin, .+” will be deleted/);
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(discussion.getByText('Figure from the 2025–26 season ticket report.')).toBeVisible();
  await discussion.getByRole('button', { name: 'Delete the comment of Demo Admin' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this item?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(discussion.getByText('No comments yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/properties$/);

  // Duplicate: a draft copy appears; delete it after confirming.
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: `Duplicate ${name}` }).click();
  await expectNotificationClearOfHeader(
    page,
    `“${name} (copy)” has been created as a copy, in progress.`,
    'duplicate at 1280 px',
  );
  const copy = table.getByRole('row', { name: new RegExp(`^${name} \\(copy\\)`) });
  await expect(copy).toContainText('In progress');
  await page.getByRole('button', { name: `Delete ${name} (copy)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The property has been deleted.')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(`^${name}`) })).toHaveCount(1);
});

test('drafts a summer music festival in French, duplicates it and deletes both', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Festival d’été de musique ${Date.now()}`;
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propriétés' })).toBeVisible();

  await page.getByRole('link', { name: 'Nouvelle propriété' }).click();
  await page.getByLabel('Nom de la propriété').fill(name);
  await page.getByRole('combobox', { name: 'Ville principale' }).fill('Trois-Riv');
  await page.getByRole('option', { name: 'Trois-Rivières, QC', exact: true }).click();
  await choose(page, 'Type de commandite', 'Événement');
  await choose(page, 'Catégorie', 'Musique');
  // A mistake, explained in French: the festival ending before it begins.
  await page.getByLabel('Début').fill('10 août 2027');
  await page.getByLabel('Fin', { exact: true }).fill('1 aout 2027');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  // The message names the rule broken, not "required fields": nothing is missing.
  await expect(formAlert(page)).toHaveText(
    'Général : La date de fin doit être identique ou postérieure à la date de début.',
  );
  await expect(
    page.getByText('La date de fin doit être identique ou postérieure à la date de début.', { exact: true }),
  ).toBeVisible();
  await screenshot(page, 'step-1-error-fr');
  await page.getByLabel('Fin', { exact: true }).fill('2027-08-14');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Jump to the management step: money reads the French way.
  await stepButton(page, 'Gestion').click();
  await page.getByLabel('Droits (prix demandé)').fill('45000');
  await expect(page.getByLabel('Droits (prix demandé)')).toHaveValue(/^45\s000\s\$$/);
  const estimate = page.getByRole('complementary', { name: 'Estimation en direct' });
  await expect(estimate).toContainText('marque neutre');
  await screenshot(page, 'step-4-fr');

  // Finishing now names the steps still missing.
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page).toHaveURL(/\/properties\/edit\/\d+$/);
  // The edit page takes over at the next step; wait for it before jumping, or the jump can be undone.
  await expect(page.getByRole('heading', { name: 'Plan promotionnel' })).toBeVisible();
  await stepButton(page, 'Indicateurs personnalisés').click();
  await expect(page.getByRole('button', { name: 'Enregistrer et terminer' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et terminer' }).click();
  // Saved as a draft first, then the steps still missing are named, and the first one is shown.
  await expect(page.getByRole('alert').filter({ hasText: /Généralités|Général/ })).toBeVisible();
  await expect(stepButton(page, 'Général')).toHaveAttribute('aria-current', 'step');
  await screenshot(page, 'finish-refused-fr');
  await page.getByRole('button', { name: 'Enregistrer et quitter' }).click();
  await expect(page).toHaveURL(/\/properties$/);

  const table = page.getByRole('table');
  await page.getByLabel('Rechercher par nom').fill(name);
  const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('En cours');
  await expect(row).toContainText('Trois-Rivières, QC');
  await expect(row).toContainText('Événement');

  await page.getByRole('button', { name: `Dupliquer ${name}` }).click();
  await expect(page.getByText(`« ${name} (copie) » a été créée comme copie, en cours.`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await screenshot(page, 'list-fr');
  for (const target of [`${name} (copie)`, name]) {
    await page.getByRole('button', { name: `Supprimer ${target}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer cet élément?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
