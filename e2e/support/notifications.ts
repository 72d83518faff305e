import { expect, type Page } from '@playwright/test';

/** Mantine's notification slides in for 250 ms: its box is measured where it comes to rest. */
const ENTRANCE_MS = 400;

/**
 * The notification showing `text` is on the screen and clear of the page's header (the banner landmark):
 * it covers none of the header's controls (decision 021).
 */
export async function expectNotificationClearOfHeader(page: Page, text: string, where: string) {
  const notification = page.getByRole('alert').filter({ hasText: text });
  await expect(notification).toBeVisible();
  await page.waitForTimeout(ENTRANCE_MS);
  const [box, header] = await Promise.all([
    notification.boundingBox(),
    page.getByRole('banner').boundingBox(),
  ]);
  const viewport = page.viewportSize();
  if (!box || !header || !viewport)
    throw new Error(`${where}: the notification or the header is not laid out`);
  const overlaps =
    box.x < header.x + header.width &&
    header.x < box.x + box.width &&
    box.y < header.y + header.height &&
    header.y < box.y + box.height;
  const boxes = `notification ${JSON.stringify(box)}, header ${JSON.stringify(header)}`;
  expect(overlaps, `${where}: the notification covers the header (${boxes})`).toBe(false);
  expect(box.y + box.height, `${where}: the notification ends below the screen`).toBeLessThanOrEqual(
    viewport.height,
  );
}
