import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { DEMO, REPO_ROOT, SCREENSHOT_DIR } from './support/env.ts';

/*
 * The brand profile journey, in English and in French: create over both steps with a wrong total, fix it,
 * finish, find it in the list, edit it and leave with unsaved changes, delete it. Sign-in is rate limited,
 * so the file signs in once and both journeys start from that session.
 */
const SESSION_FILE = path.join(REPO_ROOT, 'test-results/e2e-state/profiles-demo.json');

test.describe.configure({ mode: 'serial' });
test.use({ storageState: SESSION_FILE });

test.beforeAll(async ({ browser }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A new context takes the file's `use` options, the session file included: start this one empty.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, DEMO);
  await context.storageState({ path: SESSION_FILE });
  await context.close();
});

interface Labels {
  listTitle: string;
  create: string;
  createTitle: string;
  editTitle: string;
  name: string;
  objectives: string;
  objectiveLabels: [string, string, string, string, string];
  characteristics: string[];
  scope: string;
  national: string;
  demographics: Record<string, Record<string, string>>;
  ethnicity: string;
  ethnicityOptions: [string, string];
  areas: string;
  northAmerica: string;
  saveAndContinue: string;
  saveAndQuit: string;
  saveAndFinish: string;
  previous: string;
  percentTotal: string;
  percentTotalExact: string;
  fieldRequired: string;
  audienceMissing: string;
  total: (value: string) => RegExp;
  complete: string;
  draft: string;
  completed: (name: string) => string;
  lastUpdated: RegExp;
  back: string;
  leaveTitle: string;
  stay: string;
  leave: string;
  search: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
}

const EN: Labels = {
  listTitle: 'Brand profiles',
  create: 'New brand profile',
  createTitle: 'New brand profile',
  editTitle: 'Edit brand profile',
  name: 'Profile name',
  objectives: 'What should sponsorships do for the brand?',
  objectiveLabels: ['Visibility', 'Brand image', 'Affinity', 'Sales', 'Employee engagement'],
  characteristics: ['Sincere', 'Exciting', 'Competent', 'Sophisticated', 'Solid'],
  scope: 'Where does the brand do business?',
  national: 'National',
  demographics: {
    Gender: { Female: '50', Male: '50' },
    Age: { '25 to 34': '60', '35 to 44': '40' },
    'Household type': { 'Couple with children': '100' },
    Education: { "Bachelor's degree": '100' },
    'Family income': { '$100,000 to $149,999': '100' },
  },
  ethnicity: 'Ethnicity',
  ethnicityOptions: ['White', 'Prefer not to answer'],
  areas: 'Where is the audience the brand wants to reach?',
  northAmerica: 'North America',
  saveAndContinue: 'Save and continue',
  saveAndQuit: 'Save and quit',
  saveAndFinish: 'Save and finish',
  previous: 'Previous step',
  percentTotal: 'Total of percentages must be between 0% and 100%.',
  percentTotalExact: 'Total of percentages must equal 100%.',
  fieldRequired: 'This field is required.',
  audienceMissing: 'Please fill all required fields in the following section(s): Target audience.',
  total: (value) => new RegExp(`^Total: ${value}%$`),
  complete: 'Complete',
  draft: 'In progress',
  completed: (name) => `“${name}” is complete.`,
  lastUpdated: /^Last updated at .+ by Demo Admin$/,
  back: 'Back',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay on the page',
  leave: 'Leave without saving',
  search: 'Search by name',
  edit: (name) => `Edit ${name}`,
  remove: (name) => `Delete ${name}`,
  deleteTitle: 'Delete this item?',
  deleteConfirm: 'Delete',
  deleted: 'The brand profile has been deleted.',
};

