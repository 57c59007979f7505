import { randomUUID } from 'node:crypto';
import { createPool, type Pool } from '../../../packages/shared/src/server/db';
import { storeConsentTexts } from '../../../services/leads-api/src/consent/consent-record';
import { LeadWriter } from '../../../services/leads-api/src/leads/lead-writer';
import { seedLeadRecord } from '../worker/support/seed-lead';
import { createIsolatedDatabase, type TIsolatedDatabase } from './support/isolated-database';
import { uniquePhone } from './support/lead-factory';

/** Counts the statements a pool runs (the database stays real; only the call is observed). */
function countingPool(pool: Pool): { pool: Pool; statements: () => number } {
  let statements = 0;
  const counted = Object.create(pool) as Pool;
  counted.query = ((...args: Parameters<Pool['query']>) => {
    statements += 1;
    return (pool.query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as Pool['query'];
  return { pool: counted, statements: () => statements };
}

describe('LeadWriter (group commit of leads)', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('writer');
    await storeConsentTexts(db.pool);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When 200 leads arrive at once, then each is stored once with its own outbox row, each caller gets its own lead id, and far fewer statements run than leads', async () => {
    const { pool, statements } = countingPool(db.pool);
    const writer = new LeadWriter(pool, { maxBatch: 64, maxInFlight: 2 });
    const records = Array.from({ length: 200 }, () => seedLeadRecord({ phone: uniquePhone() }));

    const ids = await Promise.all(records.map((record) => writer.write(record)));

    expect(new Set(ids).size).toBe(200);
    const { rows } = await db.pool.query<{ id: number; phone: string; key: string }>(
      'SELECT id, phone, idempotency_key::text AS key FROM leads WHERE id = ANY($1::bigint[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    records.forEach((record, index) => {
      const stored = byId.get(ids[index] as number);
      expect(stored).toEqual({
        id: ids[index],
        phone: record.phone,
        key: record.idempotency_key,
      });
    });
    const outbox = await db.pool.query(
      'SELECT subject_id FROM outbox WHERE subject_id = ANY($1::bigint[])',
      [ids],
    );
    expect(outbox.rowCount).toBe(200);
    expect(statements()).toBeLessThanOrEqual(10);
  });

  it('When one batch holds the same idempotency key twice, then one lead is stored, the first caller gets its id and the second null', async () => {
    const writer = new LeadWriter(db.pool);
    const key = randomUUID();
    const first = { ...seedLeadRecord(), idempotency_key: key };
    const second = { ...seedLeadRecord(), idempotency_key: key };

    const [firstId, secondId] = await Promise.all([writer.write(first), writer.write(second)]);

    expect(firstId).toEqual(expect.any(Number));
    expect(secondId).toBeNull();
    const stored = await db.pool.query('SELECT id FROM leads WHERE idempotency_key = $1', [key]);
    expect(stored.rows).toEqual([{ id: firstId }]);
  });

  it('When a spam lead is written with others, then it is stored without an outbox row', async () => {
    const writer = new LeadWriter(db.pool);
    const [spamId, realId] = await Promise.all([
      writer.write({ ...seedLeadRecord(), is_spam: true }),
      writer.write(seedLeadRecord()),
    ]);
    const outbox = await db.pool.query<{ subject_id: number }>(
      'SELECT subject_id FROM outbox WHERE subject_id = ANY($1::bigint[])',
      [[spamId, realId]],
    );
    expect(outbox.rows).toEqual([{ subject_id: realId }]);
  });

  it('When one lead of a batch breaks a constraint, then it alone fails and the others are stored', async () => {
    const writer = new LeadWriter(db.pool, { maxInFlight: 1 });
    const good = Array.from({ length: 5 }, () => seedLeadRecord());
    const bad = { ...seedLeadRecord(), consent_sha256: 'no-such-consent-text' };

    const outcomes = await Promise.allSettled([
      ...good.map((record) => writer.write(record)),
      writer.write(bad),
    ]);

    expect(outcomes.slice(0, 5).map((o) => o.status)).toEqual(Array(5).fill('fulfilled'));
    expect(outcomes[5]).toMatchObject({ status: 'rejected', reason: { code: '23503' } });
    const keys = good.map((record) => record.idempotency_key);
    const stored = await db.pool.query(
      'SELECT 1 FROM leads WHERE idempotency_key = ANY($1::uuid[])',
      [keys],
    );
    expect(stored.rowCount).toBe(5);
    const badStored = await db.pool.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [
      bad.idempotency_key,
    ]);
    expect(badStored.rowCount).toBe(0);
  });

  it('When PostgreSQL is unreachable, then every lead of the batch is rejected within a second', async () => {
    const unreachable = createPool('postgres://postgres@127.0.0.1:5999/leads');
    const writer = new LeadWriter(unreachable);
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, () => writer.write(seedLeadRecord())),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(Date.now() - started).toBeLessThan(1000);
    await unreachable.end();
  });
});
