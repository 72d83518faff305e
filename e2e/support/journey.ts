import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, test } from '@playwright/test';
import { type Account, signIn } from './auth.ts';
import { SCREENSHOT_DIR } from './env.ts';

/**
 * Signs in once for a whole journey file (sign-in is rate limited) and saves the session to `file`, for
 * `test.use({ storageState: file })`; makes the screenshot folder too.
 */
export async function saveSignedInSession(browser: Browser, account: Account, file: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, account);
  await context.storageState({ path: file });
  await context.close();
}

/** Saves the page as SCREENSHOT_DIR/`name`.png (the whole page, or the viewport) and attaches it to the report. */
export async function saveScreenshot(page: Page, name: string, fullPage = true) {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}
