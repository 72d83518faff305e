import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { signIn } from './support/auth.ts';
import { API, DEMO, E2E_BASE_URL } from './support/env.ts';
import { saveScreenshot } from './support/journey.ts';
import { outboxMark, verificationCode, waitForMail } from './support/outbox.ts';

/*
 * A team's workspace (issue 30), in each language: the demo admin invites a colleague from the members
 * screen; the colleague opens the e-mailed link (in the language the admin chose), chooses a name and a
 * password and signs in with the e-mailed code; they change a property's name; the admin changes their role,
 * follows the change back to them in the property's history and the audit log, then removes them. At 1280
 * and 390 px, with axe on each new screen.
 */
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  en: {
    language: 'English',
    members: 'Members',
    invite: 'Send the invitation',
    emailField: 'E-mail address',
    languageField: 'Language of the e-mail and the app',
    roleOf: (name: string) => `Role of ${name}`,
    viewer: 'Viewer',
    join: 'Join Demo Sponsorships',
    name: 'Your name',
    password: 'Password',
    confirmation: 'Confirm the password',
    create: 'Create my account',
    signInTitle: 'Sign in',
    login: 'E-mail or username',
    signInButton: 'Sign in',
    code: 'Verification code',
    verify: 'Verify',
    reports: 'Reports',
    history: 'History',
    changedBy: (name: string) => `Changed by ${name}`,
    nameLabel: 'Property name:',
    auditLog: 'Audit log',
    person: 'Person',
    remove: (name: string) => `Remove ${name}`,
    removeButton: 'Remove',
    userMenu: 'User menu of Demo Admin',
    sessions: 'My sessions',
    thisSession: 'This session',
  },
  fr: {
    language: 'French',
    members: 'Membres',
    invite: 'Envoyer l’invitation',
    emailField: 'Adresse courriel',
    languageField: 'Langue du courriel et de l’application',
    roleOf: (name: string) => `Rôle de ${name}`,
    viewer: 'Lecteur',
    join: 'Rejoindre Demo Sponsorships',
    name: 'Votre nom',
    password: 'Mot de passe',
    confirmation: 'Confirmez le mot de passe',
    create: 'Créer mon compte',
    signInTitle: 'Connexion',
    login: "Courriel ou nom d'utilisateur",
    signInButton: 'Se connecter',
    code: 'Code de vérification',
    verify: 'Vérifier',
    reports: 'Rapports',
    history: 'Historique',
    changedBy: (name: string) => `Modification par ${name}`,
    nameLabel: 'Nom de la propriété\u00a0:',
    auditLog: 'Journal d’audit',
    person: 'Personne',
    remove: (name: string) => `Retirer ${name}`,
    removeButton: 'Retirer',
    userMenu: 'Menu utilisateur de Demo Admin',
    sessions: 'Mes sessions',
    thisSession: 'Cette session',
  },
} as const;

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

