import type { Pool } from '@firm/shared/server/db';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';
import { addStaffAccount } from '@firm/leads-api/staff/accounts.service';
import type { TClock } from '@firm/leads-api/staff/clock';
import { systemClock } from '@firm/leads-api/staff/clock';
import type { TAnswer } from './visitor';
import { Visitor } from './visitor';

let sequence = 0;

/** A staff member made for a test: their account id, e-mail address, name and password. */
export type TTestStaff = {
  id: number;
  email: string;
  name: string;
  password: string;
  role: TStaffRole;
};

/**
 * Adds a staff account straight through the accounts service (as the CLI does). The password is
 * chosen (not one-time) unless `oneTime`, whose generated password is returned instead.
 */
export async function addTestStaff(
  pool: Pool,
  options: { role?: TStaffRole; oneTime?: boolean; clock?: TClock; email?: string } = {},
): Promise<TTestStaff> {
  sequence += 1;
  const email = options.email ?? `staff${Date.now()}-${sequence}@firm.test`;
  const password = `correct horse ${sequence} battery`;
  const role = options.role ?? 'intake';
  const name = `Test ${sequence}`;
  const created = await addStaffAccount(
    { pool, clock: options.clock ?? systemClock, endSessionsOf: async () => undefined },
    null,
    {
      email,
      name,
      role,
      locale: 'es',
      ...(options.oneTime ? {} : { password }),
    },
  );
  return {
    id: created.account.id,
    email,
    name,
    password: created.oneTimePassword ?? password,
    role,
  };
}

/** Signs a visitor in through the API; the session cookie stays in its jar. */
export function signIn(visitor: Visitor, email: string, password: string): Promise<TAnswer> {
  return visitor.postForm(STAFF_API_PATHS.session, { email, password });
}

/** A visitor already signed in as `staff` (with `headers` on every request, e.g. the edge's). */
export async function signedInVisitor(
  baseUrl: string,
  staff: TTestStaff,
  headers: Record<string, string> = {},
): Promise<Visitor> {
  const visitor = new Visitor(baseUrl, headers);
  const answer = await signIn(visitor, staff.email, staff.password);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return visitor;
}

/** A clock the test moves by hand. */
export class ManualClock implements TClock {
  constructor(private time = Date.UTC(2030, 0, 15, 9, 0, 0)) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/** The value of the staff session cookie in a visitor's jar (plain HTTP: `firm_staff`). */
export function sessionCookieOf(visitor: Visitor): string | undefined {
  return visitor.cookies.get('firm_staff') || undefined;
}
