import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { STAFF_SESSION } from '@firm/shared/staff/staff-policy';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import {
  addTestStaff,
  ManualClock,
  sessionCookieOf,
  signedInVisitor,
  type TTestStaff,
} from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

const MINUTE = 60_000;

describe.each(['postgres', 'redis'] as const)('Staff sessions in %s', (store) => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let staff: TTestStaff;
  const clock = new ManualClock();

  beforeAll(async () => {
    db = await createIsolatedDatabase(`staffsess${store}`);
    api = await startLeadsApi({ pool: db.pool, clock, staffSessions: store });
    staff = await addTestStaff(db.pool, { clock });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const me = (visitor: Visitor) => visitor.request(STAFF_API_PATHS.session);

  it('When a request comes 29 minutes after the last one, then the session lives; after 30 idle minutes it is signed out', async () => {
    const visitor = await signedInVisitor(api.url, staff);
    clock.advance(29 * MINUTE);
    expect((await me(visitor)).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(visitor)).status).toBe(200);
    clock.advance(STAFF_SESSION.idleMs);
    const expired = await me(visitor);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ status: 'error', message: 'Inicie sesión para continuar.' });
    expect(expired.setCookies.some((line) => /^firm_staff=;/.test(line))).toBe(true);
  });

  it('When a busy session reaches 12 hours, then it is signed out however recent its last request', async () => {
    const visitor = await signedInVisitor(api.url, staff);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await me(visitor)).status).toBe(200);
    }
    clock.advance(STAFF_SESSION.absoluteMs - (12 * 60 - 20) * MINUTE);
    expect((await me(visitor)).status).toBe(401);
  });

  it('When the cookie holds a forged id, then the answer is 401 and the cookie is cleared', async () => {
    const forged = await new Visitor(api.url).request(STAFF_API_PATHS.session, {
      headers: { cookie: 'firm_staff=forged-session-id-forged-session-id-forged00' },
    });
    expect(forged.status).toBe(401);
    expect(forged.setCookies.some((line) => /^firm_staff=;/.test(line))).toBe(true);
  });

  it('When an account is disabled, then its open sessions are refused at once', async () => {
    const other = await addTestStaff(db.pool, { clock });
    const visitor = await signedInVisitor(api.url, other);
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [other.id]);
    expect((await me(visitor)).status).toBe(401);
  });

  it('When the member signs out, then the id is gone from the store too (a replay is refused)', async () => {
    const visitor = await signedInVisitor(api.url, staff);
    const id = sessionCookieOf(visitor)!;
    await visitor.postForm(STAFF_API_PATHS.logout, {});
    const replay = await new Visitor(api.url).request(STAFF_API_PATHS.session, {
      headers: { cookie: `firm_staff=${id}` },
    });
    expect(replay.status).toBe(401);
  });
});
