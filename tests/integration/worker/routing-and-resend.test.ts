import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  STAFF_API_PATHS,
  staffLeadPath,
  staffRoutingRulePath,
} from '@firm/shared/routes/staff-paths';
import { DELIVERY_HEADER } from '@firm/worker/webhooks/signature';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import type { TLeadsApi } from '../../support/leads-harness';
import type { TTestRelay } from '../../support/pipeline';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';
import { seedLead } from '../../support/seed-lead';
import { startLeadPipeline } from './support/lead-pipeline';
import type { TTestWorker } from '../../support/worker-harness';

jest.setTimeout(60_000);

type TCall = { path: string; delivery: string; body: string };

describe('Routing rules and re-sends, through the outbox and the worker', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let relay: TTestRelay;
  let worker: TTestWorker;
  let receiver: Server;
  let base: string;
  let mailDir: string;
  let admin: Visitor;
  let intake: Visitor;
  const calls: TCall[] = [];

  beforeAll(async () => {
    db = await createIsolatedDatabase('routing');
    mailDir = await mkdtemp(path.join(tmpdir(), 'firm-routing-mail-'));
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push({
          path: req.url ?? '',
          delivery: String(req.headers[DELIVERY_HEADER]),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    ({ api, relay, worker } = await startLeadPipeline({
      pool: db.pool,
      label: 'routing',
      mailDir,
      settings: {
        webhookUrls: [`${base}/default`],
        webhookSecret: 'webhook-secret-for-tests',
        webhookTargets: { allowPrivate: true },
      },
      allowPrivateWebhookTargets: true,
    }));
    admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
  });
  afterAll(async () => {
    await api.close();
    await relay.close();
    await worker.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await db.drop();
    await rm(mailDir, { recursive: true, force: true });
  });

  /** The To: line of the e-mail whose Message-ID names `subject` (waits for it). */
  const mailTo = (subject: string) =>
    waitFor(`the e-mail of ${subject}`, async () => {
      for (const name of (await readdir(mailDir)).filter((file) => file.endsWith('.eml'))) {
        const raw = await readFile(path.join(mailDir, name), 'utf8');
        // a long To: header is folded over several lines
        if (raw.includes(`Message-ID: <${subject}.intake@`))
          return /^To: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\s+/g, ' ');
      }
      return undefined;
    });
  /** The routed addresses and, after them, the lead's owner (issue 29 §3). */
  const withOwner = async (leadId: number, routed: string) => {
    const { rows } = await db.pool.query<{ email: string }>(
      'SELECT s.email FROM leads l JOIN staff_accounts s ON s.id = l.owner_id WHERE l.id = $1',
      [leadId],
    );
    return `${routed}, ${rows[0]!.email}`;
  };
  const webhookOf = (subject: string) =>
    waitFor(
      `the webhook of ${subject}`,
      () => calls.find((call) => call.delivery === subject)?.path,
    );
  const deliveries = async (leadId: number) =>
    (
      await db.pool.query<{ kind: string; subject_key: string; target: string }>(
        'SELECT kind, subject_key, target FROM deliveries WHERE lead_id = $1 ORDER BY id',
        [leadId],
      )
    ).rows;

  it('When an intake member calls the routing API, then every call is refused with 403 and nothing changes', async () => {
    expect((await intake.request(STAFF_API_PATHS.routing)).status).toBe(403);
    expect((await intake.request(STAFF_API_PATHS.routingAudit)).status).toBe(403);
    const add = await intake.postForm(STAFF_API_PATHS.routing, {
      channel: 'email',
      targets: 'x@firm.test',
    });
    expect(add.status).toBe(403);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM routing_rules')).rows[0]).toEqual({
      n: 0,
    });
  });

  it("When admins add rules, then the next lead's e-mail and webhook go where the rules say, and every change is audited", async () => {
    const first = await seedLead(db.pool);
    relay.relay.wake();
    expect(await mailTo(`lead-${first}`)).toBe(await withOwner(first, 'intake@firm.test'));
    expect(await webhookOf(`lead-${first}`)).toBe('/default');

    const email = await admin.postForm(STAFF_API_PATHS.routing, {
      channel: 'email',
      form_variant: 'contact-es',
      targets: 'Contacto@Firm.test, segunda@firm.test',
      note: 'contact form to the Spanish desk',
    });
    expect(email.status).toBe(201);
    const webhook = await admin.postForm(STAFF_API_PATHS.routing, {
      channel: 'webhook',
      section_prefix: 'contacto',
      targets: `${base}/wrong`,
    });
    expect(webhook.status).toBe(201);
    const ruleId = (webhook.body.rule as { id: number }).id;
    const edited = await admin.postForm(staffRoutingRulePath(ruleId), {
      channel: 'webhook',
      section_prefix: 'contacto',
      targets: `${base}/routed`,
    });
    expect(edited.status).toBe(200);

    const second = await seedLead(db.pool);
    relay.relay.wake();
    expect(await mailTo(`lead-${second}`)).toBe(
      await withOwner(second, 'contacto@firm.test, segunda@firm.test'),
    );
    expect(await webhookOf(`lead-${second}`)).toBe('/routed');
    expect(calls.filter((call) => call.delivery === `lead-${second}`)).toHaveLength(1);

    const overview = await admin.request(STAFF_API_PATHS.routing);
    expect(
      (overview.body.audit as { action: string; ruleId: number }[]).map((entry) => entry.action),
    ).toEqual(['rule.updated', 'rule.created', 'rule.created']);

    expect((await admin.postForm(staffRoutingRulePath(ruleId, 'delete'), {})).status).toBe(200);
    const third = await seedLead(db.pool);
    relay.relay.wake();
    expect(await webhookOf(`lead-${third}`)).toBe('/default');
    const audit = (await admin.request(STAFF_API_PATHS.routingAudit)).body.audit as {
      action: string;
      before: { targets: string[] } | null;
    }[];
    expect(audit[0]).toMatchObject({
      action: 'rule.deleted',
      before: { targets: [`${base}/routed`] },
    });
  });

  it("When a rule is invalid, then it is refused with the reason in the admin's language", async () => {
    const bad = await admin.postForm(`${STAFF_API_PATHS.routing}?lang=en`, {
      channel: 'webhook',
      targets: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      'This is not a valid web address (https://…): javascript:alert(1)',
    );
    const empty = await admin.postForm(STAFF_API_PATHS.routing, { channel: 'email', targets: ' ' });
    expect(empty.body.message).toBe('Por favor ingrese al menos un destinatario.');
    // a misspelt form or situation would never match a lead: refused, not stored
    const misspelt = await admin.postForm(STAFF_API_PATHS.routing, {
      channel: 'email',
      form_variant: 'visa_es',
      targets: 'intake@firm.test',
    });
    expect(misspelt.status).toBe(422);
    expect(misspelt.body.message).toBe('Por favor elija un formulario de la lista.');
    const label = await admin.postForm(`${STAFF_API_PATHS.routing}?lang=en`, {
      channel: 'email',
      situation: 'Victim of mistreatment by a smuggler, employer or partner',
      targets: 'intake@firm.test',
    });
    expect(label.status).toBe(422);
    expect(label.body.message).toBe('Please choose a situation from the list.');
  });

  it("When a member re-sends a lead, then exactly one new e-mail delivery is made (and one per webhook URL), under the re-send's key, its owner named once", async () => {
    const leadId = await seedLead(db.pool);
    relay.relay.wake();
    await mailTo(`lead-${leadId}`);
    await webhookOf(`lead-${leadId}`);
    await waitFor('both first deliveries', async () => (await deliveries(leadId)).length === 2);

    // its owner is also a routed address (spelt in capitals in the rule): named once
    const routedOwner = await addTestStaff(db.pool, { role: 'intake', email: 'segunda@firm.test' });
    await db.pool.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [leadId, routedOwner.id]);
    const resend = await intake.postForm(staffLeadPath(leadId, 'resend'), {});
    expect(resend.status).toBe(202);
    const resendId = resend.body.resendId as number;
    const subject = `lead-${leadId}-resend-${resendId}`;
    expect(await mailTo(subject)).toBe('contacto@firm.test, segunda@firm.test');
    await webhookOf(subject);
    const resent = calls.find((call) => call.delivery === subject)!;
    expect(JSON.parse(resent.body)).toMatchObject({ delivery_id: subject, lead: { id: leadId } });
    await waitFor('the re-sent deliveries', async () => (await deliveries(leadId)).length === 4);
    // nothing more arrives afterwards
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await deliveries(leadId);
    expect(after.filter((row) => row.kind === 'intake_email')).toEqual([
      { kind: 'intake_email', subject_key: `lead-${leadId}`, target: 'intake' },
      { kind: 'intake_email', subject_key: subject, target: 'intake' },
    ]);
    expect(after.filter((row) => row.kind === 'webhook').map((row) => row.subject_key)).toEqual([
      `lead-${leadId}`,
      subject,
    ]);

    const timeline = await intake.request(staffLeadPath(leadId, 'timeline'));
    const entries = timeline.body.entries as { kind: string; key: string }[];
    expect(entries.filter((entry) => entry.kind === 'delivery')).toHaveLength(4);
    expect(entries.filter((entry) => entry.kind === 'resend')).toEqual([
      expect.objectContaining({ key: `resend-${resendId}` }),
    ]);
  });

  it('When a spam lead is re-sent, then it is refused and nothing is queued', async () => {
    const leadId = await seedLead(db.pool);
    await db.pool.query(`UPDATE leads SET is_spam = true, status = 'Spam' WHERE id = $1`, [leadId]);
    const refused = await intake.postForm(staffLeadPath(leadId, 'resend'), {});
    expect(refused.status).toBe(422);
    expect(
      (
        await db.pool.query('SELECT count(*)::int AS n FROM lead_resends WHERE lead_id = $1', [
          leadId,
        ])
      ).rows[0],
    ).toEqual({ n: 0 });
  });
});
