import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';

/** A staff member of a browser test. */
export type TE2EStaff = { email: string; password: string; role: TStaffRole; name: string };

/**
 * Adds a staff account to the stack under test through the real command line (`npm run staff:add`),
 * with a chosen password read from standard input, or a one-time password printed by the CLI.
 */
export function addStaff(
  role: TStaffRole,
  options: { oneTime?: boolean; name?: string } = {},
): TE2EStaff {
  const id = randomBytes(4).toString('hex');
  const email = `e2e-${role}-${id}@firm.test`;
  const name = options.name ?? (role === 'admin' ? `Admin ${id}` : `Marta ${id}`);
  const chosen = `una frase larga ${id}`;
  const args = ['--import', 'tsx', 'services/leads-api/src/staff/cli/staff-cli.ts', 'add'];
  args.push('--email', email, '--role', role, '--name', name);
  if (!options.oneTime) args.push('--password-stdin');
  const result = spawnSync(process.execPath, args, {
    input: options.oneTime ? '' : `${chosen}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  if (result.status !== 0) throw new Error(`staff:add failed: ${result.stderr}`);
  const printed = /One-time password: (\S+)/.exec(result.stdout)?.[1];
  return { email, password: options.oneTime ? (printed ?? '') : chosen, role, name };
}

/** Signs in through the sign-in page (Spanish unless a path is given) and waits to land. */
export async function signInAs(
  page: Page,
  staff: TE2EStaff,
  path = '/staff/ingresar',
): Promise<void> {
  if (!page.url().includes('/staff/ingresar') && !page.url().includes('/en/staff/sign-in')) {
    await page.goto(path);
  }
  await page.getByLabel(/^(Correo electrónico|E-mail address)$/).fill(staff.email);
  await page.getByLabel(/^(Contraseña|Password)$/).fill(staff.password);
  await page.getByRole('button', { name: /^(Ingresar|Sign in)$/ }).click();
  await expect(page).not.toHaveURL(/\/(ingresar|sign-in)(\?|$)/);
}

/** The staff session cookie of the page's browser context (plain HTTP in the tests). */
export async function staffCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'firm_staff')?.value;
}

/**
 * Opens the inbox's filter panel (folded on a phone; a laptop opens it once the page has hydrated, so
 * it is opened here only when it is still closed).
 */
export async function openInboxFilters(page: Page): Promise<void> {
  const panel = page.locator('details').filter({ has: page.getByRole('search') });
  await expect(panel).toHaveAttribute('data-ready', 'true');
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open)))
    await panel.locator('summary').click();
  await expect(page.getByRole('search')).toBeVisible();
}
