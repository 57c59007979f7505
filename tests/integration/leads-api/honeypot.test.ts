import { API_PATHS } from '@firm/shared/routes/api-paths';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';

describe('honeypot', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let relay: TTestRelay;
  let smtp: TSmtpSink;
  let worker: TTestWorker;

  beforeAll(async () => {
    db = await createIsolatedDatabase('honeypot');
    smtp = await startSmtpSink();
    const backend = { kind: 'redis' as const, url: testRedisUrl() };
    const queueName = uniqueQueueName('honeypot');
    relay = startTestRelay(db.pool, backend, queueName);
    worker = await startTestWorker({ pool: db.pool, backend, queueName, smtpUrl: smtp.url });
    api = await startLeadsApi({ pool: db.pool, onLeadAccepted: () => relay.relay.wake() });
  });
  afterAll(async () => {
    await api.close();
    await relay.close();
    await worker.close();
    await smtp.close();
    await db.drop();
  });

  const leadByKey = async (key: string | undefined) =>
    (
      await db.pool.query(
        'SELECT id, is_spam, name, consent FROM leads WHERE idempotency_key = $1',
        [key],
      )
    ).rows[0] as { id: number; is_spam: boolean; name: string; consent: boolean } | undefined;

  it('When a bot fills the honeypot, then it gets success, the lead is stored as spam and no e-mail is sent', async () => {
    const bot = leadFields('contact-es', { website: 'http://spam.example', nombre: 'Cheap pills' });
    expect((await new Visitor(api.url).postForm(API_PATHS.leadSubmit, bot)).body).toEqual({
      status: 'success',
    });
    const spam = await leadByKey(bot.idempotency_key);
    expect(spam).toMatchObject({ is_spam: true, name: 'Cheap pills' });
    expect(
      (await db.pool.query('SELECT 1 FROM outbox WHERE subject_id = $1', [spam?.id])).rowCount,
    ).toBe(0);

    // A real lead sent afterwards is notified; by then the spam one would have been too.
    const person = leadFields('contact-es');
    await new Visitor(api.url).postForm(API_PATHS.leadSubmit, person);
    const real = await leadByKey(person.idempotency_key);
    await waitFor('the real lead e-mail', () =>
      smtp.received.some((mail) => mail.leadId === real?.id),
    );
    expect(smtp.received.filter((mail) => mail.leadId === spam?.id)).toHaveLength(0);
  });

  it('When a bot fills the honeypot with invalid data, then it still gets success and the attempt is stored as spam', async () => {
    const bot = leadFields('visa-en', { website: 'x', nombre: '', phone: '1', situacion: '' });
    delete bot.checkbox;
    const answer = await new Visitor(api.url).postForm(API_PATHS.leadSubmit, bot);
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await leadByKey(bot.idempotency_key)).toMatchObject({ is_spam: true, consent: false });
  });
});
