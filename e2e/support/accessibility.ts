import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe-core knows (best-practice rules are not part of the target). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, naming each rule, the
 * elements it found (their CSS selector and a piece of their HTML) and axe's own explanation.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary ?? ''}`,
      )
      .join('\n');
    return `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n${nodes}`;
  });
  // Soft: a journey goes on to the next screen, and its report lists every screen that failed.
  expect.soft(described, `accessibility of ${where}`).toEqual([]);
}

/**
 * The page's header is its only banner landmark, at the top level: axe-core's landmark rules (best
 * practices, moderate, so not among the WCAG checks above) find nothing, and there is one banner.
 */
export async function expectOneBanner(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-banner', 'landmark-banner-is-top-level'])
    .analyze();
  const described = violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect.soft(described, `banner landmarks of ${where}`).toEqual([]);
  await expect.soft(page.getByRole('banner'), `banner landmarks of ${where}`).toHaveCount(1);
}

/** The page does not scroll sideways: what is wider than the screen scrolls inside its own frame. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect
    .soft(widths.page, `${where} is ${widths.page} px wide on a ${widths.viewport} px screen`)
    .toBeLessThanOrEqual(widths.viewport);
}
