import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys: focus is moved with Tab and Shift+Tab and never set by the test, so reaching an
 * element proves it is in the tab order, in a sensible place.
 */

/** A short description of the focused element (tag, role, name), for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    const shortName = name.replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${shortName ? ` "${shortName}"` : ''}`;
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, at most `maxPresses` times; fails
 * naming every element the focus went through. The target must be on the page already (it is waited for).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 30, backwards = false }: { maxPresses?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const path: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${target} was not reached with ${maxPresses} ${backwards ? 'Shift+Tab' : 'Tab'} presses; ` +
      `the focus went through:\n  ${path.join('\n  ')}`,
  );
}

/**
 * The focused element shows where it is: an outline that is drawn (not `none`, not 0 wide) or a box shadow.
 * Mantine draws its focus ring as an outline on :focus-visible, which keyboard focus sets.
 */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    return {
      outlineStyle: css.outlineStyle,
      outlineWidth: css.outlineWidth,
      boxShadow: css.boxShadow,
      focusVisible: el.matches(':focus-visible'),
    };
  });
  expect(style, `${what} has the focus`).not.toBeNull();
  const outlined = style?.outlineStyle !== 'none' && style?.outlineWidth !== '0px';
  const shadowed = style?.boxShadow !== 'none';
  expect(
    outlined || shadowed,
    `${what} shows its focus (outline ${style?.outlineStyle} ${style?.outlineWidth}, box-shadow ${style?.boxShadow})`,
  ).toBe(true);
  expect(style?.focusVisible, `${what} matches :focus-visible`).toBe(true);
}

/**
 * A focused text field shows its focus: Mantine's inputs draw no outline but turn their border to the
 * theme's primary colour (polled: the border colour is animated).
 */
export async function expectFieldFocusShown(page: Page, field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  const primary = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  await expect
    .poll(() => field.evaluate((el) => getComputedStyle(el).borderColor), {
      message: `${field} has the primary colour ${primary} as its border`,
    })
    .toBe(primary);
}

/** Tabs to `target`, checks its focus shows, and presses `key` on it (Enter by default). */
export async function tabAndPress(
  page: Page,
  target: Locator,
  key = 'Enter',
  options: { maxPresses?: number; backwards?: boolean } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await expect(target).toBeFocused();
  await expectFocusVisible(page, String(target));
  await page.keyboard.press(key);
}

/**
 * Tabs to an empty text field, checks it has the focus and types `text`; the field then starts with it (a
 * percentage input adds its suffix).
 */
export async function tabAndType(
  page: Page,
  field: Locator,
  text: string,
  options: { maxPresses?: number; backwards?: boolean } = {},
): Promise<void> {
  await tabTo(page, field, options);
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}
