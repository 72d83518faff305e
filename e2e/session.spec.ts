import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillCredentials, signIn } from './support/auth.ts';
import { API, DEMO, SCREENSHOT_DIR } from './support/env.ts';
import { outboxMark, verificationCode, waitForMail } from './support/outbox.ts';

/** Today's date as the reports list shows the demo reports' creation, in the browser's time zone (see the config). */
function today(locale: 'fr-CA' | 'en-AU') {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(
    new Date(),
  );
}

test('public pages need no sign-in; report pages show no header, menu or footer', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  // Without a share link a signed-out visitor never sees a report: the page is "not found", and report
  // pages show no header, menu or footer.
  for (const pathname of ['/detailed-report/1', '/comparative-report/2']) {
    await page.goto(pathname);
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }

  for (const pathname of ['/reports', '/password/change', '/brand-profiles/edit/4', '/knowledge-center']) {
    await page.goto(pathname);
    // Back to where they were going once signed in; the reports list is the home.
    const next = pathname === '/reports' ? '' : `\\?next=${encodeURIComponent(pathname)}`;
    await expect(page).toHaveURL(new RegExp(`/login${next}$`));
  }
});

test('switches the language, with the interface and number formats, and remembers it', async ({ page }) => {
  // Switching on the login screen: the verification e-mail then comes in French too.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const mark = await outboxMark();
  await page.getByLabel("Courriel ou nom d'utilisateur").fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByText('Un code de vérification a été envoyé à votre adresse courriel.'),
  ).toBeVisible();
  const mail = await waitForMail(DEMO.email, mark);
  expect(mail.subject).toContain('Votre code de vérification Cakemix');
  await page.getByLabel('Code de vérification').fill(verificationCode(mail));
  await page.getByRole('button', { name: 'Vérifier' }).click();

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  // The demo reports' dates and ratios, written the French way (22 nov. 2026; 1,45:1).
  const reports = page.getByRole('table');
  await expect(reports.getByText(today('fr-CA')).first()).toBeVisible();
  await expect(reports.getByText(/^\d+,\d+:1$/).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Profils de marque' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
  const frenchShot = path.join(SCREENSHOT_DIR, 'shell-reports-fr.png');
  await page.screenshot({ path: frenchShot, fullPage: true });
  await test.info().attach('shell in French', { path: frenchShot, contentType: 'image/png' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  await expect(reports.getByText(today('fr-CA')).first()).toBeVisible();

  // The server answers in the interface language as well.
  await page.goto('/password/change');
  await page.getByLabel('Mot de passe actuel').fill('not-my-password');
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('whatever-123');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('whatever-123');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect')).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(reports.getByText(today('en-AU')).first()).toBeVisible();
  await expect(reports.getByText(/^\d+\.\d+:1$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(reports.getByText(today('en-AU')).first()).toBeVisible();
});

test('a language chosen while signed in is the one of every later sign-in, on a new device', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO);
  const saved = page.waitForResponse(
    (response) => response.url().includes(`${API}/me/language`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  expect((await saved).status()).toBe(200);
  await page.getByRole('button', { name: `Menu utilisateur de ${DEMO.name}` }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A new device: nothing of this browser's storage is left, and its sign-in page speaks the browser's
  // language (English). The sign-in goes through the screens as they are, without touching the switch.
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const mark = await outboxMark();
  await fillCredentials(page, DEMO);
  await page.getByLabel('Verification code').fill(verificationCode(await waitForMail(DEMO.email, mark)));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  // A reload (the current user fetched again) stays French.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();

  // Back to English, saved too, for the journeys that follow.
  const savedBack = page.waitForResponse(
    (response) => response.url().includes(`${API}/me/language`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  expect((await savedBack).status()).toBe(200);
});

test('a 401 from an expired token sends the user to the login screen', async ({ page, request }) => {
  const { token } = await signIn(page, DEMO);
  // Let the first screen's requests finish: one still running when the token dies would already send the
  // user to the login screen, before the click this test makes (seen under CI load).
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The token dies server side (as when it expires): revoke it outside the browser.
  const revoked = await request.post(`${API}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/login(\?next=%2Fproperties)?$/);
  await expect(page.getByText('Your connection has expired. Please login again.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // The stored session is gone: a reload stays on the login screen, where signing in works again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail or username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
