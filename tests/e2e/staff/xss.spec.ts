import { expect, test } from '@playwright/test';
import { runId } from '../support/run-id';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

const run = runId();
const XSS = `"><script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
let intake: TE2EStaff;
let leadId = 0;

test.beforeAll(async () => {
  intake = addStaff('intake');
  const db = await e2eDb();
  try {
    // a raw row, as if sanitizing had been skipped: the views must escape on their own
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO leads (origin, form_variant, locale, name, email, phone, message, consent, section, source,
                          situation, page_url, user_agent, consent_version, ip, attribution)
       VALUES ('web', 'generic', 'es', $1, $2, '9155550199', $3, true, $3, $3, $3, $4, $3, '2025-01',
               '203.0.113.9', $5)
       RETURNING id`,
      [
        `XSS ${run} ${XSS}`,
        `lead@x.yz?cc=spy@evil.example&body=${encodeURIComponent(XSS)}`,
        XSS,
        `javascript:window.__xss=3//${XSS}`,
        JSON.stringify({ utm_source: XSS, landing_path: `/${XSS}` }),
      ],
    );
    leadId = rows[0]!.id;
  } finally {
    await db.end();
  }
});

test.describe('Staff views with hostile lead data (issue 18)', () => {
  test('When a lead holds script and markup in every field, then the inbox and the lead page show it as text and run nothing', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAs(page, intake);
    for (const path of [`/staff/prospectos?q=${run}`, `/staff/prospectos/${leadId}`]) {
      await page.goto(path);
      await expect(page.getByText(`XSS ${run}`, { exact: false }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      for (const href of await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href).not.toMatch(/^javascript:/i);
        if (href.startsWith('mailto:')) expect(href).not.toMatch(/[?&]/);
      }
    }
    expect(dialogs).toEqual([]);
  });
});
