import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import {
  addTestStaff,
  ManualClock,
  sessionCookieOf,
  signIn,
  type TTestStaff,
} from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

describe('Staff sign-in (POST /api/staff/session)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let staff: TTestStaff;
  const clock = new ManualClock();

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffsignin');
    api = await startLeadsApi({ pool: db.pool, clock });
    staff = await addTestStaff(db.pool, { clock });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When the right e-mail (any case) and password are sent, then the answer names the member and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const visitor = new Visitor(api.url);
    const answer = await signIn(visitor, `  ${staff.email.toUpperCase()} `, staff.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      staff: { id: staff.id, email: staff.email, role: 'intake', mustChangePassword: false },
    });
    const cookie = answer.setCookies.find((line) => line.startsWith('firm_staff='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const me = await visitor.request(STAFF_API_PATHS.session);
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({ id: staff.id });
  });

  it('When the password is wrong or the address unknown, then both answer 401 with the same Spanish message and no cookie', async () => {
    const wrong = await signIn(new Visitor(api.url), staff.email, 'not the password at all');
    const unknown = await signIn(
      new Visitor(api.url),
      'nobody@firm.test',
      'not the password at all',
    );
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        status: 'error',
        message: 'Correo electrónico o contraseña incorrectos.',
      });
      expect(
        answer.setCookies.some(
          (line) => line.startsWith('firm_staff=') && !line.startsWith('firm_staff=;'),
        ),
      ).toBe(false);
    }
  });

  it('When the English staff page asks (?lang=en), then the refusal is in English', async () => {
    const answer = await new Visitor(api.url).postForm(`${STAFF_API_PATHS.session}?lang=en`, {
      email: staff.email,
      password: 'wrong password here',
    });
    expect(answer.body.message).toBe('Wrong e-mail address or password.');
  });

  it('When the e-mail or password is missing, then 422 names the first missing field', async () => {
    const answer = await signIn(new Visitor(api.url), '', '');
    expect(answer.status).toBe(422);
    expect((answer.body.errors as unknown[])[0]).toEqual({
      field: 'email',
      message: 'Por favor ingrese su correo electrónico.',
    });
  });

  it('When the anti-forgery token is missing, then the sign-in is refused with 403', async () => {
    const answer = await new Visitor(api.url).postForm(
      STAFF_API_PATHS.session,
      { email: staff.email, password: staff.password },
      { token: null },
    );
    expect(answer.status).toBe(403);
  });

  it('When a disabled account signs in with its right password, then it gets the wrong-password answer', async () => {
    const disabled = await addTestStaff(db.pool, { clock });
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [
      disabled.id,
    ]);
    const answer = await signIn(new Visitor(api.url), disabled.email, disabled.password);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Correo electrónico o contraseña incorrectos.');
  });

  it('When a browser that already holds a session signs in again, then it gets a new session id and the old one stops working', async () => {
    const visitor = new Visitor(api.url);
    await signIn(visitor, staff.email, staff.password);
    const first = sessionCookieOf(visitor)!;
    await signIn(visitor, staff.email, staff.password);
    const second = sessionCookieOf(visitor)!;
    expect(second).not.toBe(first);
    const replay = await new Visitor(api.url).request(STAFF_API_PATHS.session, {
      headers: { cookie: `firm_staff=${first}` },
    });
    expect(replay.status).toBe(401);
  });

  it('When a session id was planted before sign-in (fixation), then sign-in never adopts it', async () => {
    const planted = 'A'.repeat(43);
    const visitor = new Visitor(api.url);
    visitor.cookies.set('firm_staff', planted);
    await signIn(visitor, staff.email, staff.password);
    expect(sessionCookieOf(visitor)).not.toBe(planted);
    const withPlanted = await new Visitor(api.url).request(STAFF_API_PATHS.session, {
      headers: { cookie: `firm_staff=${planted}` },
    });
    expect(withPlanted.status).toBe(401);
  });

  it('When the member signs out, then the cookie is cleared and the old session id is refused', async () => {
    const visitor = new Visitor(api.url);
    await signIn(visitor, staff.email, staff.password);
    const id = sessionCookieOf(visitor)!;
    const out = await visitor.postForm(STAFF_API_PATHS.logout, {});
    expect(out.status).toBe(200);
    expect(out.setCookies.some((line) => /^firm_staff=;/.test(line))).toBe(true);
    const replay = await new Visitor(api.url).request(STAFF_API_PATHS.session, {
      headers: { cookie: `firm_staff=${id}` },
    });
    expect(replay.status).toBe(401);
  });

  it('When sign-out comes without the anti-forgery token, then it is refused and the session lives on', async () => {
    const visitor = new Visitor(api.url);
    await signIn(visitor, staff.email, staff.password);
    const out = await visitor.postForm(STAFF_API_PATHS.logout, {}, { token: null });
    expect(out.status).toBe(403);
    expect((await visitor.request(STAFF_API_PATHS.session)).status).toBe(200);
  });
});
