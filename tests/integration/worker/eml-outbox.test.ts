import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startTestWorker, type TTestWorker } from '../../support/worker-harness';

describe('embedded mode: queues on PostgreSQL, mail as .eml files', () => {
  let db: TIsolatedDatabase;
  let worker: TTestWorker;
  let relay: TTestRelay;
  let mailDir: string;

  beforeAll(async () => {
    db = await createIsolatedDatabase('eml');
    mailDir = await mkdtemp(path.join(tmpdir(), 'firm-mail-'));
    const queueName = uniqueQueueName('eml');
    relay = startTestRelay(db.pool, { kind: 'postgres', url: db.url }, queueName);
    worker = await startTestWorker({
      pool: db.pool,
      backend: { kind: 'postgres', url: db.url },
      queueName,
      mailDir,
    });
  });
  afterAll(async () => {
    await relay.close();
    await worker.close();
    await db.drop();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('When a lead is stored, then the relay publishes it on PostgreSQL and its e-mail is written as one .eml file', async () => {
    const leadId = await seedLead(db.pool);
    relay.relay.wake();
    const files = await waitFor('the .eml file', async () => {
      const names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
      return names.length > 0 && names;
    });
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(mailDir, files[0] as string)));
    expect(mail.messageId).toBe(`<lead-${leadId}.intake@firm.test>`);
    expect(mail.headers.get('x-lead-id')).toBe(String(leadId));
    expect((mail.to as AddressObject).value).toEqual([{ address: 'intake@firm.test', name: '' }]);
    expect(mail.text).toContain(`https://staff.firm.test/prospectos/${leadId}`);
    expect(mail.html).toContain(`href="https://staff.firm.test/prospectos/${leadId}"`);
  });
});