async function atBothWidths(page: Page, name: string) {
  await saveScreenshot(page, `team-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await saveScreenshot(page, `team-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The colleague's side: the e-mailed link, a name and a password, then the usual two-step sign-in. */
async function joinFromTheLink(browser: Browser, lang: 'en' | 'fr', email: string, name: string) {
  const t = TEXTS[lang];
  const mark = await outboxMark();
  return {
    async accept(inviteMark: Set<string>) {
      const mail = await waitForMail(email, inviteMark);
      const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no invitation link in ${mail.file}`);
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { level: 1, name: t.join })).toBeVisible();
      await expectNoSeriousViolations(page, `invitation page (${lang})`);
      await atBothWidths(page, `invitation-${lang}`);
      await page.getByRole('textbox', { name: t.name }).fill(name);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('colleague password 1');
      await page.getByRole('textbox', { name: t.confirmation, exact: true }).fill('colleague password 1');
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
      await page.getByLabel(t.login).fill(email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('colleague password 1');
      await page.getByRole('button', { name: t.signInButton }).click();
      const codeField = page.getByLabel(t.code);
      await expect(codeField).toBeVisible();
      const verified = page.waitForResponse((r) => r.url().includes(`${API}/login/verify`));
      await codeField.fill(verificationCode(await waitForMail(email, mark)));
      await page.getByRole('button', { name: t.verify }).click();
      const token = ((await (await verified).json()) as { token: { token: string } }).token.token;
      await expect(page.getByRole('heading', { level: 1, name: t.reports })).toBeVisible();
      await context.close();
      return token;
    },
  };
}

for (const lang of ['en', 'fr'] as const) {
  test(`an admin invites a colleague, changes their role, follows their change back to them and removes them (${lang})`, async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const t = TEXTS[lang];
    const email = `colleague-${lang}@example.com`;
    const colleague = lang === 'en' ? 'Casey Colleague' : 'Camille Collègue';
    await signIn(page, DEMO);
    if (lang === 'fr') {
      await page.getByRole('button', { name: 'Français' }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.reports })).toBeVisible();
    }
    await page.getByRole('button', { name: t.userMenu }).click();
    await page.getByRole('menuitem', { name: t.members }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.members })).toBeVisible();
    await expectNoSeriousViolations(page, `members (${lang})`);

    const joining = await joinFromTheLink(browser, lang, email, colleague);
    const inviteMark = await outboxMark();
    await page.getByRole('textbox', { name: t.emailField }).fill(email);
    await page.getByRole('combobox', { name: t.languageField }).click();
    await page.getByRole('option', { name: lang === 'en' ? 'English' : 'Français' }).click();
    await page.getByRole('button', { name: t.invite }).click();
    await expect(page.getByText(email).first()).toBeVisible();
    await atBothWidths(page, `members-${lang}`);

    const token = await joining.accept(inviteMark);

    // The colleague (an analyst) renames a demo property through the API with their own session.
    const api = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const list = await (await api.get(`${API}/websites/1/properties?per_page=1&sort=name&order=asc`)).json();
    const propertyId = list.data[0].id as number;
    const property = await (await api.get(`${API}/properties/${propertyId}`)).json();
    const newName = `${property.general.name.replace(/ \(renamed.*\)$/, '')} (renamed ${lang})`;
    // The first answer set the XSRF cookie, which this context now sends: its header goes with the change.
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const saved = await api.put(`${API}/properties/${propertyId}`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { ...property, general: { ...property.general, name: newName } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();

    // The admin makes the colleague a viewer.
    await page.reload();
    await page.getByRole('combobox', { name: t.roleOf(colleague) }).click();
    await page.getByRole('option', { name: t.viewer, exact: true }).click();
    await expect(page.getByRole('combobox', { name: t.roleOf(colleague) })).toHaveValue(t.viewer);

    // The property's history names who typed the new name.
    await page.goto(`/properties/edit/${propertyId}`);
    const history = page.getByRole('region', { name: t.history });
    await expect(history).toContainText(t.changedBy(colleague));
    await expect(history.getByText(t.nameLabel).first()).toBeVisible();
    await expect(history).toContainText(newName);
    await history.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, `property history (${lang})`);
    await saveScreenshot(page, `team-history-${lang}-1280`, false);

    // So does the audit log, filtered by person.
    await page.getByRole('button', { name: t.userMenu }).click();
    await page.getByRole('menuitem', { name: t.auditLog }).click();
    await page.getByRole('combobox', { name: t.person }).click();
    await page.getByRole('option', { name: colleague }).click();
    await expect(page.getByRole('main')).toContainText(newName);
    await expectNoSeriousViolations(page, `audit log (${lang})`);
    await atBothWidths(page, `audit-${lang}`);

    // The admin's own sessions: this one, marked, with its browser and address.
    await page.getByRole('button', { name: t.userMenu }).click();
    await page.getByRole('menuitem', { name: t.sessions }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.sessions })).toBeVisible();
    await expect(page.getByText(t.thisSession).first()).toBeVisible();
    await expectNoSeriousViolations(page, `sessions (${lang})`);
    await atBothWidths(page, `sessions-${lang}`);

    // The admin removes the colleague.
    await page.getByRole('button', { name: t.userMenu }).click();
    await page.getByRole('menuitem', { name: t.members }).click();
    await page.getByRole('button', { name: t.remove(colleague) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.removeButton }).click();
    await expect(page.getByText(email)).toHaveCount(0);
    if (lang === 'fr') await page.getByRole('button', { name: 'English' }).click();
  });
}
