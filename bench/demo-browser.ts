// The demo admin in a browser, for the benches that measure signed-in pages (lighthouse.ts, long-tasks.ts).
import type { Page } from 'puppeteer-core';
import type { ServerProcess } from '../apps/server/test/server-process.ts';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** Signs the demo admin in through the screens, reading the code from the server's outbox. */
export async function signIn(page: Page, server: ServerProcess) {
  await page.goto(`${server.base}/login`, { waitUntil: 'networkidle0' });
  // The drawn page is inert until the app has taken it over (decision 030).
  await page.waitForFunction(() => !document.querySelector('[data-theme]')?.hasAttribute('inert'));
  await page.locator('::-p-aria(E-mail or username)').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  const mark = server.outboxMark();
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  const code = await server.codeSince(mark);
  await page.locator('::-p-aria(Verification code)').fill(code);
  await page.locator('::-p-aria(Verify[role="button"])').click();
  await page.waitForFunction(() => location.pathname === '/reports');
}

/** The address of the demo's first detailed report, or undefined when it has none. */
export async function demoDetailedReportPath(server: ServerProcess): Promise<string | undefined> {
  const token = await server.signIn(DEMO.email, DEMO.password);
  const user = await server.call<{ website_id: number }>('GET', '/user?referer=cakemix', token);
  const reports = await server.call<{ data: { id: number; type: string }[] }>(
    'GET',
    `/websites/${user.website_id}/reports?per_page=50`,
    token,
  );
  const detailed = reports.data.find((report) => report.type === 'detailed');
  return detailed ? `/detailed-report/${detailed.id}` : undefined;
}
