import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logOut, primaryColor, signIn, submitCredentials } from './support/auth.ts';
import { RETAIL, SCREENSHOT_DIR } from './support/env.ts';
import { outboxMark, resetLink, waitForMail } from './support/outbox.ts';

/*
 * These journeys change the retail account's password and put it back at the end, so they run in order.
 * They use the retail account so that the other files can rely on the demo account's password.
 */
test.describe.configure({ mode: 'serial' });

/** The default theme's blue, shade 8 (5.0:1 on white, readable as text and under white labels). */
const DEFAULT_PRIMARY = '#1971c2';
/** The demo retail website's own colour (its record's primary_color), worn over the retail theme's red. */
const RETAIL_PRIMARY = '#c8102e';
const RESET_PASSWORD = 'Reset-pass-2026';

test('a user of a website whose record has a theme, a colour and a logo wears them', async ({ page }) => {
  await page.goto('/login');
  // The theme's colours are set as the app draws its first screen.
  await expect(page.getByLabel('E-mail or username')).toBeVisible();
  expect(await primaryColor(page)).toBe(DEFAULT_PRIMARY);
  await expect(page.getByTestId('header-separator')).toHaveCount(0);

  await signIn(page, RETAIL);
  await expect(page.locator('[data-theme="retail"]')).toHaveCount(1);
  expect(await primaryColor(page)).toBe(RETAIL_PRIMARY);
  const activeLink = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Reports' });
  await expect(activeLink).toHaveCSS('color', 'rgb(200, 16, 46)');
  // The header shows the website's logo (served to its users only) and name; the tab names the website.
  const home = page.getByRole('link', { name: 'Northline Hardware, home page' });
  await expect(home.getByRole('img', { name: 'Northline Hardware logo' })).toBeVisible();
  expect(await home.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(home.getByText('Northline Hardware')).toBeVisible();
  await expect(page).toHaveTitle('Reports · Northline Hardware');
  const shot = path.join(SCREENSHOT_DIR, 'shell-retail.png');
  await page.screenshot({ path: shot, fullPage: true });
  await test.info().attach('retail shell', { path: shot, contentType: 'image/png' });

  // The look survives a reload (the branding is stored with the session) and ends with the session.
  // The shell drawn at build time (nobody's colours) stands until the app draws over it in the theme.
  await page.reload();
  await expect(page.locator('[data-theme="retail"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  expect(await primaryColor(page)).toBe(RETAIL_PRIMARY);
  await expect(page.getByRole('img', { name: 'Northline Hardware logo' })).toBeVisible();
  await logOut(page, RETAIL.name);
  await expect(page.locator('[data-theme="default"]')).toHaveCount(1);
  expect(await primaryColor(page)).toBe(DEFAULT_PRIMARY);
  await expect(page.getByRole('link', { name: 'Cakemix, home page' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Cakemix');
});

test('resets a forgotten password through the e-mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/forgot$/);
  const email = page.getByLabel('E-mail address');
  const send = page.getByRole('button', { name: 'Send the reset link' });

  await email.fill('not-an-address');
  await send.click();
  await expect(page.getByText('Please check your email address and try again.')).toBeVisible();
  await email.fill('nobody@example.com');
  await send.click();
  await expect(page.getByText('Email address not found.')).toBeVisible();

  const mark = await outboxMark();
  await email.fill(RETAIL.email);
  await send.click();
  await expect(page.getByText('A reset link has been sent to your email address.')).toBeVisible();
  const link = resetLink(await waitForMail(RETAIL.email, mark));

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(RETAIL.email);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByLabel('Confirm the new password').fill('different');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-pass-1');
  await page.getByLabel('Confirm the new password').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid or has expired.');

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await submitCredentials(page, RETAIL);
  await expect(page.getByRole('alert')).toContainText('Incorrect login or password. Please try again.');
  await signIn(page, { email: RETAIL.email, password: RESET_PASSWORD });
});

test('changes the password from the user menu', async ({ page }) => {
  await signIn(page, { email: RETAIL.email, password: RESET_PASSWORD });
  await page.getByRole('button', { name: `User menu of ${RETAIL.name}` }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/password\/change$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  const current = page.getByLabel('Current password');
  const next = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmation = page.getByLabel('Confirm the new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill('wrong-password');
  await next.fill(RETAIL.password);
  await confirmation.fill(RETAIL.password);
  await submit.click();
  await expect(page.getByText('Current Password is incorrect')).toBeVisible();

  // Back to the seeded password, so that other runs find the account as seeded.
  await current.fill(RESET_PASSWORD);
  await submit.click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  // The change took: the previous password is now the wrong one.
  await current.fill(RESET_PASSWORD);
  await next.fill('Yet-another-1');
  await confirmation.fill('Yet-another-1');
  await submit.click();
  await expect(page.getByText('Current Password is incorrect')).toBeVisible();
});