const FR: Labels = {
  listTitle: 'Profils de marque',
  create: 'Nouveau profil de marque',
  createTitle: 'Nouveau profil de marque',
  editTitle: 'Modifier le profil de marque',
  name: 'Nom du profil',
  objectives: 'Que doivent apporter les commandites à la marque?',
  objectiveLabels: ['Visibilité', 'Image de marque', 'Affinité', 'Ventes', 'Mobilisation des employés'],
  characteristics: ['Sincère', 'Stimulante', 'Compétente', 'Sophistiquée', 'Solide'],
  scope: 'Où la marque fait-elle des affaires?',
  national: 'Nationale',
  demographics: {
    Genre: { Femme: '50', Homme: '50' },
    Âge: { '25 à 34 ans': '60', '35 à 44 ans': '40' },
    'Type de ménage': { 'Couple avec enfants': '100' },
    Scolarité: { Baccalauréat: '100' },
    'Revenu familial': { '100 000 $ à 149 999 $': '100' },
  },
  ethnicity: 'Origine ethnique',
  ethnicityOptions: ['Blanche', 'Préfère ne pas répondre'],
  areas: 'Où se trouve le public que la marque veut joindre?',
  northAmerica: 'Amérique du Nord',
  saveAndContinue: 'Enregistrer et continuer',
  saveAndQuit: 'Enregistrer et quitter',
  saveAndFinish: 'Enregistrer et terminer',
  previous: 'Étape précédente',
  percentTotal: 'Le total des pourcentages doit être compris entre 0 % et 100 %.',
  percentTotalExact: 'Le total des pourcentages doit être égal à 100 %.',
  fieldRequired: 'Ce champ est obligatoire.',
  audienceMissing: 'Veuillez remplir tous les champs obligatoires des sections suivantes : Public cible.',
  // fr-CA puts a no-break space before the percent sign.
  total: (value) => new RegExp(`^Total : ${value}\\s%$`),
  complete: 'Complet',
  draft: 'En cours',
  completed: (name) => `« ${name} » est complet.`,
  lastUpdated: /^Dernière mise à jour le .+ par Demo Admin$/,
  back: 'Retour',
  leaveTitle: 'Quitter sans enregistrer?',
  stay: 'Rester sur la page',
  leave: 'Quitter sans enregistrer',
  search: 'Rechercher par nom',
  edit: (name) => `Modifier ${name}`,
  remove: (name) => `Supprimer ${name}`,
  deleteTitle: 'Supprimer cet élément?',
  deleteConfirm: 'Supprimer',
  deleted: 'Le profil de marque a été supprimé.',
};

