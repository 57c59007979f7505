import { randomUUID } from 'node:crypto';
import { createPool } from '@firm/shared/server/db';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { insertLeadWithOutbox } from '@firm/leads-api/leads/leads.repository';
import { seedLeadRecord } from '../../support/seed-lead';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { uniquePhone } from '../../support/lead-factory';

describe('storing a lead with its outbox row (one transaction per lead)', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('insert');
    await storeConsentTexts(db.pool);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When 200 leads arrive at once, then each is stored once with its own outbox row and each caller gets its own lead id', async () => {
    const records = Array.from({ length: 200 }, () => seedLeadRecord({ phone: uniquePhone() }));

    const ids = await Promise.all(records.map((record) => insertLeadWithOutbox(db.pool, record)));

    expect(new Set(ids).size).toBe(200);
    const { rows } = await db.pool.query<{ id: number; phone: string; key: string }>(
      'SELECT id, phone, idempotency_key::text AS key FROM leads WHERE id = ANY($1::bigint[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    records.forEach((record, index) => {
      expect(byId.get(ids[index] as number)).toEqual({
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
  });

  it('When two submissions carry the same idempotency key at once, then one lead and one outbox row are stored, one caller gets its id and the other null', async () => {
    const key = randomUUID();
    const first = { ...seedLeadRecord(), idempotency_key: key };
    const second = { ...seedLeadRecord(), idempotency_key: key };

    const ids = await Promise.all([
      insertLeadWithOutbox(db.pool, first),
      insertLeadWithOutbox(db.pool, second),
    ]);

    const stored = ids.filter((id) => id !== null);
    expect(stored).toEqual([expect.any(Number)]);
    const leads = await db.pool.query('SELECT id FROM leads WHERE idempotency_key = $1', [key]);
    expect(leads.rows).toEqual([{ id: stored[0] }]);
    const outbox = await db.pool.query('SELECT 1 FROM outbox WHERE subject_id = $1', [stored[0]]);
    expect(outbox.rowCount).toBe(1);
  });

  it('When a spam lead is stored, then it has no outbox row', async () => {
    const [spamId, realId] = await Promise.all([
      insertLeadWithOutbox(db.pool, { ...seedLeadRecord(), is_spam: true }),
      insertLeadWithOutbox(db.pool, seedLeadRecord()),
    ]);
    const outbox = await db.pool.query<{ subject_id: number }>(
      'SELECT subject_id FROM outbox WHERE subject_id = ANY($1::bigint[])',
      [[spamId, realId]],
    );
    expect(outbox.rows).toEqual([{ subject_id: realId }]);
  });

  it('When one lead breaks a constraint, then it alone fails, with nothing of it stored, and the others are stored', async () => {
    const good = Array.from({ length: 5 }, () => seedLeadRecord());
    const bad = { ...seedLeadRecord(), consent_sha256: 'no-such-consent-text' };

    const outcomes = await Promise.allSettled(
      [...good, bad].map((record) => insertLeadWithOutbox(db.pool, record)),
    );

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

  it('When PostgreSQL is unreachable, then every lead is rejected within a second', async () => {
    const unreachable = createPool('postgres://postgres@127.0.0.1:5999/leads');
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 3 }, () => insertLeadWithOutbox(unreachable, seedLeadRecord())),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(Date.now() - started).toBeLessThan(1000);
    await unreachable.end();
  });
});
