import { STAFF_API_PATHS, staffPrivacyRequestPath } from '@firm/shared/routes/staff-paths';
import type {
  TPrivacyLeadMatch,
  TPrivacyRequestList,
  TPrivacyRequestView,
} from '@firm/shared/privacy/privacy-requests';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, ManualClock, signedInVisitor, type TTestStaff } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { insertInboxLead } from './support/inbox-leads';

jest.setTimeout(30_000);

describe('Privacy requests and their 45-day clock (issue 31 §2)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let adminStaff: TTestStaff;
  let admin: Visitor;
  let intake: Visitor;
  let editor: Visitor;
  // Friday 1 March 2030, 10:00 in El Paso
  const clock = new ManualClock(Date.parse('2030-03-01T10:00:00-07:00'));

  beforeAll(async () => {
    db = await createIsolatedDatabase('privacyreq');
    api = await startLeadsApi({ pool: db.pool, clock });
    adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    admin = await signedInVisitor(api.url, adminStaff);
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const create = (body: Record<string, unknown>, who = admin, lang = '') =>
    who.postJson(`${STAFF_API_PATHS.privacyRequests}${lang}`, {
      kind: 'access',
      channel: 'phone',
      requester: 'Rosa Solicitante',
      receivedOn: '2030-02-20',
      ...body,
    });
  const update = (id: number, body: Record<string, unknown>, lang = '') =>
    admin.postJson(`${staffPrivacyRequestPath(id)}${lang}`, body);
  const list = async () =>
    (await admin.request(STAFF_API_PATHS.privacyRequests)).body as unknown as TPrivacyRequestList;
  const auditOf = async (requestId: number) =>
    (
      await db.pool.query<{ action: string; actor_id: number; detail: Record<string, unknown> }>(
        'SELECT action, actor_id, detail FROM privacy_audit WHERE request_id = $1 ORDER BY id',
        [requestId],
      )
    ).rows;

  it('When an admin logs a request received on 20 Feb with two leads, then it is due 45 days later (6 Apr), open, linked and audited', async () => {
    const one = await insertInboxLead(db.pool, { name: 'Rosa Uno', phone: '9155550101' });
    const two = await insertInboxLead(db.pool, { name: 'Rosa Dos', phone: '9155550101' });
    const answer = await create({
      leadIds: [one, two],
      identityCheck: 'Confirmó fecha y teléfono',
    });
    expect(answer.status).toBe(201);
    const request = answer.body.request as TPrivacyRequestView;
    expect(request).toMatchObject({
      kind: 'access',
      receivedOn: '2030-02-20',
      dueOn: '2030-04-06',
      currentDueOn: '2030-04-06',
      extendedTo: null,
      status: 'open',
      urgency: 'later',
      identityCheck: 'Confirmó fecha y teléfono',
      createdBy: { id: adminStaff.id },
    });
    expect(request.leads.map((lead) => lead.leadId)).toEqual([one, two]);
    const audit = await auditOf(request.id);
    expect(audit.map((row) => row.action)).toEqual([
      'request.created',
      'request.lead_linked',
      'request.lead_linked',
    ]);
    expect(audit.every((row) => row.actor_id === adminStaff.id)).toBe(true);
    // the trail names no one: no requester, no lead's name
    expect(JSON.stringify(audit)).not.toMatch(/Rosa/);
  });

  it('When a request is extended once, then the due date moves; a second extension is refused with 409 and one beyond 45 days with 400', async () => {
    const request = (await create({ kind: 'deletion', receivedOn: '2030-02-25' })).body
      .request as TPrivacyRequestView;
    expect(request.dueOn).toBe('2030-04-11');
    const tooFar = await update(request.id, {
      extendTo: '2030-05-27',
      extensionReason: 'Muchos registros',
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe(
      'La nueva fecha límite debe ser después del 2030-04-11 y a más tardar el 2030-05-26 (45 días más como máximo).',
    );
    const noReason = await update(request.id, { extendTo: '2030-05-01' }, '?lang=en');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(
      'Please write the reason for the extension (the person must be told why).',
    );
    const extended = await update(request.id, {
      extendTo: '2030-05-26',
      extensionReason: 'Muchos registros',
    });
    expect(extended.status).toBe(200);
    expect(extended.body.request).toMatchObject({
      status: 'extended',
      dueOn: '2030-04-11',
      extendedTo: '2030-05-26',
      currentDueOn: '2030-05-26',
    });
    const again = await update(request.id, {
      extendTo: '2030-05-20',
      extensionReason: 'Otra vez',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Esta solicitud ya se extendió una vez; la ley permite una sola extensión.',
    );
    expect((await auditOf(request.id)).map((row) => row.action)).toEqual([
      'request.created',
      'request.extended',
    ]);
    expect((await auditOf(request.id))[1]!.detail).toMatchObject({
      dueFrom: '2030-04-11',
      dueTo: '2030-05-26',
    });
  });

  it('When requests are open, then the list is sorted by due date with the overdue first, marked overdue, and the ones due within 7 days marked soon', async () => {
    await db.pool.query('DELETE FROM privacy_requests');
    const late = (await create({ receivedOn: '2030-01-10' })).body.request as TPrivacyRequestView;
    const soon = (await create({ receivedOn: '2030-01-20' })).body.request as TPrivacyRequestView;
    const later = (await create({ receivedOn: '2030-02-27' })).body.request as TPrivacyRequestView;
    const oldest = (await create({ receivedOn: '2030-01-05' })).body.request as TPrivacyRequestView;
    const closed = (await create({ receivedOn: '2030-01-01' })).body.request as TPrivacyRequestView;
    await update(closed.id, { status: 'done', outcome: 'Copia enviada por correo postal' });
    const { open, today } = await list();
    expect(today).toBe('2030-03-01');
    expect(open.map((request) => request.id)).toEqual([oldest.id, late.id, soon.id, later.id]);
    expect(open.map((request) => request.urgency)).toEqual(['overdue', 'overdue', 'soon', 'later']);
    expect(open.map((request) => request.currentDueOn)).toEqual([
      '2030-02-19',
      '2030-02-24',
      '2030-03-06',
      '2030-04-13',
    ]);
  });

  it('When a request is closed, then it needs an outcome first, leaves the open list, and can no longer change', async () => {
    const request = (await create({})).body.request as TPrivacyRequestView;
    const bare = await update(request.id, { status: 'refused' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Por favor escriba el resultado antes de cerrar la solicitud.');
    const closed = await update(request.id, {
      status: 'refused',
      outcome: 'No se pudo verificar la identidad',
    });
    expect(closed.body.request).toMatchObject({ status: 'refused', urgency: null });
    expect((await list()).open.map((item) => item.id)).not.toContain(request.id);
    expect((await update(request.id, { note: 'otra cosa' })).status).toBe(409);
    expect((await auditOf(request.id)).map((row) => row.action)).toEqual([
      'request.created',
      'request.closed',
    ]);
  });

  it('When a request is logged with bad fields, then each is refused in the member language', async () => {
    const answer = await create({ kind: 'sell', receivedOn: '2030-02-30', requester: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'kind', message: 'Por favor elija qué pidió la persona.' },
      {
        field: 'receivedOn',
        message: 'Por favor escriba la fecha en que se recibió la solicitud.',
      },
      {
        field: 'requester',
        message: 'Por favor escriba quién hizo la solicitud (hasta 200 caracteres).',
      },
    ]);
    const future = await create({ receivedOn: '2030-03-02' }, admin, '?lang=en');
    expect(future.body.message).toBe('The date received cannot be in the future.');
    const missing = await create({ leadIds: [999999999] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('El prospecto #999999999 no existe.');
  });

  it('When an admin searches by a phone spelled another way or an e-mail, then the person’s leads are found to link, and the search is audited', async () => {
    const lead = await insertInboxLead(db.pool, {
      name: 'Lidia Buscada',
      phone: '9155550177',
      email: 'Lidia@Example.com',
    });
    const byPhone = await admin.request(
      `${STAFF_API_PATHS.privacyLeadSearch}?q=${encodeURIComponent('+1 (915) 555-0177')}`,
    );
    expect((byPhone.body.leads as TPrivacyLeadMatch[]).map((item) => item.id)).toContain(lead);
    const byEmail = await admin.request(`${STAFF_API_PATHS.privacyLeadSearch}?q=lidia@example.com`);
    expect((byEmail.body.leads as TPrivacyLeadMatch[]).map((item) => item.id)).toEqual([lead]);
    expect((await admin.request(`${STAFF_API_PATHS.privacyLeadSearch}?q=55`)).status).toBe(400);
    const { rows } = await db.pool.query(
      `SELECT detail FROM privacy_audit WHERE action = 'lead.searched' ORDER BY id DESC LIMIT 2`,
    );
    expect(rows.map((row) => row.detail)).toEqual([
      { by: 'email', found: 1 },
      { by: 'phone', found: 1 },
    ]);
  });

  it('When an intake member or an editor asks, then every privacy request call is refused 403 in their language', async () => {
    for (const who of [intake, editor]) {
      expect((await who.request(STAFF_API_PATHS.privacyRequests)).status).toBe(403);
      const posted = await create({}, who, '?lang=en');
      expect(posted.status).toBe(403);
      expect(posted.body.message).toBe('Your account is not allowed to do this.');
      expect((await who.request(`${STAFF_API_PATHS.privacyLeadSearch}?q=9155550177`)).status).toBe(
        403,
      );
    }
  });
});
