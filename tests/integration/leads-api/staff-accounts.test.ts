import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STAFF_API_PATHS, staffAccountActionPath } from '@firm/shared/routes/staff-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, signIn, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

describe('Staff accounts (admins) and password changes', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let admin: TTestStaff;
  let adminVisitor: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffaccounts');
    api = await startLeadsApi({ pool: db.pool });
    admin = await addTestStaff(db.pool, { role: 'admin' });
    adminVisitor = await signedInVisitor(api.url, admin);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const audit = async (targetId: number) =>
    (
      await db.pool.query(
        'SELECT actor_id, action FROM staff_audit WHERE target_id = $1 ORDER BY id',
        [targetId],
      )
    ).rows;

  it('When an admin adds an account, then a one-time password is shown once, the member must replace it, and the change is audited', async () => {
    const email = `Nueva.${Date.now()}@Firm.test`;
    const added = await adminVisitor.postForm(STAFF_API_PATHS.accounts, {
      email,
      name: 'Nueva Persona',
      role: 'intake',
    });
    expect(added.status).toBe(201);
    const password = added.body.oneTimePassword as string;
    expect(password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const account = added.body.account as {
      id: number;
      email: string;
      mustChangePassword: boolean;
    };
    expect(account).toMatchObject({ email: email.toLowerCase(), mustChangePassword: true });
    expect(await audit(account.id)).toEqual([{ actor_id: admin.id, action: 'account.created' }]);
    const list = await adminVisitor.request(STAFF_API_PATHS.accounts);
    expect(JSON.stringify(list.body)).not.toContain(password);
    expect(JSON.stringify(list.body)).not.toContain('argon2');

    const member = new Visitor(api.url);
    expect((await signIn(member, email, password)).status).toBe(200);
    const blocked = await member.postForm(API_PATHS.socialMediaLeadSubmit, {});
    expect(blocked.body.code).toBe('password_change_required');
    const changed = await member.postForm(STAFF_API_PATHS.password, {
      current_password: password,
      new_password: 'una contraseña nueva y larga',
      confirm_password: 'una contraseña nueva y larga',
    });
    expect(changed.status).toBe(200);
    expect((await member.request(STAFF_API_PATHS.session)).body.staff).toMatchObject({
      mustChangePassword: false,
    });
    expect((await audit(account.id)).map((row) => row.action)).toEqual([
      'account.created',
      'account.password_changed',
    ]);
  });

  it('When an address is taken in another case, then adding it again answers 422', async () => {
    const existing = await addTestStaff(db.pool);
    const answer = await adminVisitor.postForm(STAFF_API_PATHS.accounts, {
      email: existing.email.toUpperCase(),
      name: '',
      role: 'intake',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Ya existe una cuenta con ese correo electrónico.');
  });

  it.each([
    [
      { email: 'not-an-address', role: 'intake' },
      'email',
      'Por favor ingrese un correo electrónico válido.',
    ],
    [{ email: 'ok@firm.test', role: 'owner' }, 'role', 'Por favor elija un rol.'],
  ])('When the account is %j, then 422 names %s', async (fields, field, message) => {
    const answer = await adminVisitor.postForm(STAFF_API_PATHS.accounts, { name: '', ...fields });
    expect(answer.status).toBe(422);
    expect((answer.body.errors as unknown[])[0]).toEqual({ field, message });
  });

  it('When an admin disables an account, then its sessions end and it cannot sign in until enabled again', async () => {
    const member = await addTestStaff(db.pool);
    const visitor = await signedInVisitor(api.url, member);
    const disabled = await adminVisitor.postForm(staffAccountActionPath(member.id, 'disable'), {});
    expect(disabled.status).toBe(200);
    expect((await visitor.request(STAFF_API_PATHS.session)).status).toBe(401);
    expect((await signIn(new Visitor(api.url), member.email, member.password)).status).toBe(401);
    await adminVisitor.postForm(staffAccountActionPath(member.id, 'enable'), {});
    expect((await signIn(new Visitor(api.url), member.email, member.password)).status).toBe(200);
    expect((await audit(member.id)).map((row) => row.action)).toEqual([
      'account.created',
      'account.disabled',
      'account.enabled',
    ]);
  });

  it('When an admin resets a password, then the old one stops working, open sessions end and the new one is one-time', async () => {
    const member = await addTestStaff(db.pool);
    const visitor = await signedInVisitor(api.url, member);
    const reset = await adminVisitor.postForm(
      staffAccountActionPath(member.id, 'reset-password'),
      {},
    );
    expect(reset.status).toBe(200);
    expect((await visitor.request(STAFF_API_PATHS.session)).status).toBe(401);
    expect((await signIn(new Visitor(api.url), member.email, member.password)).status).toBe(401);
    const again = new Visitor(api.url);
    await signIn(again, member.email, reset.body.oneTimePassword as string);
    expect((await again.request(STAFF_API_PATHS.session)).body.staff).toMatchObject({
      mustChangePassword: true,
    });
  });

  it('When an admin tries to disable their own account, then it is refused', async () => {
    const answer = await adminVisitor.postForm(staffAccountActionPath(admin.id, 'disable'), {});
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('No puede desactivar su propia cuenta.');
  });

  it('When an action names no such account, then 404', async () => {
    const answer = await adminVisitor.postForm(staffAccountActionPath(999_999, 'disable'), {});
    expect(answer.status).toBe(404);
  });

  it('When the new password is short, mistyped or the current one wrong, then 422 says which', async () => {
    const member = await addTestStaff(db.pool);
    const visitor = await signedInVisitor(api.url, member);
    const attempt = (fields: Record<string, string>) =>
      visitor.postForm(STAFF_API_PATHS.password, fields);
    const short = await attempt({
      current_password: member.password,
      new_password: 'corta',
      confirm_password: 'corta',
    });
    expect(short.body.message).toBe('La contraseña debe tener al menos 12 caracteres.');
    const mismatch = await attempt({
      current_password: member.password,
      new_password: 'una nueva bastante larga',
      confirm_password: 'otra nueva bastante larga',
    });
    expect(mismatch.body.message).toBe('Las dos contraseñas nuevas no coinciden.');
    const wrong = await attempt({
      current_password: 'no es la actual',
      new_password: 'una nueva bastante larga',
      confirm_password: 'una nueva bastante larga',
    });
    expect(wrong.body.message).toBe('La contraseña actual no es correcta.');
  });

  it('When the audit is asked for, then the latest changes name who did what to whom', async () => {
    const answer = await adminVisitor.request(STAFF_API_PATHS.accountsAudit);
    const entries = answer.body.entries as { action: string; actorEmail: string | null }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.actorEmail === admin.email)).toBe(true);
  });
});
