import type { Page } from '@playwright/test';

/**
 * The app has taken a page drawn at build time over: its root is no longer inert. Until then the page
 * answers no key (a Tab pressed earlier is lost), so a journey that starts with the keyboard waits for it.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('[data-theme]');
    return root !== null && !root.hasAttribute('inert');
  });
}
