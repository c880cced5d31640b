import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO, DEMO_ATTENDEE } from './support/atrium.ts';
import { signedInPage } from './support/hub.ts';

/** Collects every Content-Security-Policy violation the page reports (event and console). */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) seen.push(error.message);
  });
  void page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

test('the main pages run under the Content-Security-Policy without a violation', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorViolations = watchViolations(visitor);
  const login = await visitor.goto(`/${DEMO}/login`);
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(visitor.getByLabel(/e-?mail/i).first()).toBeVisible();
  expect(visitorViolations).toEqual([]);
  await visitorContext.close();

  // Signed in, on the lounge: the hub's WebSocket connects (connect-src) and MUI styles apply.
  let violations: string[] = [];
  const page = await signedInPage(browser, DEMO_ATTENDEE.email, {
    prepare: (p) => {
      violations = watchViolations(p);
    },
  });
  for (const path of [
    `/${DEMO}`,
    `/${DEMO}/programme?view=calendar`,
    `/${DEMO}/programme?view=list`,
    `/${DEMO}/my-programme`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('banner')).toBeVisible();
  }
  expect(violations).toEqual([]);
  await page.context().close();
});

test('another site cannot frame the sign-in page', async ({ page }) => {
  const blocked = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
  await page.setContent(`<iframe id="probe" src="${baseURL}/${DEMO}/login" width="600" height="400"></iframe>`);
  // Chromium refuses the document (frame-ancestors 'none', X-Frame-Options: DENY) and shows its error page.
  expect((await blocked).url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#probe').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
