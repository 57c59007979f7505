import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let admin: TE2EStaff;
const run = randomBytes(3).toString('hex');
const digits = String(1000 + (parseInt(run, 16) % 9000));
const DAY_MS = 86_400_000;

/** Puts the safe defaults back: the legal pages' spec reads the periods the policy states. */
async function restoreDefaults(): Promise<void> {
  const db = await e2eDb();
  try {
    await db.query(
      `UPDATE retention_settings SET spam_days = 30, unengaged_months = 24, call_click_months = 13,
              version = version + 1
        WHERE id AND (spam_days, unengaged_months, call_click_months) <> (30, 24, 13)`,
    );
  } finally {
    await db.end();
  }
}

test.beforeAll(() => {
  admin = addStaff('admin', { name: `Admin ${run}` });
});
test.afterAll(restoreDefaults);

test.describe('The data retention schedule (issue 31 §3)', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test('When an admin edits the schedule, then the dry run follows it, a period out of bounds is refused and the page has no axe violation', async ({
    page,
  }, testInfo) => {
    // spam of this run, 40 days old: due at 30 days, no longer at 45
    await insertE2ELead({
      name: `Spam ${run}`,
      phone: `915556${digits}`,
      status: 'Spam',
      receivedAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    });
    await signInAs(page, admin);
    await page.goto('/staff/privacidad');
    await page.getByRole('link', { name: 'Calendario de conservación de datos' }).click();
    const section = page.locator('#conservacion');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Conservación de datos');
    const dryRun = section.getByTestId('retention-dry-run');
    const spamCount = async () =>
      Number((/Spam: (\d+)/.exec((await dryRun.textContent()) ?? '') ?? [])[1]);
    const before = await spamCount();
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(dryRun).toContainText('Nunca atendidos o no calificados:');
    await expect(dryRun).toContainText('Clics en el teléfono:');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-retention-es');

    const form = section.getByTestId('retention-form');
    await expect(form.getByLabel('Spam: borrar después de (días)')).toHaveValue('30');
    await form.getByLabel('Spam: borrar después de (días)').fill('45');
    await form.getByRole('button', { name: 'Guardar el calendario' }).click();
    await expect(page).toHaveURL(/hecho=retention#conservacion$/);
    await expect(section.getByTestId('staff-alert')).toContainText('Calendario guardado.');
    await expect(form.getByLabel('Spam: borrar después de (días)')).toHaveValue('45');
    await expect(form).toContainText(`por Admin ${run}`);
    expect(await spamCount()).toBeLessThan(before);

    // out of bounds (past the browser's own check): refused with the field's message, kept as typed
    const months = form.getByLabel('Clics en el teléfono: borrar después de (meses)');
    await months.evaluate((input) => input.removeAttribute('max'));
    await months.fill('99');
    await form.getByRole('button', { name: 'Guardar el calendario' }).click();
    await expect(section.getByTestId('staff-alert')).toBeVisible();
    await expect(form).toContainText('por favor escriba un número entero de meses, de 1 a 60.');
    await expect(months).toHaveValue('99');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-retention-refused-es');

    // the English twin, then the defaults back
    await page.goto('/en/staff/privacy#conservacion');
    await expect(page.locator('#conservacion').getByRole('heading', { level: 2 })).toHaveText(
      'Data retention',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'privacy-retention-en');
    await page.goto('/staff/privacidad#conservacion');
    await form.getByLabel('Spam: borrar después de (días)').fill('30');
    await form.getByRole('button', { name: 'Guardar el calendario' }).click();
    await expect(form.getByLabel('Spam: borrar después de (días)')).toHaveValue('30');
  });
});