async function screenshot(page: Page, name: string) {
  const file = path.join(SCREENSHOT_DIR, `profiles-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

function group(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

async function journey(page: Page, L: Labels, lang: 'en' | 'fr') {
  const name = `Journey brand ${lang} ${Date.now()}`;

  // The list: the demo website's two complete profiles.
  await expect(page.getByRole('heading', { level: 1, name: L.listTitle })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Northern Hardware Co\./ })).toContainText(L.complete);
  await expect(table.getByRole('row', { name: /Prairie Credit Union/ })).toContainText(L.complete);
  await screenshot(page, `list-${lang}`);

  // Step 1, with a wrong total of objectives first.
  await page.getByRole('link', { name: L.create }).click();
  await expect(page).toHaveURL(/\/brand-profiles\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: L.createTitle })).toBeVisible();
  await page.getByLabel(L.name).fill(name);
  const objectives = group(page, L.objectives);
  for (const [label, value] of L.objectiveLabels.map((label, i) => [
    label,
    ['40', '30', '20', '20', '0'][i],
  ])) {
    await objectives.getByLabel(label as string, { exact: true }).fill(value as string);
  }
  // One wording for the rule, over 100 % as under it.
  await expect(objectives).toContainText(L.percentTotalExact);
  await expect(objectives).not.toContainText(L.percentTotal);
  await expect(objectives.getByText(L.total('110'))).toBeVisible();
  await objectives.getByLabel(L.objectiveLabels[3], { exact: true }).fill('10');
  await expect(objectives.getByText(L.total('100'))).toBeVisible();
  await expect(objectives).not.toContainText(L.percentTotalExact);
  for (const [index, characteristic] of L.characteristics.entries()) {
    await page
      .getByRole('radiogroup', { name: characteristic })
      .getByRole('radio', { name: String((index % 5) + 1), exact: true })
      .check();
  }
  await page
    .getByRole('radiogroup', { name: L.scope })
    .getByRole('radio', { name: L.national, exact: true })
    .check();
  await screenshot(page, `step-1-${lang}`);

  // "Save and continue" creates a draft; the address becomes its edit address.
  await page.getByRole('button', { name: L.saveAndContinue }).click();
  await expect(page).toHaveURL(/\/brand-profiles\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: L.editTitle })).toBeVisible();
  for (const [dimension, values] of Object.entries(L.demographics)) {
    for (const [option, value] of Object.entries(values)) {
      await group(page, dimension).getByLabel(option, { exact: true }).fill(value);
    }
  }
  await page.getByRole('group', { name: L.areas }).getByRole('checkbox', { name: L.northAmerica }).check();

  // "Previous step" keeps what was typed on both steps.
  await page.getByRole('button', { name: L.previous }).click();
  await expect(page.getByLabel(L.name)).toHaveValue(name);
  await page.getByRole('button', { name: L.saveAndContinue }).click();
  await expect(
    group(page, Object.keys(L.demographics)[0] as string)
      .getByLabel(/./)
      .first(),
  ).toHaveValue(/50/);

  // Finishing with the ethnicity group empty, then off 100: the draft is saved, the section message names
  // the step.
  await page.getByRole('button', { name: L.saveAndFinish }).click();
  await expect(page.getByRole('alert').filter({ hasText: L.audienceMissing })).toBeVisible();
  const ethnicity = group(page, L.ethnicity);
  await expect(ethnicity).toContainText(L.fieldRequired);
  await ethnicity.getByLabel(L.ethnicityOptions[0], { exact: true }).fill('60');
  await expect(ethnicity).toContainText(L.percentTotalExact);
  await screenshot(page, `step-2-${lang}`);
  await ethnicity.getByLabel(L.ethnicityOptions[1], { exact: true }).fill('40');
  await expect(ethnicity).not.toContainText(L.percentTotalExact);
  await expect(page.getByRole('alert').filter({ hasText: L.audienceMissing })).toHaveCount(0);

  // "Save and finish": back to the list, where the profile is complete.
  await page.getByRole('button', { name: L.saveAndFinish }).click();
  await expect(page).toHaveURL(/\/brand-profiles$/);
  await expect(page.getByText(L.completed(name))).toBeVisible();
  await page.getByLabel(L.search).fill(name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name })).toContainText(L.complete);
  await screenshot(page, `list-after-${lang}`);

  // Editing, then leaving with unsaved changes: asked first; staying keeps the change, leaving drops it.
  await page.getByRole('link', { name: L.edit(name) }).click();
  await expect(page.getByText(L.lastUpdated)).toBeVisible();
  await page.getByLabel(L.name).fill(`${name} changed`);
  await page.getByRole('link', { name: L.back }).click();
  const prompt = page.getByRole('dialog', { name: L.leaveTitle });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: L.stay }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByLabel(L.name)).toHaveValue(`${name} changed`);
  await page.getByRole('link', { name: L.back }).click();
  await page.getByRole('dialog', { name: L.leaveTitle }).getByRole('button', { name: L.leave }).click();
  await expect(page).toHaveURL(/\/brand-profiles$/);
  await expect(table.getByRole('row', { name })).toBeVisible();
  await expect(table.getByRole('row', { name: `${name} changed` })).toHaveCount(0);

  // Deleting asks first.
  await page.getByRole('button', { name: L.remove(name) }).click();
  const confirm = page.getByRole('dialog', { name: L.deleteTitle });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: L.deleteConfirm }).click();
  await expect(page.getByText(L.deleted)).toBeVisible();
  await expect(table.getByRole('row', { name })).toHaveCount(0);
}

test('creates, finishes, edits and deletes a brand profile in English', async ({ page }) => {
  await page.goto('/brand-profiles');
  await journey(page, EN, 'en');
});

test('creates, finishes, edits and deletes a brand profile in French', async ({ page }) => {
  await page.goto('/brand-profiles');
  await page.getByRole('button', { name: 'Français' }).click();
  await journey(page, FR, 'fr');
});
