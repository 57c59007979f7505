import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { startSmtpSink, type TSmtpSink } from '../../support/smtp-sink';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';

const batchOf = (referidos: { nombre: string; phone: string }[]) => ({
  nombre: 'Ana Ruiz!',
  phone: uniquePhone(),
  checkbox: true,
  referidos,
});

describe('POST /api/prospecto/referidos', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let relay: TTestRelay;
  let smtp: TSmtpSink;
  let worker: TTestWorker;

  beforeAll(async () => {
    db = await createIsolatedDatabase('referrals');
    smtp = await startSmtpSink();
    const backend = { kind: 'redis' as const, url: testRedisUrl() };
    const queueName = uniqueQueueName('referrals');
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

  const totals = async () => {
    const { rows } = await db.pool.query<{ leads: number; batches: number }>(
      'SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM referral_batches) AS batches',
    );
    return rows[0];
  };

  it('When one referral of the batch is invalid, then 422 names it and nothing is stored', async () => {
    const before = await totals();
    const answer = await new Visitor(api.url).postJson(
      REFERRALS_PATH,
      batchOf([
        { nombre: 'Luis Gómez', phone: uniquePhone() },
        { nombre: 'Eva Díaz', phone: '12345' },
        { nombre: 'Rosa Peña', phone: uniquePhone() },
      ]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: 'referidos.1.phone', message: 'Por favor ingrese un número de teléfono válido.' },
    ]);
    expect(await totals()).toEqual(before);
  });

  it('When the list is empty, then 422 asks for at least one referral', async () => {
    const answer = await new Visitor(api.url).postJson(REFERRALS_PATH, batchOf([]));
    expect(answer.status).toBe(422);
    expect((answer.body.errors as { message: string }[])[0]?.message).toBe(
      'Por favor ingrese al menos un referido.',
    );
  });

  it('When the JSON is malformed, then 400 JSON', async () => {
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    const answer = await visitor.request(REFERRALS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: '{"nombre": "Ana",',
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('When the batch is valid, then each referral is stored as a lead naming its referrer and each is notified once', async () => {
    const referidos = [
      { nombre: 'Luis Gómez', phone: uniquePhone() },
      { nombre: 'Eva Díaz', phone: uniquePhone() },
    ];
    const batch = batchOf(referidos);
    const answer = await new Visitor(api.url).postJson(REFERRALS_PATH, batch);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query(
      `SELECT l.id, l.name, l.phone, l.message, l.section, l.origin, b.referrer_name
         FROM leads l JOIN referral_batches b ON b.id = l.referral_batch_id
        WHERE b.referrer_phone = $1 ORDER BY l.id`,
      [batch.phone],
    );
    expect(rows).toEqual(
      referidos.map((referral) => ({
        id: expect.any(Number),
        name: referral.nombre,
        phone: referral.phone,
        message: `Referido de: Ana Ruiz Teléfono: ${batch.phone}`,
        section: 'Referidos',
        origin: 'referral',
        referrer_name: 'Ana Ruiz',
      })),
    );
    const ids = rows.map((row) => row.id as number);
    await waitFor('one e-mail per referral', () =>
      ids.every((id) => smtp.received.some((mail) => mail.leadId === id)),
    );
    for (const id of ids)
      expect(smtp.received.filter((mail) => mail.leadId === id)).toHaveLength(1);
    expect(smtp.received.find((mail) => mail.leadId === ids[0])?.subject).toBe(
      'Nuevo prospecto: Luis Gómez — Referido — no pidió contacto',
    );
  });
});
