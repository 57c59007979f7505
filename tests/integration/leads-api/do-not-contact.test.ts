import twilio from 'twilio';
import { randomUUID } from 'node:crypto';
import {
  ATTRIBUTION_COOKIE,
  attributionFromRequest,
  serializeAttribution,
} from '@firm/shared/attribution/attribution';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { TEXT_OPT_OUT_REASON } from '@firm/shared/leads/contact-preferences';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TInboxList } from '@firm/shared/staff/inbox-list';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import type { TLeadTimeline } from '@firm/shared/staff/lead-timeline';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { insertInboxLead } from './support/inbox-leads';

jest.setTimeout(60_000);

const SMS_TOKEN = 'dnc-test-auth-token';
const SIGNED_URL = `http://localhost:3000${API_PATHS.smsInbound}`;

/** The same ten digits spelled three ways, as people type them. */
function spellings(): { plain: string; international: string; dashed: string } {
  const digits = uniquePhone();
  const [area, mid, end] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return {
    plain: digits,
    international: `+1 (${area}) ${mid}-${end}`,
    dashed: `${area}-${mid}-${end}`,
  };
}

let mailSequence = 0;
const uniqueEmail = () => `persona${Date.now()}-${(mailSequence += 1)}@example.com`;

describe('Do not contact (issue 31 §1)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: Visitor;
  let admin: Visitor;
  let editor: Visitor;
  let intakeStaff: TTestStaff;
  let adminStaff: TTestStaff;

  beforeAll(async () => {
    db = await createIsolatedDatabase('donotcontact');
    api = await startLeadsApi({ pool: db.pool, smsAuthToken: SMS_TOKEN });
    intakeStaff = await addTestStaff(db.pool, { role: 'intake' });
    adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    intake = await signedInVisitor(api.url, intakeStaff);
    admin = await signedInVisitor(api.url, adminStaff);
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const markOf = async (id: number) =>
    (
      await db.pool.query<{ at: Date | null; reason: string | null }>(
        'SELECT do_not_contact_at AS at, do_not_contact_reason AS reason FROM leads WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const eventsOf = async (id: number) =>
    (
      await db.pool.query<{ event: string }>(
        `SELECT event FROM outbox WHERE subject_id = $1 AND event LIKE 'lead-%' ORDER BY id`,
        [id],
      )
    ).rows.map((row) => row.event);

  /** Posts a site form (Spanish contact page, consent given); resolves with the stored lead's id. */
  async function submit(
    overrides: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<number> {
    const fields = leadFields('contact-es', { idempotency_key: randomUUID(), ...overrides });
    const answer = await new Visitor(api.url, headers).postForm(API_PATHS.leadSubmit, fields);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.id;
  }

  it('When an intake member marks a lead from its page, then every lead with its phone (however spelled) or its e-mail (any case) is marked, the others are not, and each timeline says who and why', async () => {
    const phone = spellings();
    const email = uniqueEmail();
    const lead = await insertInboxLead(db.pool, { phone: phone.plain, email });
    const samePhone = await insertInboxLead(db.pool, { phone: phone.dashed, email: null });
    const sameEmail = await insertInboxLead(db.pool, {
      phone: uniquePhone(),
      email: ` ${email.toUpperCase()}`,
    });
    const stranger = await insertInboxLead(db.pool, { phone: uniquePhone(), email: uniqueEmail() });

    const answer = await intake.postJson(staffLeadPath(lead, 'do-not-contact'), {
      reason: 'Llamó y pidió que no la contactemos',
    });

    expect(answer.status).toBe(201);
    expect(answer.body.leadIds).toEqual([lead, samePhone, sameEmail].sort((a, b) => a - b));
    for (const id of [lead, samePhone, sameEmail]) {
      expect(await markOf(id)).toEqual({
        at: expect.any(Date),
        reason: 'Llamó y pidió que no la contactemos',
      });
      const timeline = (await intake.request(staffLeadPath(id, 'timeline')))
        .body as unknown as TLeadTimeline;
      expect(timeline.entries[0]).toMatchObject({
        kind: 'do-not-contact',
        action: 'marked',
        reason: 'Llamó y pidió que no la contactemos',
        actor: { id: intakeStaff.id },
      });
    }
    expect(await markOf(stranger)).toEqual({ at: null, reason: null });
    const { rows: entries } = await db.pool.query(
      `SELECT channel, contact_key, source, actor_id FROM do_not_contact_entries
        WHERE contact_key IN ($1, $2) ORDER BY channel`,
      [phone.plain, email],
    );
    expect(entries).toEqual([
      { channel: 'email', contact_key: email, source: 'staff', actor_id: intakeStaff.id },
      { channel: 'phone', contact_key: phone.plain, source: 'staff', actor_id: intakeStaff.id },
    ]);
  });

  it('When a marked person sends a new form with the phone spelled +1 (915)…, then it is stored, shows the mark at once, and no acknowledgment e-mail or text is announced', async () => {
    const phone = spellings();
    const lead = await insertInboxLead(db.pool, { phone: phone.dashed, email: uniqueEmail() });
    await intake.postJson(staffLeadPath(lead, 'do-not-contact'), { reason: 'Pidió por correo' });

    const later = await submit({ phone: phone.international, email: uniqueEmail() });

    expect(await markOf(later)).toMatchObject({ reason: 'Pidió por correo' });
    expect(await eventsOf(later)).toEqual([OUTBOX_EVENTS.leadAccepted]);
    const detail = (await intake.request(staffLeadPath(later))).body as unknown as TLeadDetail;
    expect(detail.doNotContact).toEqual({
      at: expect.any(String),
      reason: 'Pidió por correo',
      byText: false,
    });
    const list = (await intake.request(STAFF_API_PATHS.leads)).body as unknown as TInboxList;
    expect(list.leads.find((item) => item.id === later)?.doNotContact).toMatchObject({
      reason: 'Pidió por correo',
    });
  });

  it('When an unmarked person sends the same form, then both acknowledgments are announced (the control)', async () => {
    const lead = await submit({ phone: spellings().international, email: uniqueEmail() });
    expect(await markOf(lead)).toEqual({ at: null, reason: null });
    expect(await eventsOf(lead)).toEqual([
      OUTBOX_EVENTS.leadAccepted,
      OUTBOX_EVENTS.leadAcknowledge,
      OUTBOX_EVENTS.leadAcknowledgeByText,
    ]);
  });

  it('When an admin marks an e-mail typed in capitals, then the leads with it are marked and a later lead from it takes the mark', async () => {
    const email = uniqueEmail();
    const lead = await insertInboxLead(db.pool, { phone: uniquePhone(), email });
    const answer = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      email: `  ${email.toUpperCase()} `,
      reason: 'Solicitud de privacidad recibida por correo',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ leadIds: [lead], emailKey: email, phoneKey: null });
    const later = await submit({ phone: uniquePhone(), email });
    expect(await markOf(later)).toMatchObject({
      reason: 'Solicitud de privacidad recibida por correo',
    });
    expect(await eventsOf(later)).toEqual([OUTBOX_EVENTS.leadAccepted]);
  });

  it('When the admins’ mark comes without a contact, with a short phone, a bad e-mail or no reason, then it is refused with the reasons in Spanish', async () => {
    const empty = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, { reason: 'x' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Por favor ingrese un teléfono o un correo electrónico.');
    const bad = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      phone: '55-12',
      email: 'no es correo',
      reason: '  ',
    });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { message: string }[]).map((error) => error.message)).toEqual([
      'Este teléfono tiene muy pocos dígitos.',
      'Este correo electrónico no es válido.',
      'Por favor escriba el motivo (quién lo pidió y cómo).',
    ]);
    const noReason = await intake.postJson(
      staffLeadPath(await insertInboxLead(db.pool, { phone: uniquePhone() }), 'do-not-contact'),
      { reason: '' },
    );
    expect(noReason.status).toBe(422);
  });

  it('When an intake member or an editor uses the admins’ tools, then they are refused in their language and nothing changes', async () => {
    const phone = uniquePhone();
    const lead = await insertInboxLead(db.pool, { phone, email: uniqueEmail() });
    const byIntake = await intake.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      phone,
      reason: 'x',
    });
    expect(byIntake.status).toBe(403);
    expect(byIntake.body.message).toBe('Su cuenta no tiene permiso para esto.');
    const byEditor = await editor.postJson(`${staffLeadPath(lead, 'do-not-contact')}?lang=en`, {
      reason: 'x',
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe('Your account is not allowed to do this.');
    await admin.postJson(staffLeadPath(lead, 'do-not-contact'), { reason: 'Pidió por teléfono' });
    const lift = await intake.postJson(staffLeadPath(lead, 'do-not-contact/lift'), {
      reason: 'Volvió a escribir',
    });
    expect(lift.status).toBe(403);
    expect(await markOf(lead)).toMatchObject({ reason: 'Pidió por teléfono' });
  });

  it('When an unmarked lead is lifted, then the answer is 409 in Spanish', async () => {
    const lead = await insertInboxLead(db.pool, { phone: uniquePhone(), email: uniqueEmail() });
    const lift = await admin.postJson(staffLeadPath(lead, 'do-not-contact/lift'), { reason: 'x' });
    expect(lift.status).toBe(409);
    expect(lift.body.message).toBe('Este prospecto no está marcado como «no contactar».');
  });

  it('When a marked lead is marked again from its page, then the first reason stays, the answer says it was marked already, and the repeat is on the timeline and in the audit like the privacy API’s', async () => {
    const phone = spellings();
    const lead = await insertInboxLead(db.pool, { phone: phone.plain, email: uniqueEmail() });
    const samePhone = await insertInboxLead(db.pool, { phone: phone.dashed, email: null });
    const first = await intake.postJson(staffLeadPath(lead, 'do-not-contact'), { reason: 'Pidió' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ alreadyMarked: false, leadIds: [lead, samePhone] });

    const again = await admin.postJson(staffLeadPath(lead, 'do-not-contact'), {
      reason: 'Lo repitió por teléfono',
    });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'success',
      alreadyMarked: true,
      leadIds: [],
      repeatedLeadIds: [lead, samePhone],
    });
    expect(await markOf(lead)).toMatchObject({ reason: 'Pidió' });
    for (const id of [lead, samePhone]) {
      const timeline = (await admin.request(staffLeadPath(id, 'timeline')))
        .body as unknown as TLeadTimeline;
      expect(
        timeline.entries
          .filter((entry) => entry.kind === 'do-not-contact')
          .map((entry) => entry.kind === 'do-not-contact' && [entry.reason, entry.actor?.id]),
      ).toEqual([
        ['Lo repitió por teléfono', adminStaff.id],
        ['Pidió', intakeStaff.id],
      ]);
    }
    const { rows: audit } = await db.pool.query(
      `SELECT actor_id, action, detail FROM privacy_audit WHERE lead_id = $1 ORDER BY id`,
      [lead],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: intakeStaff.id,
        action: 'lead.do_not_contact',
        detail: expect.objectContaining({ leadIds: [lead, samePhone], repeated: false }),
      }),
      {
        actor_id: adminStaff.id,
        action: 'lead.do_not_contact',
        detail: {
          source: 'staff',
          newlyListed: 0,
          leadIds: [],
          repeatedLeadIds: [lead, samePhone],
          repeated: true,
        },
      },
    ]);
  });

  it('When a lead that only answered STOP is marked from its page, then it is no repeat: every channel closes', async () => {
    const lead = await insertInboxLead(db.pool, { phone: uniquePhone(), email: null });
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = $2 WHERE id = $1`,
      [lead, TEXT_OPT_OUT_REASON],
    );
    const answer = await intake.postJson(staffLeadPath(lead, 'do-not-contact'), {
      reason: 'Tampoco quiere llamadas',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ alreadyMarked: false, leadIds: [lead] });
    expect(await markOf(lead)).toMatchObject({ reason: 'Tampoco quiere llamadas' });
  });

  it('When an admin marks again a phone and e-mail already on the list, then the repeat is on each lead’s timeline and in the audit, and the first reason stays', async () => {
    const phone = spellings();
    const email = uniqueEmail();
    const lead = await insertInboxLead(db.pool, { phone: phone.plain, email });
    const first = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      phone: phone.dashed,
      reason: 'Pidió por teléfono que no la llamemos',
    });
    expect(first.body).toMatchObject({ leadIds: [lead], repeatedLeadIds: [] });

    const again = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      phone: phone.international,
      email,
      reason: 'Lo repitió por correo',
    });

    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ leadIds: [], repeatedLeadIds: [lead] });
    expect(await markOf(lead)).toMatchObject({ reason: 'Pidió por teléfono que no la llamemos' });
    const timeline = (await admin.request(staffLeadPath(lead, 'timeline')))
      .body as unknown as TLeadTimeline;
    expect(
      timeline.entries.filter((entry) => entry.kind === 'do-not-contact').map((entry) => entry),
    ).toEqual([
      expect.objectContaining({
        action: 'marked',
        reason: 'Lo repitió por correo',
        actor: expect.objectContaining({ id: adminStaff.id }),
      }),
      expect.objectContaining({
        action: 'marked',
        reason: 'Pidió por teléfono que no la llamemos',
      }),
    ]);
    const { rows: audit } = await db.pool.query(
      `SELECT actor_id, action, detail FROM privacy_audit
        WHERE action = 'contact.do_not_contact' AND detail -> 'repeatedLeadIds' @> $1::jsonb
        ORDER BY id`,
      [JSON.stringify([lead])],
    );
    expect(audit).toEqual([
      {
        actor_id: adminStaff.id,
        action: 'contact.do_not_contact',
        detail: {
          source: 'staff',
          newlyListed: 1,
          leadIds: [],
          repeatedLeadIds: [lead],
          repeated: false,
        },
      },
    ]);
    // the same phone and e-mail a third time: nothing new at all, and the audit says it was a repeat
    await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, { email, reason: 'Tercera vez' });
    const { rows: last } = await db.pool.query(
      `SELECT detail FROM privacy_audit WHERE action = 'contact.do_not_contact' ORDER BY id DESC LIMIT 1`,
    );
    expect(last[0]!.detail).toMatchObject({ newlyListed: 0, repeated: true });
    expect(JSON.stringify(audit) + JSON.stringify(last)).not.toContain(phone.plain);
  });

  it('When an admin lifts the mark with a reason, then every lead of the phone and e-mail is cleared, the timeline says why, and a later lead is acknowledged again', async () => {
    const phone = spellings();
    const email = uniqueEmail();
    const lead = await insertInboxLead(db.pool, { phone: phone.plain, email });
    const samePhone = await insertInboxLead(db.pool, { phone: phone.dashed, email: null });
    await intake.postJson(staffLeadPath(lead, 'do-not-contact'), { reason: 'Pidió' });

    const lift = await admin.postJson(staffLeadPath(lead, 'do-not-contact/lift'), {
      reason: 'Nos llamó para retomar su caso',
    });

    expect(lift.status).toBe(200);
    expect(lift.body.leadIds).toEqual([lead, samePhone]);
    expect(await markOf(lead)).toEqual({ at: null, reason: null });
    expect(await markOf(samePhone)).toEqual({ at: null, reason: null });
    const timeline = (await admin.request(staffLeadPath(samePhone, 'timeline')))
      .body as unknown as TLeadTimeline;
    expect(timeline.entries[0]).toMatchObject({
      kind: 'do-not-contact',
      action: 'lifted',
      reason: 'Nos llamó para retomar su caso',
      actor: { id: adminStaff.id },
    });
    const { rows } = await db.pool.query(
      `SELECT lifted_by, lift_reason FROM do_not_contact_entries WHERE contact_key = $1`,
      [phone.plain],
    );
    expect(rows).toEqual([
      { lifted_by: adminStaff.id, lift_reason: 'Nos llamó para retomar su caso' },
    ]);
    const later = await submit({ phone: phone.international, email });
    expect(await markOf(later)).toEqual({ at: null, reason: null });
    expect(await eventsOf(later)).toContain(OUTBOX_EVENTS.leadAcknowledge);
  });

  it('When a lead answers a text with STOP, then its phone is listed and a later lead from it is stored marked, with no acknowledgment by text or e-mail', async () => {
    const phone = spellings();
    await insertInboxLead(db.pool, { phone: phone.plain });
    const params = {
      From: `+1${phone.plain}`,
      Body: 'STOP',
      MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
    };
    const answer = await fetch(api.url + API_PATHS.smsInbound, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(SMS_TOKEN, SIGNED_URL, params),
      },
      body: new URLSearchParams(params),
    });
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query(
      `SELECT channel, source, reason, actor_id FROM do_not_contact_entries WHERE contact_key = $1`,
      [phone.plain],
    );
    expect(rows).toEqual([
      { channel: 'phone', source: 'text', reason: 'text-stop', actor_id: null },
    ]);

    const later = await submit({ phone: phone.dashed, email: uniqueEmail() });
    expect(await markOf(later)).toMatchObject({ reason: 'text-stop' });
    expect(await eventsOf(later)).toEqual([OUTBOX_EVENTS.leadAccepted]);
    const detail = (await intake.request(staffLeadPath(later))).body as unknown as TLeadDetail;
    expect(detail.doNotContact).toMatchObject({ byText: true, reason: null });
    expect(detail.contactPreferences.texts).toBe(false);
    // a STOP answers texts only: a member may still mark the person "do not contact" on every channel
    const mark = await intake.postJson(staffLeadPath(later, 'do-not-contact'), {
      reason: 'Pidió por teléfono que no la llamemos',
    });
    expect(mark.status).toBe(201);
    expect(await markOf(later)).toMatchObject({ reason: 'Pidió por teléfono que no la llamemos' });
  });
});

describe('Global Privacy Control on a lead (issue 31 §3)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('gpclead');
    api = await startLeadsApi({ pool: db.pool });
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const cookie = serializeAttribution(
    attributionFromRequest({
      url: new URL('https://www.herreraimmigrationlaw.com/?utm_source=facebook&gclid=abc'),
    }),
  );

  async function submitWith(headers: Record<string, string>): Promise<number> {
    const fields = leadFields('contact-es', {
      page_url: 'https://www.herreraimmigrationlaw.com/contacto',
    });
    const visitor = new Visitor(api.url, headers);
    visitor.cookies.set(ATTRIBUTION_COOKIE, cookie);
    const answer = await visitor.postForm(API_PATHS.leadSubmit, fields);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.id;
  }
  const storedOf = async (id: number) =>
    (
      await db.pool.query<{ attribution: unknown; source: string | null; section: string }>(
        'SELECT attribution, source, section FROM leads WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('When the browser sends Sec-GPC: 1 (even with an old attribution cookie), then the lead records only "GPC" and no campaign source', async () => {
    const id = await submitWith({ 'sec-gpc': '1' });
    expect(await storedOf(id)).toEqual({
      attribution: { opt_out_signal: 'GPC' },
      source: null,
      section: 'Contacto Español',
    });
    const detail = (await intake.request(staffLeadPath(id))).body as unknown as TLeadDetail;
    expect(detail.gpc).toBe(true);
  });

  it('When the browser sends no signal, then the attribution cookie is recorded as before (the control)', async () => {
    const id = await submitWith({});
    expect(await storedOf(id)).toMatchObject({
      attribution: { utm_source: 'facebook', gclid: 'abc', landing_path: '/' },
      source: 'facebook',
    });
    const detail = (await intake.request(staffLeadPath(id))).body as unknown as TLeadDetail;
    expect(detail.gpc).toBe(false);
  });
});
