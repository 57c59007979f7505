import { ZLeadWithReferrerSchema } from '../../../packages/shared/src/leads/stored-lead';
import {
  createIsolatedDatabase,
  type TIsolatedDatabase,
} from '../leads-api/support/isolated-database';
import { createWorkerStore } from '../../../services/worker/src/store/worker-store';
import { seedLead } from './support/seed-lead';

describe('worker store (the reads and writes of the handlers)', () => {
  let db: TIsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase('store');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When jobs read leads at the same time, then each gets its own lead, or null for an id that does not exist', async () => {
    const first = await seedLead(db.pool, { nombre: 'Ana Primera' });
    const second = await seedLead(db.pool, { nombre: 'Luis Segundo' });
    const store = createWorkerStore(db.pool);

    const [a, missing, b] = await Promise.all([
      store.findLead(first),
      store.findLead(999_999_999),
      store.findLead(second),
    ]);

    expect(a).toMatchObject({ id: first, name: 'Ana Primera' });
    expect(missing).toBeNull();
    expect(b).toMatchObject({ id: second, name: 'Luis Segundo' });
    // The rows have the shared stored-lead shape, field for field.
    for (const lead of [a, b]) expect(ZLeadWithReferrerSchema.strict().parse(lead)).toEqual(lead);
  });

  it('When deliveries are recorded, one of them twice, then each is stored once (the first record stays) and reads back as delivered', async () => {
    const leadId = await seedLead(db.pool);
    const store = createWorkerStore(db.pool);
    const mail = { kind: 'intake_email' as const, subjectKey: `lead-${leadId}`, target: 'intake' };
    const hook = {
      kind: 'webhook' as const,
      subjectKey: `lead-${leadId}`,
      target: 'https://crm.test/hook',
    };

    expect(await Promise.all([store.wasDelivered(mail), store.wasDelivered(hook)])).toEqual([
      false,
      false,
    ]);
    await store.recordDelivery(mail, { leadId, jobId: 'j1', detail: 'first' });
    await Promise.all([
      store.recordDelivery(mail, { leadId, jobId: 'j2', detail: 'second' }),
      store.recordDelivery(hook, { leadId, jobId: 'j3', detail: 'HTTP 200' }),
    ]);

    expect(await Promise.all([store.wasDelivered(mail), store.wasDelivered(hook)])).toEqual([
      true,
      true,
    ]);
    const { rows } = await db.pool.query(
      'SELECT kind, detail FROM deliveries WHERE lead_id = $1 ORDER BY id',
      [leadId],
    );
    expect(rows).toEqual([
      { kind: 'intake_email', detail: 'first' },
      { kind: 'webhook', detail: 'HTTP 200' },
    ]);
  });
});
