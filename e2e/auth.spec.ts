import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logOut, signIn, submitCredentials } from './support/auth.ts';
import { DEMO, SCREENSHOT_DIR } from './support/env.ts';
import { outboxMark, verificationCode, waitForMail } from './support/outbox.ts';

test.beforeAll(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));

test('signs in with the e-mailed code, moves around the shell and logs out', async ({ page }, testInfo) => {
  await page.goto('/');
  // Not signed in: the home page and any member page lead to the login screen.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const loginShot = path.join(SCREENSHOT_DIR, 'login.png');
  await page.screenshot({ path: loginShot, fullPage: true });
  await testInfo.attach('login', { path: loginShot, contentType: 'image/png' });

  await signIn(page, DEMO);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  // The demo data's reports are listed.
  await expect(page.getByRole('table').getByText('Demo sponsorship portfolio')).toBeVisible();
  await expect(page.getByRole('button', { name: `User menu of ${DEMO.name}` })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  const shellShot = path.join(SCREENSHOT_DIR, 'shell-reports.png');
  await page.screenshot({ path: shellShot, fullPage: true });
  await testInfo.attach('shell', { path: shellShot, contentType: 'image/png' });

  for (const [label, pathname, heading] of [
    ['Brand profiles', '/brand-profiles', 'Brand profiles'],
    ['Properties', '/properties', 'Properties'],
    ['Knowledge center', '/knowledge-center', 'Knowledge center'],
  ] as const) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  // A multi-step form route has the light header: no menu, a back link to its list.
  await page.goto('/brand-profiles/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New brand profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/brand-profiles$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // The website's logo and name lead home (the reports list); guest pages send a signed-in user home too.
  await page.getByRole('link', { name: 'Demo Sponsorships, home page' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/reports$/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await logOut(page, DEMO.name);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // The token is gone: member pages lead back to the login screen, also after a reload.
  await page.goto('/properties');
  await expect(page).toHaveURL(/\/login\?next=%2Fproperties$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('refuses a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);

  await submitCredentials(page, { email: DEMO.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Incorrect login or password. Please try again.');
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('refuses a wrong verification code, then accepts the right one', async ({ page }) => {
  await page.goto('/login');
  const mark = await outboxMark();
  await submitCredentials(page, DEMO);
  await expect(page.getByText('A verification code has been sent to your email address.')).toBeVisible();
  const code = verificationCode(await waitForMail(DEMO.email, mark));
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification code is invalid')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('button', { name: `User menu of ${DEMO.name}` })).toBeVisible();
});

test('resends the verification code', async ({ page }) => {
  // The server sends at most one code per 30 seconds for a challenge.
  test.setTimeout(120_000);
  await page.goto('/login');
  const mark = await outboxMark();
  await submitCredentials(page, DEMO);
  const first = await waitForMail(DEMO.email, mark);
  const firstSentAt = Date.now();

  await page.getByRole('button', { name: 'Did not get the code?' }).click();
  const help = page.getByRole('dialog', { name: 'About the verification code' });
  await expect(help).toContainText('A new code replaces the previous one.');
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toHaveCount(0);

  // Too soon: the link counts down, disabled, with no error; it comes back once the 30 seconds are over.
  const waiting = page.getByRole('button', { name: /^Resend code in ([1-9]|[12]\d|30)\sseconds?$/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByText('There was a problem sending the new code.')).toHaveCount(0);
  await page.waitForTimeout(Math.max(0, firstSentAt + 31_000 - Date.now()));
  const beforeResend = await outboxMark();
  await page.getByRole('button', { name: 'Resend code', exact: true }).click();
  await expect(page.getByText('A new code has been sent to you successfully.')).toBeVisible();
  const second = await waitForMail(DEMO.email, beforeResend);
  expect(second.file).not.toBe(first.file);

  await page.getByLabel('Verification code').fill(verificationCode(second));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});
