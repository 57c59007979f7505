import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eDb } from '../../support/db';

/** What a browser test's lead may set; the rest is a Spanish VAWA visa-form lead of a moment ago. */
export type TE2ELead = {
  name: string;
  phone: string;
  email?: string | null;
  origin?: 'web' | 'referral' | 'social_media';
  form?: string;
  locale?: 'en' | 'es';
  section?: string;
  situation?: string | null;
  source?: string | null;
  status?: string;
  receivedAt?: string;
  /**
   * When its first contact is due; null: no clock. @defaultValue 15 minutes after it came in (plain
   * minutes: the office-time due of a stored lead is leads-api's, tested in its integration suite), none
   * for a referral
   */
  firstContactDueAt?: string | null;
};

/** The due time a test lead gets unless it names one. */
function dueOf(lead: TE2ELead): string | null {
  if (lead.firstContactDueAt !== undefined) return lead.firstContactDueAt;
  if (lead.origin === 'referral') return null;
  const received = lead.receivedAt ? Date.parse(lead.receivedAt) : Date.now();
  return new Date(received + 15 * 60_000).toISOString();
}

/**
 * Stores a lead straight in the stack's database (the staff pages read what is stored; how leads get
 * there is the forms' tests' business). Its clock sends no alert (the worker's are tested apart), and a
 * lead whose status moved on counts as contacted when it came in.
 * @returns its id
 */
export async function insertE2ELead(lead: TE2ELead): Promise<number> {
  const db = await e2eDb();
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO leads (origin, form_variant, locale, name, email, phone, consent, section, situation,
                          source, status, consent_version, ip, user_agent, attribution, received_at,
                          first_contact_due_at, first_contacted_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, '2025-01', '203.0.113.9',
               'Mozilla/5.0 (e2e)', '{"utm_source":"google","landing_path":"/visa-humanitaria"}',
               coalesce($11::timestamptz, now()), $12,
               CASE WHEN $10 <> 'New Lead' THEN coalesce($11::timestamptz, now()) END)
       RETURNING id`,
      [
        lead.origin ?? 'web',
        lead.form ?? 'visa-es',
        lead.locale ?? 'es',
        lead.name,
        lead.email ?? null,
        lead.phone,
        lead.section ?? 'Visa VAWA Español',
        lead.situation ?? null,
        lead.source ?? null,
        lead.status ?? 'New Lead',
        lead.receivedAt ?? null,
        dueOf(lead),
      ],
    );
    return rows[0]!.id;
  } finally {
    await db.end();
  }
}

/** Screenshots of the page at a phone's and a desktop's width, into the test's output folder. */
export async function staffScreenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    if (width === 375) {
      // nothing wider than the phone's screen
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  }
}
