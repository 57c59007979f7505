import { ZLeadWithReferrerSchema } from '@firm/shared/leads/stored-lead';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { createWorkerStore } from '@firm/worker/store/worker-store';
import { seedLead } from '../../support/seed-lead';

describe('worker store (the lead reads of the handlers)', () => {
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
});
