import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { shotPath } from '../support/studio';

// CodeMirror adds its base theme and the studio's as a <style> element: the staff pages' policy
// allows it by the answer's nonce only (public pages have none).
let editor: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Carla Estilos' });
});

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return console;
}

test.describe('The article editor under the Content-Security-Policy', () => {
  test('When an editor opens the article editor, then no CSP violation is reported and CodeMirror’s theme is applied', async ({
    page,
  }) => {
    await signInAs(page, editor);
    const console = await recordViolations(page);
    for (const locale of ['es', 'en'] as const) {
      const answer = await page.goto(getHref('staffPostNew', locale));
      const policy = answer?.headers()['content-security-policy'] ?? '';
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).not.toBe('');
      const content = page.getByTestId('es-markdown-editor').locator('.cm-content');
      await expect(content).toBeVisible();
      // the <style> CodeMirror added carries this answer's nonce (the attribute is hidden, the property is not)
      expect(
        await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce)),
      ).toContain(nonce);
      // the base theme: the editor is a flex column, long lines wrap (its line-wrapping rule); the
      // studio's theme: the field scrolls past 36rem
      const styles = await page.evaluate(() => {
        const of = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          editor: of('.cm-editor').display,
          wrap: of('.cm-content').whiteSpace,
          scroll: of('.cm-scroller').maxHeight,
        };
      });
      expect(styles).toEqual({ editor: 'flex', wrap: 'break-spaces', scroll: '576px' });
      await content.click();
      await page.keyboard.type('Texto con **estilo**');
      await expect(page.locator('.cm-editor.cm-focused')).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(console).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shotPath('studio-editor-themed', width), fullPage: true });
    }
  });
});
