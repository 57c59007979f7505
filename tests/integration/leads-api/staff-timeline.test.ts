import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { insertInboxLead } from './support/inbox-leads';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

describe("A lead's timeline: notes and call attempts", () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: TTestStaff;
  let member: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('stafftimeline');
    api = await startLeadsApi({ pool: db.pool });
    intake = await addTestStaff(db.pool, { role: 'intake' });
    member = await signedInVisitor(api.url, intake);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const timeline = async (leadId: number) => {
    const answer = await member.request(staffLeadPath(leadId, 'timeline'));
    expect(answer.status).toBe(200);
    return answer.body.entries as TTimelineEntry[];
  };
  const count = async (table: string, leadId: number) =>
    (
      await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE lead_id = $1`,
        [leadId],
      )
    ).rows[0]!.n;

  it('When a member writes a note, then it is stored with who and when, the status stays, and the timeline shows it first', async () => {
    const lead = await insertInboxLead(db.pool, { name: 'Nota Sola' });
    const answer = await member.postJson(staffLeadPath(lead, 'notes'), {
      body: '  Pidió que llamemos después de las 5:30, ¿sí?  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.entry).toMatchObject({
      kind: 'note',
      body: 'Pidió que llamemos después de las 5:30, ¿sí?',
      actor: { id: intake.id, email: intake.email },
    });
    const { rows } = await db.pool.query(
      'SELECT actor_id, body, at FROM lead_notes WHERE lead_id = $1',
      [lead],
    );
    expect(rows).toEqual([
      {
        actor_id: intake.id,
        body: 'Pidió que llamemos después de las 5:30, ¿sí?',
        at: expect.any(Date),
      },
    ]);
    const status = await db.pool.query('SELECT status FROM leads WHERE id = $1', [lead]);
    expect(status.rows[0]).toEqual({ status: 'New Lead' });
    expect(await count('lead_status_changes', lead)).toBe(0);
    const entries = await timeline(lead);
    expect(entries.map((entry) => entry.kind)).toEqual(['note', 'received']);
  });

  it("When a note is empty or too long, then 400 says so in the member's language and nothing is stored", async () => {
    const lead = await insertInboxLead(db.pool);
    const empty = await member.postJson(staffLeadPath(lead, 'notes'), { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Escriba la nota antes de guardarla.');
    const emptyEn = await member.postForm(`${staffLeadPath(lead, 'notes')}?lang=en`, { body: '' });
    expect(emptyEn.status).toBe(400);
    expect(emptyEn.body.message).toBe('Please write the note before saving it.');
    const long = await member.postJson(staffLeadPath(lead, 'notes'), { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('La nota puede tener como máximo 2000 caracteres.');
    expect(await count('lead_notes', lead)).toBe(0);
  });

  it("When a call's outcome is unknown or missing, then 400 says so in the member's language and nothing is stored", async () => {
    const lead = await insertInboxLead(db.pool);
    const unknown = await member.postJson(staffLeadPath(lead, 'calls'), { outcome: 'won' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Por favor elija cómo resultó la llamada.');
    const missing = await member.postJson(`${staffLeadPath(lead, 'calls')}?lang=en`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please choose how the call went.');
    const channel = await member.postJson(staffLeadPath(lead, 'call-drafts'), { channel: 'fax' });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toBe('Por favor elija teléfono o WhatsApp.');
    expect(await count('lead_calls', lead)).toBe(0);
    expect(await count('lead_call_drafts', lead)).toBe(0);
  });

  it('When the lead does not exist, then notes, calls, drafts and the timeline answer 404', async () => {
    for (const id of [999_999, 0]) {
      expect((await member.request(staffLeadPath(id, 'timeline'))).status).toBe(404);
      const note = await member.postJson(staffLeadPath(id, 'notes'), { body: 'hola' });
      expect(note.status).toBe(404);
      expect(note.body.message).toBe('Ese prospecto no existe.');
      const call = await member.postJson(staffLeadPath(id, 'calls'), { outcome: 'talked' });
      expect(call.status).toBe(404);
      const draft = await member.postJson(staffLeadPath(id, 'call-drafts'), { channel: 'phone' });
      expect(draft.status).toBe(404);
    }
    expect((await member.request('/api/staff/leads/abc/timeline')).status).toBe(404);
  });

  it('When a post comes without the anti-forgery token or without a session, then it is refused and nothing is stored', async () => {
    const lead = await insertInboxLead(db.pool, { name: 'Sin Token' });
    for (const [action, body] of [
      ['notes', { body: 'hola' }],
      ['calls', { outcome: 'talked' }],
      ['call-drafts', { channel: 'phone' }],
    ] as const) {
      const forged = await member.postJson(staffLeadPath(lead, action), body, { token: null });
      expect(forged.status).toBe(403);
      const anonymous = await new Visitor(api.url).postJson(staffLeadPath(lead, action), body);
      expect(anonymous.status).toBe(401);
    }
    const anonymousRead = await new Visitor(api.url).request(staffLeadPath(lead, 'timeline'));
    expect(anonymousRead.status).toBe(401);
    expect(JSON.stringify(anonymousRead.body)).not.toContain('Sin Token');
    for (const table of ['lead_notes', 'lead_calls', 'lead_call_drafts'])
      expect(await count(table, lead)).toBe(0);
  });

  it('When a member begins a call from the page and records its outcome, then one call shows with when it began, and a second outcome is refused', async () => {
    const lead = await insertInboxLead(db.pool);
    const begun = await member.postJson(staffLeadPath(lead, 'call-drafts'), {
      channel: 'whatsapp',
    });
    expect(begun.status).toBe(201);
    const draftId = begun.body.draftId as number;
    expect((await timeline(lead))[0]).toMatchObject({
      kind: 'call-draft',
      draftId,
      channel: 'whatsapp',
      actor: { id: intake.id },
    });

    const done = await member.postForm(staffLeadPath(lead, 'calls'), {
      outcome: 'voicemail',
      note: 'Dejé mensaje a las 11',
      draft: String(draftId),
    });
    expect(done.status).toBe(201);
    const entries = await timeline(lead);
    expect(entries.map((entry) => entry.kind)).toEqual(['call', 'received']);
    expect(entries[0]).toMatchObject({
      kind: 'call',
      outcome: 'voicemail',
      channel: 'whatsapp',
      note: 'Dejé mensaje a las 11',
      startedAt: (begun.body.entry as TTimelineEntry).at,
      actor: { id: intake.id, email: intake.email },
    });

    const again = await member.postJson(staffLeadPath(lead, 'calls'), {
      outcome: 'talked',
      draft: String(draftId),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Esa llamada ya tiene su resultado.');
    const other = await insertInboxLead(db.pool);
    const elsewhere = await member.postJson(staffLeadPath(other, 'calls'), {
      outcome: 'talked',
      draft: String(draftId),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Esa llamada no se inició en este prospecto.');
    expect(await count('lead_calls', lead)).toBe(1);
    expect(await count('lead_calls', other)).toBe(0);
  });

  it('When many things happened to a lead, then the timeline lists them newest first, each with who and when', async () => {
    const lead = await insertInboxLead(db.pool, { received_at: '2030-03-01T17:00:00Z' });
    const at = (minute: number) => `2030-03-01T17:${String(minute).padStart(2, '0')}:00Z`;
    await db.pool.query(
      `INSERT INTO deliveries (kind, subject_key, target, lead_id, detail, sent_at)
       VALUES ('intake_email', $2, 'intake', $1, 'to intake@firm.test', $3),
              ('webhook', $2, 'https://crm.test/hook', $1, '200', $4),
              ('intake_email', $5, 'intake', $1, 'to intake@firm.test', $6)`,
      [lead, `lead-${lead}`, at(1), at(2), `lead-${lead}-resend-1`, at(9)],
    );
    await db.pool.query(
      `INSERT INTO lead_status_changes (lead_id, actor_id, from_status, to_status, note, at)
       VALUES ($1, $2, 'New Lead', 'Contacted', 'habló', $3)`,
      [lead, intake.id, at(5)],
    );
    await db.pool.query(
      `INSERT INTO lead_notes (lead_id, actor_id, body, at) VALUES ($1, $2, 'nota', $3)`,
      [lead, intake.id, at(3)],
    );
    await db.pool.query(
      `INSERT INTO lead_calls (lead_id, actor_id, outcome, at) VALUES ($1, $2, 'no_answer', $3)`,
      [lead, intake.id, at(4)],
    );
    await db.pool.query(
      `INSERT INTO lead_resends (lead_id, requested_by, requested_at) VALUES ($1, $2, $3)`,
      [lead, intake.id, at(8)],
    );
    const entries = await timeline(lead);
    expect(entries.map((entry) => [entry.kind, entry.at])).toEqual([
      ['delivery', '2030-03-01T17:09:00.000Z'],
      ['resend', '2030-03-01T17:08:00.000Z'],
      ['status', '2030-03-01T17:05:00.000Z'],
      ['call', '2030-03-01T17:04:00.000Z'],
      ['note', '2030-03-01T17:03:00.000Z'],
      ['delivery', '2030-03-01T17:02:00.000Z'],
      ['delivery', '2030-03-01T17:01:00.000Z'],
      ['received', '2030-03-01T17:00:00.000Z'],
    ]);
    expect(entries[0]).toMatchObject({ resend: true, actor: null });
    expect(entries[5]).toMatchObject({ channel: 'webhook', target: 'https://crm.test/hook' });
    for (const entry of entries.slice(1, 5)) expect(entry.actor).toMatchObject({ id: intake.id });
    expect(entries[7]).toMatchObject({ form: 'contact-es', seccion: 'Contacto Español' });
  });

  it('When a lead typed in from social media carries notes, then they open its timeline as a note by that member', async () => {
    const lead = await insertInboxLead(db.pool, { name: 'Desde Facebook' });
    await db.pool.query(
      `UPDATE leads SET origin = 'social_media', message = 'Escribió por Messenger', entered_by_staff_id = $2
        WHERE id = $1`,
      [lead, intake.id],
    );
    const entries = await timeline(lead);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Escribió por Messenger' }),
      expect.objectContaining({ kind: 'received', origin: 'social_media' }),
    ]);
    expect(entries[0]!.actor).toMatchObject({ id: intake.id });
    expect(entries[1]!.actor).toMatchObject({ id: intake.id });
  });

  it('When a stored note or call is changed, then the database refuses: a correction is a new entry', async () => {
    const lead = await insertInboxLead(db.pool);
    await member.postJson(staffLeadPath(lead, 'notes'), { body: 'primera versión' });
    await member.postJson(staffLeadPath(lead, 'calls'), { outcome: 'talked' });
    await expect(
      db.pool.query(`UPDATE lead_notes SET body = 'otra' WHERE lead_id = $1`, [lead]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.pool.query(`UPDATE lead_calls SET outcome = 'no_answer' WHERE lead_id = $1`, [lead]),
    ).rejects.toThrow(/append-only/);
    const { rows } = await db.pool.query('SELECT body FROM lead_notes WHERE lead_id = $1', [lead]);
    expect(rows).toEqual([{ body: 'primera versión' }]);
  });
});
