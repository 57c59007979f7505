import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

describe('idempotency keys', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('idempotency');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const count = async (sql: string, key: string | undefined) =>
    (await db.pool.query(sql, [key])).rowCount;

  it('When the same form is submitted twice with one key, then both answers are success and one lead exists', async () => {
    const visitor = new Visitor(api.url);
    const fields = leadFields('contact-es');
    expect((await visitor.postForm(API_PATHS.leadSubmit, fields)).body).toEqual({
      status: 'success',
    });
    expect((await visitor.postForm(API_PATHS.leadSubmit, fields)).body).toEqual({
      status: 'success',
    });
    expect(
      await count('SELECT 1 FROM leads WHERE idempotency_key = $1', fields.idempotency_key),
    ).toBe(1);
    const outbox = await db.pool.query(
      'SELECT o.event FROM outbox o JOIN leads l ON l.id = o.subject_id WHERE l.idempotency_key = $1 ORDER BY o.id',
      [fields.idempotency_key],
    );
    // announced once: its notification, and its acknowledgment (the lead gave an e-mail)
    expect(outbox.rows).toEqual([{ event: 'lead-accepted' }, { event: 'lead-acknowledge' }]);
  });

  it('When ten copies race in parallel with one key, then exactly one lead is stored', async () => {
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    const fields = leadFields('footer-en');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => visitor.postForm(API_PATHS.leadSubmit, fields, { token })),
    );
    expect(answers.map((a) => a.body.status)).toEqual(Array(10).fill('success'));
    expect(
      await count('SELECT 1 FROM leads WHERE idempotency_key = $1', fields.idempotency_key),
    ).toBe(1);
  });

  it('When two forms carry different keys, then two leads are stored', async () => {
    const visitor = new Visitor(api.url);
    const phone = uniquePhone();
    await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es', { phone }));
    await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es', { phone }));
    expect((await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [phone])).rowCount).toBe(2);
  });

  it('When a referral batch is sent twice with one key, then it is stored once', async () => {
    const visitor = new Visitor(api.url);
    const key = randomUUID();
    const batch = {
      nombre: 'Ana Ruiz',
      phone: uniquePhone(),
      checkbox: true,
      referidos: [{ nombre: 'Luis Gómez', phone: uniquePhone() }],
      idempotency_key: key,
    };
    expect((await visitor.postJson(REFERRALS_PATH, batch)).body).toEqual({ status: 'success' });
    expect((await visitor.postJson(REFERRALS_PATH, batch)).body).toEqual({ status: 'success' });
    expect(await count('SELECT 1 FROM referral_batches WHERE idempotency_key = $1', key)).toBe(1);
    expect(
      (await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [batch.referidos[0]?.phone]))
        .rowCount,
    ).toBe(1);
  });
});
