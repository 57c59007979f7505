import { existsSync, readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ZStoredLeadSchema, type TStoredLead } from '@firm/shared/leads/stored-lead';
import { e2eDb } from '../../support/db';
import { E2E_MAIL_DIR } from '../../support/stack';

/**
 * The leads stored under a name (each test uses a name of its own).
 * @param name - the lead's name as stored (sanitized)
 */
export async function leadsNamed(name: string): Promise<TStoredLead[]> {
  const db = await e2eDb();
  try {
    const { rows } = await db.query('SELECT * FROM leads WHERE name = $1 ORDER BY id', [name]);
    return ZStoredLeadSchema.array().parse(rows);
  } finally {
    await db.end();
  }
}

/**
 * Waits until exactly one lead with this name is stored, and returns it.
 * @param name - the lead's name
 */
export async function theLeadNamed(name: string): Promise<TStoredLead> {
  await expect.poll(async () => (await leadsNamed(name)).length).toBe(1);
  const [lead] = await leadsNamed(name);
  return lead as TStoredLead;
}

/**
 * The leads of one referral batch, found by the referrer's name.
 * @param referrer - the referrer's name
 */
export async function referralLeadsOf(referrer: string): Promise<TStoredLead[]> {
  const db = await e2eDb();
  try {
    const { rows } = await db.query(
      `SELECT l.* FROM leads l JOIN referral_batches b ON b.id = l.referral_batch_id
       WHERE b.referrer_name = $1 ORDER BY l.id`,
      [referrer],
    );
    return ZStoredLeadSchema.array().parse(rows);
  } finally {
    await db.end();
  }
}

/** Whether the worker recorded the intake e-mail of a lead. */
async function intakeDelivered(leadId: number): Promise<boolean> {
  const db = await e2eDb();
  try {
    const { rows } = await db.query(
      `SELECT 1 FROM deliveries WHERE kind = 'intake_email' AND lead_id = $1`,
      [leadId],
    );
    return rows.length === 1;
  } finally {
    await db.end();
  }
}

function emlExists(leadId: number): boolean {
  const dir = process.env.E2E_MAIL_DIR ?? E2E_MAIL_DIR;
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some(
    (file) => file.endsWith('.eml') && file.includes(`lead-${leadId}.intake`),
  );
}

/**
 * Waits until the intake notification of a lead exists: its delivery record and its .eml file.
 * @param leadId - the stored lead's id
 */
export async function expectIntakeEmail(leadId: number): Promise<void> {
  await expect.poll(() => intakeDelivered(leadId), { timeout: 15_000 }).toBe(true);
  expect(emlExists(leadId)).toBe(true);
}
