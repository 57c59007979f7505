import type { Page } from '@playwright/test';

/** What a page reported while a test ran: console errors, CSP violations and uncaught exceptions. */
export type TPageReport = { errors: string[]; cspViolations: string[] };

/**
 * Records console errors, uncaught exceptions and CSP violations (the browser's `securitypolicyviolation`
 * events, registered before any page script runs). Failed third-party loads (the map, offline) are ignored.
 */
export async function watchPage(page: Page): Promise<TPageReport> {
  const report: TPageReport = { errors: [], cspViolations: [] };
  await page.exposeFunction('__reportCsp', (text: string) => report.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content.Security.Policy/i.test(text)) report.cspViolations.push(text);
    else if (message.type() === 'error' && !/net::ERR_|Failed to load resource/.test(text))
      report.errors.push(text);
  });
  page.on('pageerror', (error) => report.errors.push(`uncaught: ${error.message}`));
  return report;
}
