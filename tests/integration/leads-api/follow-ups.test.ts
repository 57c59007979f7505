import {
  STAFF_API_PATHS,
  staffFollowUpDonePath,
  staffLeadPath,
} from '@firm/shared/routes/staff-paths';
import type { TFollowUpView } from '@firm/shared/staff/follow-ups';
import type { TInboxOverview } from '@firm/shared/staff/inbox-list';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, ManualClock, signedInVisitor, type TTestStaff } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { uniquePhone } from '../../support/lead-factory';
import { insertInboxLead } from './support/inbox-leads';

jest.setTimeout(30_000);

describe('Follow-ups: "Llamar de nuevo" (issue 29 §4)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: TTestStaff;
  let member: Visitor;
  let colleague: Visitor;
  let editor: Visitor;
  // a Tuesday, 10:00 in El Paso
  const clock = new ManualClock(Date.parse('2030-01-15T10:00:00-07:00'));

  beforeAll(async () => {
    db = await createIsolatedDatabase('followups');
    api = await startLeadsApi({ pool: db.pool, firstContactClock: clock });
    intake = await addTestStaff(db.pool, { role: 'intake' });
    member = await signedInVisitor(api.url, intake);
    colleague = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const setFollowUp = (leadId: number, body: Record<string, string>, who = member) =>
    who.postJson(staffLeadPath(leadId, 'follow-ups'), body);
  const overview = async (who: Visitor) =>
    (await who.request(STAFF_API_PATHS.overview)).body as unknown as TInboxOverview;

  it('When a member sets a call for this afternoon on the firm clock, then it is stored, on the timeline, on the lead and on their "Para hoy"', async () => {
    const lead = await insertInboxLead(db.pool, { name: 'Gloria Siete' });
    const answer = await setFollowUp(lead, {
      dueAt: '2030-01-15T16:30',
      note: '  Después de su trabajo  ',
    });
    expect(answer.status).toBe(201);
    const followUp = answer.body.followUp as TFollowUpView;
    expect(followUp).toMatchObject({
      leadId: lead,
      dueAt: '2030-01-15T23:30:00.000Z',
      note: 'Después de su trabajo',
      createdBy: { id: intake.id },
      doneAt: null,
    });
    const timeline = (await member.request(staffLeadPath(lead, 'timeline'))).body
      .entries as TTimelineEntry[];
    expect(timeline[0]).toMatchObject({
      kind: 'follow-up',
      followUpId: followUp.id,
      dueAt: '2030-01-15T23:30:00.000Z',
    });
    const detail = (await member.request(staffLeadPath(lead))).body as unknown as TLeadDetail;
    expect(detail.followUps.map((item) => item.id)).toEqual([followUp.id]);
    expect((await overview(member)).followUpsToday).toEqual([
      expect.objectContaining({ id: followUp.id, leadName: 'Gloria Siete' }),
    ]);
    // another member's list holds their own only
    expect((await overview(colleague)).followUpsToday.map((item) => item.id)).not.toContain(
      followUp.id,
    );
  });

  it('When a colleague sets a call on a lead a member owns, then it is on both their "Para hoy" lists', async () => {
    const lead = await insertInboxLead(db.pool, { name: 'Ofelia Dueña' });
    await db.pool.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [lead, intake.id]);
    const answer = await setFollowUp(lead, { dueAt: '2030-01-15T15:00' }, colleague);
    expect(answer.status).toBe(201);
    const id = (answer.body.followUp as TFollowUpView).id;
    expect((await overview(member)).followUpsToday.map((item) => item.id)).toContain(id);
    expect((await overview(colleague)).followUpsToday.map((item) => item.id)).toContain(id);
  });

  it("When the call is set for tomorrow, then it is not on today's list; ISO times with an offset are read as written", async () => {
    const lead = await insertInboxLead(db.pool);
    const answer = await setFollowUp(lead, { dueAt: '2030-01-16T09:15:00-07:00' });
    expect(answer.status).toBe(201);
    const id = (answer.body.followUp as TFollowUpView).id;
    expect((await overview(member)).followUpsToday.map((item) => item.id)).not.toContain(id);
  });

  it.each([
    [
      'a past time',
      '2030-01-15T09:00',
      'Esa fecha y hora ya pasaron. Por favor elija una hora de ahora en adelante.',
    ],
    ['no time', '', 'Por favor elija la fecha y la hora de la llamada.'],
    ['a malformed time', 'mañana', 'Por favor elija la fecha y la hora de la llamada.'],
    [
      'a time two years ahead',
      '2032-01-15T10:00',
      'Un seguimiento puede fijarse como máximo con 365 días de anticipación.',
    ],
  ])(
    'When the member sends %s, then it is 400 with a clear Spanish message and nothing is stored',
    async (_what, dueAt, message) => {
      const lead = await insertInboxLead(db.pool);
      const answer = await setFollowUp(lead, { dueAt });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors).toEqual([{ field: 'dueAt', message }]);
      const { rows } = await db.pool.query('SELECT 1 FROM lead_follow_ups WHERE lead_id = $1', [
        lead,
      ]);
      expect(rows).toHaveLength(0);
    },
  );

  it('When the English page sends a past time, then the message is in English', async () => {
    const lead = await insertInboxLead(db.pool);
    const answer = await member.postJson(`${staffLeadPath(lead, 'follow-ups')}?lang=en`, {
      dueAt: '2030-01-14T16:30',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'That date and time have passed. Please choose a time from now on.',
    );
  });

  it('When the lead is marked "do not contact" or was erased, then no call back can be set (409, in the member’s language); a STOP reply alone does not stop it', async () => {
    // a phone and e-mail of its own: the mark reaches every lead with them
    const marked = await insertInboxLead(db.pool, { phone: uniquePhone(), email: null });
    await member.postJson(staffLeadPath(marked, 'do-not-contact'), { reason: 'Pidió no llamar' });
    const refused = await setFollowUp(marked, { dueAt: '2030-01-15T16:30' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Este prospecto está marcado como «no contactar»: no se puede programar una llamada.',
    );
    const erased = await insertInboxLead(db.pool);
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO erased_contacts (form_variant, erased_by, reason, lead_count)
       VALUES ('contact-es', $1, 'Solicitud', 1) RETURNING id`,
      [intake.id],
    );
    await db.pool.query(
      `INSERT INTO lead_erasures (lead_id, erasure_id, erased_by, reason) VALUES ($1, $2, $3, 'Solicitud')`,
      [erased, rows[0]!.id, intake.id],
    );
    const onErased = await member.postJson(`${staffLeadPath(erased, 'follow-ups')}?lang=en`, {
      dueAt: '2030-01-15T16:30',
    });
    expect(onErased.status).toBe(409);
    expect(onErased.body.message).toBe("This contact's data was erased: no call back can be set.");
    const stopped = await insertInboxLead(db.pool);
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'text-stop' WHERE id = $1`,
      [stopped],
    );
    expect((await setFollowUp(stopped, { dueAt: '2030-01-15T16:30' })).status).toBe(201);
    const { rows: kept } = await db.pool.query(
      'SELECT count(*)::int AS n FROM lead_follow_ups WHERE lead_id = ANY($1::bigint[])',
      [[marked, erased]],
    );
    expect(kept[0]).toEqual({ n: 0 });
  });

  it('When an editor sets a follow-up, then it is 403; on an unknown lead, 404', async () => {
    const lead = await insertInboxLead(db.pool);
    expect((await setFollowUp(lead, { dueAt: '2030-01-15T16:30' }, editor)).status).toBe(403);
    expect((await setFollowUp(999_999_999, { dueAt: '2030-01-15T16:30' })).status).toBe(404);
  });

  it('When a call attempt is logged after the follow-up was set, then it is done by that contact', async () => {
    const lead = await insertInboxLead(db.pool);
    const set = await setFollowUp(lead, { dueAt: '2030-01-15T11:00' });
    const id = (set.body.followUp as TFollowUpView).id;
    await member.postJson(staffLeadPath(lead, 'calls'), { outcome: 'talked' });
    const detail = (await member.request(staffLeadPath(lead))).body as unknown as TLeadDetail;
    expect(detail.followUps).toEqual([
      expect.objectContaining({ id, doneReason: 'contact', doneAt: expect.any(String) }),
    ]);
    expect((await overview(member)).followUpsToday.map((item) => item.id)).not.toContain(id);
  });

  it("When a member marks a follow-up done, then it is done; a second time is 400, another lead's id 404", async () => {
    const lead = await insertInboxLead(db.pool);
    const other = await insertInboxLead(db.pool);
    const id = (
      (await setFollowUp(lead, { dueAt: '2030-01-15T12:00' })).body.followUp as TFollowUpView
    ).id;
    expect((await member.postJson(staffFollowUpDonePath(other, id), {})).status).toBe(404);
    const done = await member.postJson(staffFollowUpDonePath(lead, id), {});
    expect(done.status).toBe(200);
    expect(done.body.followUp).toMatchObject({ id, doneReason: 'marked' });
    const again = await member.postJson(staffFollowUpDonePath(lead, id), {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Ese seguimiento ya está hecho.');
  });

  it('When the member who set a follow-up is disabled, then it shows on the others\' "Para hoy"', async () => {
    const leaving = await addTestStaff(db.pool, { role: 'intake' });
    const lead = await insertInboxLead(db.pool, { name: 'Hugo Ocho' });
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at) VALUES ($1, $2, $3) RETURNING id`,
      [lead, leaving.id, new Date('2030-01-15T15:00:00-07:00')],
    );
    await db.pool.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [
      leaving.id,
    ]);
    expect((await overview(colleague)).followUpsToday.map((item) => item.id)).toContain(
      rows[0]!.id,
    );
  });
});
