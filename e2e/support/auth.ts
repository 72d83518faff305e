import { expect, type Page } from '@playwright/test';
import { API } from './env.ts';
import { outboxMark, verificationCode, waitForMail } from './outbox.ts';

export interface Account {
  email: string;
  password: string;
}

/**
 * Fills and submits the first sign-in step in English. English is chosen with the sign-in page's switch
 * first: that choice is saved at sign-in, so the journey goes on in English whatever language an earlier
 * journey saved for the account (every sign-in takes the saved one, docs/decisions/020-…).
 */
export async function submitCredentials(page: Page, account: Account) {
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await fillCredentials(page, account);
}

/** Fills and submits the first sign-in step on an English sign-in page, leaving its language switch alone. */
export async function fillCredentials(page: Page, account: Account) {
  await page.getByLabel('E-mail or username').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the screens: credentials, then the code read from the outbox. Returns the bearer token
 * the server issued (read from the verify answer), for tests that act on it directly.
 */
export async function signIn(page: Page, account: Account): Promise<{ token: string }> {
  await page.goto('/login');
  const mark = await outboxMark();
  await submitCredentials(page, account);
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  const code = verificationCode(await waitForMail(account.email, mark));

  const verified = page.waitForResponse((response) => response.url().includes(`${API}/login/verify`));
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const answer = (await (await verified).json()) as { token: { token: string } };
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  return { token: answer.token.token };
}

/** Logs out through the user menu. */
export async function logOut(page: Page, userName: string) {
  await page.getByRole('button', { name: `User menu of ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The CSS value of the theme's filled primary colour, e.g. "#1971c2". */
export async function primaryColor(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
}
