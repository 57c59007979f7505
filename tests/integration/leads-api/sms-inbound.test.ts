import twilio from 'twilio';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { leadTimeline } from '@firm/leads-api/timeline/timeline.service';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { insertInboxLead } from './support/inbox-leads';
import { addTestStaff, signedInVisitor } from '../../support/staff';

jest.setTimeout(30_000);

const TOKEN = 'inbound-test-auth-token';
// The URL the provider was given, which it signs: the site's public origin (the harness's).
const SIGNED_URL = `http://localhost:3000${API_PATHS.smsInbound}`;

describe('Texts a lead sends to the firm (POST /api/sms/inbound)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let sid = 0;

  beforeAll(async () => {
    db = await createIsolatedDatabase('smsinbound');
    api = await startLeadsApi({ pool: db.pool, smsAuthToken: TOKEN });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  /** Posts the provider's form, signed with `token` the provider's way. */
  const postInbound = (fields: Record<string, string>, token = TOKEN) => {
    const params = { MessageSid: `SM${String((sid += 1)).padStart(32, '0')}`, ...fields };
    return fetch(api.url + API_PATHS.smsInbound, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(token, SIGNED_URL, params),
      },
      body: new URLSearchParams(params),
    });
  };
  const textsOf = async (leadId: number) =>
    (
      await db.pool.query<{ direction: string; purpose: string; body: string }>(
        'SELECT direction, purpose, body FROM lead_texts WHERE lead_id = $1 ORDER BY id',
        [leadId],
      )
    ).rows;

  it('When a lead with two requests replies, then the reply is on both timelines and the provider gets empty TwiML', async () => {
    const first = await insertInboxLead(db.pool, { phone: '(915) 555-0171' });
    const second = await insertInboxLead(db.pool, { phone: '+1 915 555 0171' });
    const answer = await postInbound({
      From: '+19155550171',
      Body: 'Mañana después de las 5, por favor',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/xml');
    expect(await answer.text()).toContain('<Response></Response>');
    for (const lead of [first, second]) {
      expect(await textsOf(lead)).toEqual([
        { direction: 'in', purpose: 'reply', body: 'Mañana después de las 5, por favor' },
      ]);
    }
    const timeline = await leadTimeline({ pool: db.pool }, first, 'es');
    expect(timeline.entries[0]).toMatchObject({
      kind: 'text',
      direction: 'in',
      purpose: 'reply',
      body: 'Mañana después de las 5, por favor',
      actor: null,
    });
  });

  it('When the provider posts the same message twice, then it is recorded once', async () => {
    const lead = await insertInboxLead(db.pool, { phone: '9155550172' });
    const params = { From: '+19155550172', Body: 'Hola', MessageSid: `SM${'7'.repeat(32)}` };
    const post = () =>
      fetch(api.url + API_PATHS.smsInbound, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilio.getExpectedTwilioSignature(TOKEN, SIGNED_URL, params),
        },
        body: new URLSearchParams(params),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(await textsOf(lead)).toHaveLength(1);
  });

  it("When the signature is not the provider's, then the answer is 403 and nothing is recorded", async () => {
    const lead = await insertInboxLead(db.pool, { phone: '9155550173' });
    const forged = await postInbound({ From: '+19155550173', Body: 'ALTO' }, 'some-other-token-xx');
    expect(forged.status).toBe(403);
    const unsigned = await fetch(api.url + API_PATHS.smsInbound, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: '+19155550173', Body: 'ALTO', MessageSid: 'SM1' }),
    });
    expect(unsigned.status).toBe(403);
    expect(await textsOf(lead)).toEqual([]);
    const { rows } = await db.pool.query('SELECT do_not_contact_at FROM leads WHERE id = $1', [
      lead,
    ]);
    expect(rows[0].do_not_contact_at).toBeNull();
  });

  it('When a lead replies ALTO, then every lead with that phone is "do not contact" and the opt-out is on the timeline', async () => {
    const first = await insertInboxLead(db.pool, { phone: '915-555-0174' });
    const second = await insertInboxLead(db.pool, { phone: '19155550174' });
    const other = await insertInboxLead(db.pool, { phone: '9155550175' });
    expect((await postInbound({ From: '+19155550174', Body: ' ¡Alto! ' })).status).toBe(200);
    const { rows } = await db.pool.query<{ id: number; do_not_contact_reason: string | null }>(
      'SELECT id, do_not_contact_reason FROM leads WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[first, second, other]],
    );
    expect(rows.map((row) => row.do_not_contact_reason)).toEqual(['text-stop', 'text-stop', null]);
    expect(await textsOf(first)).toEqual([
      { direction: 'in', purpose: 'opt-out', body: ' ¡Alto! ' },
    ]);
    // the team sees it: texts refused, the band shown, the text and WhatsApp buttons closed
    const member = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    const detail = (await member.request(staffLeadPath(first))).body as unknown as TLeadDetail;
    expect(detail.contactPreferences.texts).toBe(false);
    expect(detail.contactWithCare).toBe(true);
    const untouched = (await member.request(staffLeadPath(other))).body as unknown as TLeadDetail;
    expect(untouched.contactPreferences.texts).toBeNull();
  });

  it('When the number belongs to no lead, then the provider still gets 200 and nothing is recorded', async () => {
    const answer = await postInbound({ From: '+19155550199', Body: 'STOP' });
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lead_texts WHERE body = 'STOP'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('When texts are not configured, then the path is not answered', async () => {
    const off = await startLeadsApi({ pool: db.pool });
    try {
      const answer = await fetch(off.url + API_PATHS.smsInbound, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'From=%2B19155550176&Body=Hola&MessageSid=SM2',
      });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
