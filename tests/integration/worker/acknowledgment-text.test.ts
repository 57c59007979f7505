import { jobRequest } from '@firm/shared/jobs/define-job';
import { ACKNOWLEDGE_BY_TEXT_JOB } from '@firm/shared/jobs/acknowledge-by-text.job';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createTwilioProvider } from '@firm/worker/sms/twilio-provider';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startFakeSmsProvider, type TFakeSmsProvider } from '../../support/fake-sms-provider';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';
import { startLeadPipeline, type TLeadPipeline } from './support/lead-pipeline';

jest.setTimeout(60_000);

const SITE = 'https://www.herreraimmigrationlaw.com';
const VAWA_PAGE = `${SITE}/visa-humanitaria/visa-vawa`;
const REVEALING =
  /\b(vawa|visas?|abusos?|maltrato|delitos?|crimen|víctimas?|victims?|abuse|crimes?|trata|trafficking|inmigraci[oó]n|immigration)\b/i;
// 10:30 in El Paso (MST, UTC−7) on a Friday: texting hours.
const MORNING = Date.parse('2026-11-27T17:30:00Z');

describe('the acknowledgment by text (issue 29 §2)', () => {
  let db: TIsolatedDatabase;
  let fake: TFakeSmsProvider;
  let pipeline: TLeadPipeline;
  let now = MORNING;

  beforeAll(async () => {
    db = await createIsolatedDatabase('acktext');
    fake = await startFakeSmsProvider();
    pipeline = await startLeadPipeline({
      pool: db.pool,
      label: 'acktext',
      smsAuthToken: fake.authToken,
      sms: createTwilioProvider({
        baseUrl: fake.url,
        accountSid: fake.accountSid,
        authToken: fake.authToken,
        from: '+19155550100',
      }),
      now: () => now,
    });
  });
  afterAll(async () => {
    await pipeline.close();
    await fake.close();
    await db.drop();
  });
  beforeEach(() => {
    now = MORNING;
  });

  const e164 = (phone: string) => `+1${phone}`;
  const textsTo = (phone: string) => fake.texts.filter((text) => text.to === e164(phone));

  async function post(fields: Record<string, string>): Promise<number> {
    const answer = await new Visitor(pipeline.api.url).postForm(API_PATHS.leadSubmit, fields);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.id;
  }

  /** Runs the text job of a lead (again) and resolves with its outcome. */
  async function runTextJob(leadId: number, jobId: string): Promise<string> {
    const request = jobRequest(ACKNOWLEDGE_BY_TEXT_JOB, { leadId });
    await pipeline.worker.queue.addBulk([{ ...request, opts: { ...request.opts, jobId } }]);
    return waitFor('the text job', async () => {
      if ((await pipeline.worker.queue.getJobState(jobId)) !== 'completed') return undefined;
      return String((await pipeline.worker.queue.getJob(jobId))?.returnvalue);
    });
  }

  const announced = async (leadId: number) =>
    (
      await db.pool.query(
        `SELECT 1 FROM outbox WHERE event = 'lead-acknowledge-by-text' AND subject_id = $1`,
        [leadId],
      )
    ).rows.length;

  it('When a Spanish footer lead leaves a phone in texting hours, then one Spanish text goes from the firm, with the callback line and STOP, nothing of the case, and it is on the timeline', async () => {
    const phone = uniquePhone();
    const leadId = await post(
      leadFields('footer-es', { phone, email: '', mensaje: 'Mi esposo me maltrata; visa VAWA' }),
    );
    const text = await waitFor('the text', () => textsTo(phone)[0]);
    expect(fake.rejected).toEqual([]);
    expect(text.from).toBe('+19155550100');
    expect(text.body).toContain('Herrera Abogados: recibimos su mensaje.');
    expect(text.body).toContain('(915) 555-0142');
    expect(text.body).toContain('Responda STOP');
    expect(text.body).not.toMatch(REVEALING);
    expect(text.body).not.toContain('esposo');
    // recorded once the provider answered: wait for the row
    const rows = await waitFor('the text on the timeline', async () => {
      const found = await db.pool.query(
        `SELECT direction, purpose, body, provider_id FROM lead_texts WHERE lead_id = $1`,
        [leadId],
      );
      return found.rows.length ? found.rows : undefined;
    });
    expect(rows).toEqual([
      { direction: 'out', purpose: 'acknowledgment', body: text.body, provider_id: text.sid },
    ]);
    // Another job for the same lead (a recovered job) sends nothing more.
    expect(await runTextJob(leadId, `lead-${leadId}-ack-text-again`)).toBe('already sent');
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('When a lead comes from an English page, then its text is in English', async () => {
    const phone = uniquePhone();
    await post(leadFields('contact-en', { phone, page_url: `${SITE}/en/contact` }));
    const text = await waitFor('the text', () => textsTo(phone)[0]);
    expect(text.body).toContain('we received your message');
    expect(text.body).toContain('Reply STOP to opt out.');
  });

  it('When a VAWA page lead did not say texts are fine, then no text is announced nor sent; when it did, one goes', async () => {
    const base = { seccion: 'Visa VAWA Español', page_url: VAWA_PAGE, situacion: 'abuse-victim' };
    const silentPhone = uniquePhone();
    const silent = await post(leadFields('visa-es', { ...base, phone: silentPhone }));
    const refusedPhone = uniquePhone();
    const refused = await post(
      leadFields('visa-es', { ...base, phone: refusedPhone, mensajes_texto: 'no' }),
    );
    const allowedPhone = uniquePhone();
    await post(leadFields('visa-es', { ...base, phone: allowedPhone, mensajes_texto: 'si' }));
    await waitFor('the allowed text', () => textsTo(allowedPhone)[0]);
    expect(await announced(silent)).toBe(0);
    expect(await announced(refused)).toBe(0);
    expect(await runTextJob(silent, `lead-${silent}-ack-text-probe`)).toBe('not to be texted');
    expect(textsTo(silentPhone)).toHaveLength(0);
    expect(textsTo(refusedPhone)).toHaveLength(0);
  });

  it('When the lead replied STOP to something before its text went, then no text goes', async () => {
    const phone = uniquePhone();
    now = Date.parse('2026-11-28T06:10:00Z'); // 23:10: the text is put off
    const leadId = await post(leadFields('footer-es', { phone }));
    await waitFor('the text put off', async () => (await announced(leadId)) === 1 || undefined);
    await db.pool.query(
      `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = 'text-stop' WHERE id = $1`,
      [leadId],
    );
    now = MORNING;
    expect(await runTextJob(leadId, `lead-${leadId}-ack-text-morning`)).toBe('not to be texted');
    expect(textsTo(phone)).toHaveLength(0);
  });

  it('When a lead arrives at 23:10, then its text waits for 8:00 as a delayed job and nothing is sent at night', async () => {
    const phone = uniquePhone();
    now = Date.parse('2026-11-28T06:10:00Z');
    const leadId = await post(leadFields('footer-es', { phone }));
    const morning = Date.parse('2026-11-28T15:00:00Z');
    const jobId = `lead-${leadId}-ack-text-at-${morning}`;
    const state = await waitFor('the delayed text job', async () =>
      (await pipeline.worker.queue.getJobState(jobId)) === 'delayed' ? 'delayed' : undefined,
    );
    expect(state).toBe('delayed');
    const job = await pipeline.worker.queue.getJob(jobId);
    expect(job!.opts.delay).toBe(morning - Date.parse('2026-11-28T06:10:00Z'));
    expect(textsTo(phone)).toHaveLength(0);
    await job!.remove();
  });

  it('When the provider refuses the number for good, then the job fails without retries and nothing is recorded as sent', async () => {
    const phone = uniquePhone();
    fake.refuseNext({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    const leadId = await post(leadFields('footer-es', { phone }));
    const jobId = `lead-${leadId}-ack-text`;
    await waitFor('the failed job', async () =>
      (await pipeline.worker.queue.getJobState(jobId)) === 'failed' ? true : undefined,
    );
    expect((await pipeline.worker.queue.getJob(jobId))!.attemptsMade).toBe(1);
    const { rows } = await db.pool.query(
      `SELECT 1 FROM deliveries WHERE lead_id = $1 AND kind = 'ack_text'`,
      [leadId],
    );
    expect(rows).toHaveLength(0);
  });
});
