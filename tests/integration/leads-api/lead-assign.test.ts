import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TInboxList } from '@firm/shared/staff/inbox-list';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { seedLead } from '../../support/seed-lead';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(60_000);

describe('Reassigning a lead, "Mis prospectos" and availability', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let luis: TTestStaff;
  let ana: TTestStaff;
  let member: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('leadassign');
    api = await startLeadsApi({ pool: db.pool });
    luis = await addTestStaff(db.pool, { role: 'intake' });
    ana = await addTestStaff(db.pool, { role: 'intake' });
    member = await signedInVisitor(api.url, luis);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const ownerOf = async (leadId: number) =>
    (await db.pool.query('SELECT owner_id FROM leads WHERE id = $1', [leadId])).rows[0].owner_id as
      number | null;

  it('When a member gives a lead to Ana, then she owns it, the lead answer names her and the timeline says who did it', async () => {
    const lead = await seedLead(db.pool);
    const before = await ownerOf(lead);
    expect(before).not.toBeNull();
    const answer = await member.postJson(staffLeadPath(lead, 'assign'), { staffId: ana.id });
    expect(answer.status).toBe(200);
    expect(await ownerOf(lead)).toBe(ana.id);
    const detail = await member.request(staffLeadPath(lead));
    expect(detail.body.owner).toEqual({ id: ana.id, name: ana.name });
    const timeline = await member.request(staffLeadPath(lead, 'timeline'));
    const entry = (timeline.body.entries as TTimelineEntry[])[0]!;
    expect(entry).toMatchObject({
      kind: 'assigned',
      to: { id: ana.id, name: ana.name },
      actor: { id: luis.id, name: luis.name },
    });
    const { rows } = await db.pool.query(
      'SELECT actor_id, from_staff_id, to_staff_id FROM lead_assignments WHERE lead_id = $1',
      [lead],
    );
    expect(rows).toEqual([{ actor_id: luis.id, from_staff_id: before, to_staff_id: ana.id }]);
    // sent twice (a double tap): nothing more is written
    const again = await member.postForm(staffLeadPath(lead, 'assign'), { staffId: String(ana.id) });
    expect(again).toMatchObject({ status: 200, body: { entry: null } });
    const count = await db.pool.query('SELECT count(*)::int AS n FROM lead_assignments');
    expect(count.rows[0].n).toBe(1);
  });

  it("When the member is unknown, disabled or an editor, then 400 says so in the member's language and the owner stays", async () => {
    const lead = await seedLead(db.pool);
    const owner = await ownerOf(lead);
    const editor = await addTestStaff(db.pool, { role: 'editor' });
    const gone = await addTestStaff(db.pool, { role: 'intake' });
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [gone.id]);
    const cases: [unknown, string][] = [
      [987654, 'Ese miembro del equipo no existe.'],
      ['', 'Por favor elija a un miembro del equipo.'],
      [
        gone.id,
        `La cuenta de ${gone.name} está desactivada. Por favor elija a otro miembro del equipo.`,
      ],
      [
        editor.id,
        `${editor.name} es editor del sitio y no atiende prospectos. Por favor elija a alguien del equipo de admisión.`,
      ],
    ];
    for (const [staffId, message] of cases) {
      const answer = await member.postJson(staffLeadPath(lead, 'assign'), { staffId });
      expect(answer).toMatchObject({ status: 400, body: { message } });
    }
    const english = await member.postJson(`${staffLeadPath(lead, 'assign')}?lang=en`, {
      staffId: 987654,
    });
    expect(english.body.message).toBe('That team member does not exist.');
    expect(await ownerOf(lead)).toBe(owner);
    const unknownLead = await member.postJson(staffLeadPath(99_999_999, 'assign'), {
      staffId: ana.id,
    });
    expect(unknownLead.status).toBe(404);
  });

  it('When an editor tries to reassign, then 403; anonymous, 401', async () => {
    const lead = await seedLead(db.pool);
    const editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
    expect((await editor.postJson(staffLeadPath(lead, 'assign'), { staffId: ana.id })).status).toBe(
      403,
    );
    const anonymous = await new Visitor(api.url).postJson(staffLeadPath(lead, 'assign'), {
      staffId: ana.id,
    });
    expect(anonymous.status).toBe(401);
  });

  it('When Luis asks for his own leads, then the list holds only the leads he owns, each naming its owner', async () => {
    const mine = await seedLead(db.pool);
    const theirs = await seedLead(db.pool);
    await member.postJson(staffLeadPath(mine, 'assign'), { staffId: luis.id });
    await member.postJson(staffLeadPath(theirs, 'assign'), { staffId: ana.id });
    const answer = await member.request(`${STAFF_API_PATHS.leads}?owner=me`);
    const list = answer.body as unknown as TInboxList;
    const ids = list.leads.map((lead) => lead.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.leads.every((lead) => lead.owner?.id === luis.id)).toBe(true);
    expect(list.filter).toEqual(expect.objectContaining({ owner: 'me' }));
    expect(list.filter).not.toHaveProperty('viewerId');
    const all = (await member.request(STAFF_API_PATHS.leads)).body as unknown as TInboxList;
    expect(all.leads.find((lead) => lead.id === theirs)?.owner).toEqual({
      id: ana.id,
      name: ana.name,
    });
  });

  it('When a member marks themself away and back, then round-robin skips them meanwhile and each change is audited', async () => {
    const solo = await addTestStaff(db.pool, { role: 'intake' });
    const visitor = await signedInVisitor(api.url, solo);
    expect((await visitor.request(STAFF_API_PATHS.availability)).body.available).toBe(true);
    const away = await visitor.postJson(STAFF_API_PATHS.availability, { available: false });
    expect(away).toMatchObject({ status: 200, body: { available: false } });
    // only `solo` away: no new lead goes to them
    const owners = new Set<number | null>();
    for (let i = 0; i < 6; i += 1) owners.add(await ownerOf(await seedLead(db.pool)));
    expect(owners.has(solo.id)).toBe(false);
    const back = await visitor.postForm(STAFF_API_PATHS.availability, { available: 'true' });
    expect(back).toMatchObject({ status: 200, body: { available: true } });
    const { rows } = await db.pool.query(
      'SELECT action, actor_id FROM staff_audit WHERE target_id = $1 ORDER BY id',
      [solo.id],
    );
    expect(rows.slice(-2)).toEqual([
      { action: 'account.away', actor_id: solo.id },
      { action: 'account.available', actor_id: solo.id },
    ]);
    const bad = await visitor.postJson(STAFF_API_PATHS.availability, { available: 'maybe' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Por favor indique si está disponible o ausente.' },
    });
    const editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
    expect((await editor.postJson(STAFF_API_PATHS.availability, { available: false })).status).toBe(
      403,
    );
  });
});
