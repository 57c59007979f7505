import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { insertInboxLead } from './support/inbox-leads';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

type TListed = { id: number; name: string; status: string; duplicatePhone: boolean };

describe('The intake inbox (list, detail, status, export)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: TTestStaff;
  let member: Visitor;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffinbox');
    api = await startLeadsApi({ pool: db.pool });
    intake = await addTestStaff(db.pool, { role: 'intake' });
    member = await signedInVisitor(api.url, intake);
    ids.jose = await insertInboxLead(db.pool, {
      name: 'José Núñez',
      phone: '5550102030',
      email: 'jose@example.com',
      form_variant: 'visa-es',
      section: 'Visa VAWA Español - google',
      source: 'google',
      received_at: '2030-03-01T18:00:00Z',
    });
    ids.joseAgain = await insertInboxLead(db.pool, {
      name: 'Jose Nunez',
      phone: '15550102030',
      section: 'Footer Español',
      received_at: '2030-03-05T18:00:00Z',
    });
    ids.ana = await insertInboxLead(db.pool, {
      name: 'Ana Pérez',
      phone: '5559998888',
      email: 'ANA@Example.com',
      source: 'facebook ads',
      received_at: '2030-03-10T18:00:00Z',
    });
    ids.bot = await insertInboxLead(db.pool, {
      name: 'Bot',
      phone: '5551112222',
      is_spam: true,
      received_at: '2030-03-11T18:00:00Z',
    });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const list = async (query: string) => {
    const answer = await member.request(`${STAFF_API_PATHS.leads}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { total: number; leads: TListed[]; filter: Record<string, unknown> };
  };
  const names = async (query: string) => (await list(query)).leads.map((lead) => lead.name);

  it('When the list is opened without filters, then real leads come newest first and spam is left out', async () => {
    expect(await names('')).toEqual(['Ana Pérez', 'Jose Nunez', 'José Núñez']);
    expect(await names('spam=yes')).toEqual(['Bot']);
    expect(await names('spam=all')).toHaveLength(4);
  });

  it('When filters are given, then status, form, seccion prefix, source and the date range narrow the list', async () => {
    expect(await names('form=visa-es')).toEqual(['José Núñez']);
    expect(await names('seccion=visa%20vawa')).toEqual(['José Núñez']);
    expect(await names('source=facebook%20ads')).toEqual(['Ana Pérez']);
    expect(await names('from=2030-03-05&to=2030-03-05')).toEqual(['Jose Nunez']);
    expect(await names('to=2030-03-04')).toEqual(['José Núñez']);
    expect(await names('status=Spam&spam=all')).toEqual(['Bot']);
    expect(await names('status=Contacted')).toEqual([]);
  });

  it('When nonsense filters are given, then they are dropped and the answer says what was applied', async () => {
    const answer = await list('status=Nope&from=yesterday&page=-3&spam=maybe');
    expect(answer.filter).toMatchObject({ page: 1, spam: 'no' });
    expect(answer.filter.status).toBeUndefined();
    expect(answer.total).toBe(3);
  });

  it('When a name is searched with or without accents, then both spellings are found', async () => {
    expect(await names('q=jose%20nunez')).toEqual(['Jose Nunez', 'José Núñez']);
    expect(await names('q=JOSÉ%20NÚÑEZ')).toEqual(['Jose Nunez', 'José Núñez']);
    expect(await names('q=perez')).toEqual(['Ana Pérez']);
    expect(await names('q=ana%40example')).toEqual(['Ana Pérez']);
    expect(await names('q=(555)%20999-8888')).toEqual(['Ana Pérez']);
  });

  it('When another lead has the same phone digits, then both carry the duplicate badge and the detail lists the other', async () => {
    const leads = (await list('')).leads;
    const flag = (name: string) => leads.find((lead) => lead.name === name)?.duplicatePhone;
    expect(flag('José Núñez')).toBe(true);
    expect(flag('Jose Nunez')).toBe(true);
    expect(flag('Ana Pérez')).toBe(false);
    const detail = await member.request(staffLeadPath(ids.jose!));
    expect((detail.body.samePhone as { id: number }[]).map((other) => other.id)).toEqual([
      ids.joseAgain,
    ]);
  });

  it('When a member changes a status with a note, then the lead moves and the trail says who, from, to and why', async () => {
    const changed = await member.postForm(staffLeadPath(ids.ana!, 'status'), {
      status: 'Contacted',
      note: 'Llamó de vuelta',
    });
    expect(changed.status).toBe(200);
    const detail = await member.request(staffLeadPath(ids.ana!));
    expect((detail.body.lead as { status: string }).status).toBe('Contacted');
    const timeline = await member.request(staffLeadPath(ids.ana!, 'timeline'));
    const entries = timeline.body.entries as { kind: string }[];
    expect(entries.find((entry) => entry.kind === 'status')).toEqual(
      expect.objectContaining({
        kind: 'status',
        from: 'New Lead',
        to: 'Contacted',
        note: 'Llamó de vuelta',
        actor: expect.objectContaining({ email: intake.email }),
      }),
    );
    expect(await names('status=Contacted')).toEqual(['Ana Pérez']);
  });

  it('When a lead is marked spam and then not spam, then both are status changes and the spam flag follows', async () => {
    expect(
      (await member.postForm(staffLeadPath(ids.joseAgain!, 'status'), { status: 'Spam' })).status,
    ).toBe(200);
    expect(await names('spam=yes')).toEqual(['Bot', 'Jose Nunez']);
    expect(
      (await member.postForm(staffLeadPath(ids.joseAgain!, 'status'), { status: 'Qualified' }))
        .status,
    ).toBe(200);
    const { rows } = await db.pool.query(
      'SELECT from_status, to_status FROM lead_status_changes WHERE lead_id = $1 ORDER BY id',
      [ids.joseAgain],
    );
    expect(rows).toEqual([
      { from_status: 'New Lead', to_status: 'Spam' },
      { from_status: 'Spam', to_status: 'Qualified' },
    ]);
    expect(
      (await db.pool.query('SELECT is_spam FROM leads WHERE id = $1', [ids.joseAgain])).rows[0],
    ).toEqual({ is_spam: false });
  });

  it("When a status is unknown, unchanged, or posted without the token, then it is refused in the caller's language", async () => {
    const unknown = await member.postForm(`${staffLeadPath(ids.ana!, 'status')}?lang=en`, {
      status: 'Won',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Please choose a status.');
    const same = await member.postForm(staffLeadPath(ids.ana!, 'status'), { status: 'Contacted' });
    expect(same.body.message).toBe('El prospecto ya tiene ese estado.');
    const forged = await member.postForm(
      staffLeadPath(ids.ana!, 'status'),
      { status: 'Retained' },
      { token: null },
    );
    expect(forged.status).toBe(403);
    const missing = await member.postForm(staffLeadPath(999_999, 'status'), { status: 'Retained' });
    expect(missing.status).toBe(404);
  });

  it('When the filtered list is exported, then the CSV has a BOM, a header, the accents and neutralised formulas', async () => {
    const formula = await insertInboxLead(db.pool, {
      name: '=HYPERLINK("http://evil.test","clic")',
      phone: '5554443333',
      email: '@x.test',
      section: '+Campaña, "especial"',
      source: 'export-test',
    });
    const response = await fetch(`${api.url}${STAFF_API_PATHS.leadsExport}?source=export-test`, {
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(/^id,received_at,status,nombre,phone,email,form,seccion,/);
    expect(lines[1]).toContain(`${formula},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""clic"")"`);
    expect(lines[1]).toContain(`,'@x.test,`);
    expect(lines[1]).toContain(`"'+Campaña, ""especial"""`);
    expect(lines).toHaveLength(3);

    const accents = await fetch(`${api.url}${STAFF_API_PATHS.leadsExport}?q=nunez&spam=all`, {
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(await accents.text()).toContain('José Núñez');
  });

  it('When nobody is signed in, then no inbox answer carries lead data', async () => {
    const anonymous = new Visitor(api.url);
    for (const path of [
      STAFF_API_PATHS.leads,
      `${STAFF_API_PATHS.leadsExport}?spam=all`,
      staffLeadPath(ids.jose!),
      STAFF_API_PATHS.routing,
      STAFF_API_PATHS.routingAudit,
    ]) {
      const answer = await anonymous.request(path);
      expect(answer.status).toBe(401);
      expect(JSON.stringify(answer.body)).not.toMatch(/Núñez|Pérez|555/);
    }
    for (const path of [
      staffLeadPath(ids.jose!, 'status'),
      staffLeadPath(ids.jose!, 'resend'),
      STAFF_API_PATHS.routing,
    ]) {
      expect((await anonymous.postForm(path, { status: 'Retained' })).status).toBe(401);
    }
    expect((await db.pool.query('SELECT count(*)::int AS n FROM lead_resends')).rows[0]).toEqual({
      n: 0,
    });
  });
});
