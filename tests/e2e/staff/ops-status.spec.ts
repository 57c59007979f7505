import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ALERT_NAMES } from '@firm/shared/ops/alert-catalog';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { staffScreenshots } from './support/leads';

let admin: TE2EStaff;
let intake: TE2EStaff;

test.beforeAll(() => {
  admin = addStaff('admin');
  intake = addStaff('intake');
});

test.describe('The status page /staff/estado (issue 33 §4)', () => {
  // sign-ins hash with argon2id on a shared 2-core machine; the page refreshes every 15 s
  test.describe.configure({ timeout: 120_000 });

  test('When an admin opens it, then every service reports up, every alert is listed in words, and a dead letter shows as firing without a reload', async ({
    page,
  }, testInfo) => {
    await signInAs(page, admin);
    await page.goto('/staff/estado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estado del sistema');
    const alerts = page.getByTestId('status-alerts');
    await expect(alerts.locator('[data-alert]')).toHaveCount(ALERT_NAMES.length);
    // the heartbeats come every 10 s: a stack that just started has them within the next refresh
    for (const service of ['web', 'content-api', 'leads-api', 'worker'])
      await expect(page.locator(`[data-service="${service}"]`)).toHaveAttribute('data-up', 'true', {
        timeout: 40_000,
      });
    await expect(page.locator('[data-service="worker"]')).toContainText('En marcha');
    await expect(page.locator('[data-service="worker"]')).toContainText('Versión');
    await expect(
      page.getByRole('link', { name: 'Abrir el panel de colas para reintentarlos' }),
    ).toHaveAttribute('href', '/staff/colas');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'ops-status-es');

    const db = await e2eDb();
    const jobId = `e2e-status-${randomUUID()}`;
    try {
      await db.query(
        `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts, error)
         VALUES ('e2e-status', $1, 'e2e-status', '{}', 1, 'e2e')`,
        [jobId],
      );
      const deadLetters = alerts.locator('[data-alert="DeadLetters"]');
      // swr reads the status again within 15 s: no reload
      await expect(deadLetters).toHaveAttribute('data-firing', 'true', { timeout: 30_000 });
      await expect(deadLetters).toContainText('Activa');
      expect(await axeViolations(page)).toEqual([]);
      await staffScreenshots(page, testInfo, 'ops-status-firing-es');
    } finally {
      await db.query(`UPDATE dead_letters SET resolved_at = now() WHERE job_id = $1`, [jobId]);
      await db.end();
    }

    await page.goto('/en/staff/status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
    await expect(page.getByTestId('status-alerts')).toContainText('LeadWithoutIntakeEmail');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'ops-status-en');
  });

  test('When an intake member opens it, then they get the 403 page and its API answers 403', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await expect(page.getByRole('link', { name: 'Estado del sistema' })).toHaveCount(0);
    const answer = await page.goto('/staff/estado');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin permiso');
    expect((await page.request.get('/api/staff/ops-status')).status()).toBe(403);
  });
});
