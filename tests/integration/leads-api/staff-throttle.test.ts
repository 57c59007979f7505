import { STAFF_LOGIN_THROTTLE } from '@firm/shared/staff/staff-policy';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, ManualClock, signIn, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

const SECOND = 1000;

// argon2id costs 100–300 ms a check on the 2-core machine; a test of 20+ attempts needs more than 5 s
jest.setTimeout(30_000);

describe('Sign-in throttling', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  const clock = new ManualClock();
  let ipSequence = 0;

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffthrottle');
    api = await startLeadsApi({ pool: db.pool, clock });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  /** A visitor from an address of its own (as the edge names it, with its secret). */
  const fromNewIp = () => {
    ipSequence += 1;
    return new Visitor(api.url, viaEdge(`198.51.100.${ipSequence}`));
  };
  const fail = (visitor: Visitor, email: string) => signIn(visitor, email, 'wrong password 123');

  it('When an account has failed 5 times, then the next attempt waits 15 s (429 with Retry-After), even with the right password, and goes through after', async () => {
    const staff = await addTestStaff(db.pool, { clock });
    for (let i = 0; i < 5; i += 1) expect((await fail(fromNewIp(), staff.email)).status).toBe(401);
    const early = await signIn(fromNewIp(), staff.email, staff.password);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Demasiados intentos. Espere 15 segundos e intente de nuevo.');
    clock.advance(14 * SECOND);
    expect((await signIn(fromNewIp(), staff.email, staff.password)).status).toBe(429);
    clock.advance(1 * SECOND);
    expect((await signIn(fromNewIp(), staff.email, staff.password)).status).toBe(200);
    // a success forgets the account's failures
    expect((await fail(fromNewIp(), staff.email)).status).toBe(401);
  });

  it('When failures go on, then the delay doubles (15 s, 30 s, 60 s…) and never exceeds 5 minutes', async () => {
    const staff: TTestStaff = await addTestStaff(db.pool, { clock });
    for (let i = 0; i < 5; i += 1) await fail(fromNewIp(), staff.email);
    const waits: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const refused = await signIn(fromNewIp(), staff.email, staff.password);
      expect(refused.status).toBe(429);
      const wait = Number(refused.body.retryAfterSeconds);
      waits.push(wait);
      clock.advance(wait * SECOND);
      expect((await fail(fromNewIp(), staff.email)).status).toBe(401);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300, 300]);
    expect(Math.max(...waits) * SECOND).toBe(STAFF_LOGIN_THROTTLE.account.maxDelayMs);
    // the real member is never kept out longer than the cap after the last failure
    clock.advance(STAFF_LOGIN_THROTTLE.account.maxDelayMs);
    expect((await signIn(fromNewIp(), staff.email, staff.password)).status).toBe(200);
  }, 30_000);

  it('When attempts are refused during a delay, then they do not lengthen it', async () => {
    const staff = await addTestStaff(db.pool, { clock });
    for (let i = 0; i < 5; i += 1) await fail(fromNewIp(), staff.email);
    for (let i = 0; i < 10; i += 1) {
      clock.advance(SECOND);
      expect((await fail(fromNewIp(), staff.email)).status).toBe(429);
    }
    clock.advance(5 * SECOND);
    expect((await signIn(fromNewIp(), staff.email, staff.password)).status).toBe(200);
  });

  it('When 15 minutes pass after the last failure, then the failures are forgotten', async () => {
    const staff = await addTestStaff(db.pool, { clock });
    for (let i = 0; i < 4; i += 1) await fail(fromNewIp(), staff.email);
    clock.advance(STAFF_LOGIN_THROTTLE.account.forgetAfterMs);
    // four more failures would have passed the free five if the old ones still counted
    for (let i = 0; i < 5; i += 1) expect((await fail(fromNewIp(), staff.email)).status).toBe(401);
    expect((await fail(fromNewIp(), staff.email)).status).toBe(429);
  });

  it('When an unknown address is tried, then it is throttled exactly like a real account', async () => {
    const visitor = fromNewIp;
    for (let i = 0; i < 5; i += 1)
      expect((await fail(visitor(), 'ghost@firm.test')).status).toBe(401);
    expect((await fail(visitor(), 'ghost@firm.test')).status).toBe(429);
  });

  it('When one address fails 20 times across accounts, then it waits before its next attempt while other addresses sign in', async () => {
    ipSequence += 1;
    const ip = `203.0.113.${ipSequence}`;
    const attacker = new Visitor(api.url, viaEdge(ip));
    for (let account = 0; account < 5; account += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await fail(attacker, `victim${account}-${ip}@firm.test`)).status).toBe(401);
      }
    }
    const staff = await addTestStaff(db.pool, { clock });
    const blocked = await signIn(attacker, staff.email, staff.password);
    expect(blocked.status).toBe(429);
    expect((await signIn(fromNewIp(), staff.email, staff.password)).status).toBe(200);
    clock.advance(15 * SECOND);
    expect((await signIn(attacker, staff.email, staff.password)).status).toBe(200);
  }, 30_000);

  it('When many wrong guesses arrive at once, then no more than the free failures reach the password check', async () => {
    const staff = await addTestStaff(db.pool, { clock });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fail(fromNewIp(), staff.email)),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBe(STAFF_LOGIN_THROTTLE.account.freeFailures);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - checked);
  });
});
