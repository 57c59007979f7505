import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import {
  STAFF_API_PATHS,
  staffLeadPath,
  staffPrivacyLeadPath,
} from '@firm/shared/routes/staff-paths';
import type { Queue } from 'bullmq';
import { createQueue, createWorker, queueBackendFrom } from '@firm/shared/server/queue';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { testDatabaseUrl, testRedisUrl, uniqueQueueName } from '../../support/env';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { startTestRelay, type TTestRelay } from '../../support/pipeline';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { waitFor } from '../../support/wait-for';

jest.setTimeout(60_000);

/** The same ten digits spelled three ways, as people type them. */
function spellings(): { plain: string; international: string; dashed: string } {
  const digits = uniquePhone();
  const [area, mid, end] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return {
    plain: digits,
    international: `+1 (${area}) ${mid}-${end}`,
    dashed: `${area}-${mid}-${end}`,
  };
}

/** Every text, JSON and array column of every table of every schema of the database. */
async function textColumns(
  db: TIsolatedDatabase,
): Promise<{ schema: string; table: string; column: string }[]> {
  const { rows } = await db.pool.query<{ schema: string; table: string; column: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'inet')
      ORDER BY 1, 2, 3`,
  );
  return rows;
}

/** Where in the database any of these words (or the phone's digits) still is: "table.column". */
async function whereFound(
  db: TIsolatedDatabase,
  words: string[],
  phoneDigits: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns(db)) {
    const name = `"${schema}"."${table}"`;
    const value = `"${column}"::text`;
    const { rows } = await db.pool.query<{ hit: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${name}
                       WHERE lower(${value}) LIKE ANY ($1::text[])
                          OR regexp_replace(${value}, '\\D', '', 'g') LIKE $2) AS hit`,
      [words.map((word) => `%${word.toLowerCase()}%`), `%${phoneDigits}%`],
    );
    if (rows[0]!.hit) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

/** Every value under the queue's keys in Redis, as one text. */
async function queueContents(
  redis: Redis,
  queueName: string,
): Promise<{ keys: number; text: string }> {
  const keys = await redis.keys(`bull:${queueName}:*`);
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === 'string') parts.push((await redis.get(key)) ?? '');
    else if (type === 'list') parts.push((await redis.lrange(key, 0, -1)).join(' '));
    else if (type === 'zset') parts.push((await redis.zrange(key, 0, -1)).join(' '));
    else if (type === 'set') parts.push((await redis.smembers(key)).join(' '));
    else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
  }
  return { keys: keys.length, text: parts.join('\n') };
}

describe('Erasure with a conflict stub, and legal holds (issue 31 §3)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let relay: TTestRelay;
  let queue: Queue;
  /** The embedded backend's queue, on this file's database: the scan covers its schema too. */
  let pgQueue: Queue;
  let redis: Redis;
  let adminStaff: TTestStaff;
  let admin: Visitor;
  let intake: Visitor;
  let editor: Visitor;
  const queueName = uniqueQueueName('erase');
  const backend = queueBackendFrom({ REDIS_URL: testRedisUrl(), DATABASE_URL: testDatabaseUrl() });

  beforeAll(async () => {
    db = await createIsolatedDatabase('privacyerase');
    queue = createQueue(queueName, backend);
    pgQueue = createQueue(queueName, { kind: 'postgres', url: db.url });
    api = await startLeadsApi({ pool: db.pool, dashboardQueues: [queue, pgQueue] });
    relay = startTestRelay(db.pool, backend, queueName);
    redis = new Redis(testRedisUrl());
    adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    admin = await signedInVisitor(api.url, adminStaff);
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await relay.close();
    await queue.close();
    await pgQueue.close();
    const leftover = await redis.keys(`bull:${queueName}:*`);
    if (leftover.length) await redis.del(...leftover);
    redis.disconnect();
    await api.close();
    await db.drop();
  });

  /** Posts the site's Spanish contact form; the stored lead's id. */
  async function submit(overrides: Record<string, string>): Promise<number> {
    const fields = leadFields('contact-es', { idempotency_key: randomUUID(), ...overrides });
    const answer = await new Visitor(api.url, {
      'user-agent': 'Navegador de prueba',
    }).postForm(API_PATHS.leadSubmit, fields);
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query<{ id: number }>(
      'SELECT id FROM leads WHERE idempotency_key = $1',
      [fields.idempotency_key],
    );
    return rows[0]!.id;
  }

  const detailOf = async (id: number) =>
    (await admin.request(staffLeadPath(id))).body as unknown as TLeadDetail;

  /** A person with a whole history: two leads (phone spelled two ways, e-mail in two cases). */
  async function personWithHistory() {
    const token = randomBytes(4).toString('hex');
    const person = {
      name: `Zenaida Borrable ${token}`,
      corrected: `Zenaida Corregida ${token}`,
      email: `zenaida.${token}@example.com`,
      phone: spellings(),
      message: `Mi esposo me amenaza, caso VAWA ${token}`,
    };
    const first = await submit({
      nombre: person.name,
      email: person.email,
      phone: person.phone.dashed,
      mensaje: person.message,
    });
    const second = await submit({
      nombre: person.name,
      email: person.email.toUpperCase(),
      phone: person.phone.international,
      mensaje: `${person.message} (segundo)`,
    });
    const stranger = await submit({
      nombre: `Otra Persona ${token}`,
      email: `otra.${token}@example.com`,
    });
    // the timeline's free text, a correction, a text, deliveries, a dead letter, a request, a click
    await admin.postJson(staffPrivacyLeadPath(first, 'correct'), {
      name: person.corrected,
      reason: 'Pidió corregir su nombre',
    });
    await db.pool.query(`INSERT INTO lead_notes (lead_id, actor_id, body) VALUES ($1, $2, $3)`, [
      first,
      adminStaff.id,
      `Habló ${person.name}, su correo ${person.email}`,
    ]);
    await db.pool.query(
      `INSERT INTO lead_status_changes (lead_id, actor_id, from_status, to_status, note)
       VALUES ($1, $2, 'New Lead', 'Contacted', $3)`,
      [first, adminStaff.id, `Llamé al ${person.phone.dashed}`],
    );
    await db.pool.query(
      `INSERT INTO lead_calls (lead_id, actor_id, outcome, note) VALUES ($1, $2, 'talked', $3)`,
      [second, adminStaff.id, `Dijo: ${person.message}`],
    );
    await db.pool.query(
      `INSERT INTO lead_follow_ups (lead_id, actor_id, due_at, note) VALUES ($1, $2, now(), $3)`,
      [second, adminStaff.id, `Volver a llamar a ${person.name}`],
    );
    await db.pool.query(
      `INSERT INTO lead_texts (lead_id, direction, purpose, body) VALUES ($1, 'in', 'reply', $2)`,
      [first, `Soy ${person.name}`],
    );
    await db.pool.query(
      `INSERT INTO deliveries (kind, subject_key, target, lead_id, detail)
       VALUES ('ack_email', $2, $3, $1, $4), ('intake_email', $2, 'intake', $1, 'sent')`,
      [first, `lead-${first}`, person.email, `250 OK to ${person.email}`],
    );
    await db.pool.query(
      `INSERT INTO delivery_claims (kind, subject_key, target, last_error)
       VALUES ('ack_text', $1, $2, $3)`,
      [`lead-${second}`, `+1${person.phone.plain}`, `refused ${person.phone.plain}`],
    );
    await db.pool.query(
      `INSERT INTO dead_letters (queue, job_id, job_name, payload, attempts, error, lead_id)
       VALUES ($1, $2, 'acknowledge-lead', $3, 5, $4, $5)`,
      [
        queueName,
        `lead-${first}-ack-dead`,
        JSON.stringify({ leadId: first, to: person.email }),
        `550 mailbox ${person.email} unknown`,
        first,
      ],
    );
    const { rows: requests } = await db.pool.query<{ id: number }>(
      `INSERT INTO privacy_requests (kind, received_on, channel, requester, identity_check, due_on, note)
       VALUES ('deletion', current_date, 'phone', $1, $2, current_date + 45, $3) RETURNING id`,
      [person.name, `Confirmó su teléfono ${person.phone.dashed}`, `Escribe desde ${person.email}`],
    );
    // a click on the phone link from the person's browser (the same address and browser as a lead)
    await db.pool.query(
      `INSERT INTO call_events (page_url, locale, attribution, ip, user_agent)
       SELECT 'https://firm.test/visa-u', 'es', $2, ip, user_agent FROM leads WHERE id = $1`,
      [first, JSON.stringify({ utm_content: person.name })],
    );
    const dnc = await admin.postJson(STAFF_API_PATHS.privacyDoNotContact, {
      phone: person.phone.international,
      email: person.email,
      reason: `Lo pidió ${person.name}`,
    });
    expect(dnc.status).toBe(201);
    return { person, first, second, stranger, requestId: requests[0]!.id };
  }

  it('When an admin erases a person, then no table, no column and no queue key holds their name, phone, e-mail or message; the leads stay as tombstones and a stub remains', async () => {
    const { person, first, second, stranger, requestId } = await personWithHistory();
    await waitFor('the outbox published', async () => {
      const { rows } = await db.pool.query(
        'SELECT 1 FROM outbox WHERE subject_id = ANY($1::bigint[]) AND published_at IS NULL',
        [[first, second]],
      );
      return rows.length === 0;
    });
    // a job of the person that failed on each backend: the mail server's refusal names the address
    for (const [on, where] of [
      [queue, backend],
      [pgQueue, { kind: 'postgres', url: db.url }],
    ] as const) {
      const worker = createWorker(
        queueName,
        async (job) => {
          if (job.id === `refused-${first}`) throw new Error(`550 mailbox ${person.email} unknown`);
        },
        where,
      );
      await on.add(
        'acknowledge-lead',
        { leadId: first },
        { jobId: `refused-${first}`, attempts: 1 },
      );
      await waitFor(
        'the job failed',
        async () => (await on.getJob(`refused-${first}`))?.failedReason,
      );
      await worker.close();
    }
    const words = [person.name, person.corrected, person.email, person.message];
    expect((await queueContents(redis, queueName)).text).toContain(person.email);
    // before: the data is there (the scan finds it, so it can tell)
    expect(await whereFound(db, words, person.phone.plain)).toEqual(
      expect.arrayContaining([
        'public.leads.name',
        'public.lead_notes.body',
        'public.dead_letters.error',
        'bullmq.job.failed_reason',
        'bullmq.event.data',
      ]),
    );

    const answer = await admin.postJson(staffPrivacyLeadPath(second, 'erase'), {
      reason: 'Solicitud de eliminación verificada',
      requestId: String(requestId),
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      leadIds: [first, second],
      queueCleared: true,
    });
    expect(await whereFound(db, words, person.phone.plain)).toEqual([]);
    const held = await queueContents(redis, queueName);
    expect(held.keys).toBeGreaterThan(0);
    for (const word of [...words, person.phone.plain]) expect(held.text).not.toContain(word);
    expect(await queue.getJob(`refused-${first}`)).toBeUndefined();
    expect(await pgQueue.getJob(`refused-${first}`)).toBeUndefined();
    // tombstones: status, form, language and dates stay, so the counts stay right
    const { rows: tombstones } = await db.pool.query(
      `SELECT id, name, phone, email, message, form_variant, locale, status, received_at IS NOT NULL AS dated
         FROM leads WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[first, second, stranger]],
    );
    expect(tombstones).toEqual([
      {
        id: first,
        name: '',
        phone: '',
        email: null,
        message: null,
        form_variant: 'contact-es',
        locale: 'es',
        status: 'New Lead',
        dated: true,
      },
      {
        id: second,
        name: '',
        phone: '',
        email: null,
        message: null,
        form_variant: 'contact-es',
        locale: 'es',
        status: 'New Lead',
        dated: true,
      },
      expect.objectContaining({ id: stranger, name: expect.stringContaining('Otra Persona') }),
    ]);
    const { rows: stubs } = await db.pool.query(
      `SELECT cardinality(phone_hashes) AS phones, cardinality(email_hashes) AS emails, form_variant,
              erased_by, reason, request_id, lead_count FROM erased_contacts`,
    );
    expect(stubs).toEqual([
      {
        phones: 1,
        emails: 1,
        form_variant: 'contact-es',
        erased_by: adminStaff.id,
        reason: 'Solicitud de eliminación verificada',
        request_id: requestId,
        lead_count: 2,
      },
    ]);
    const { rows: audit } = await db.pool.query(
      `SELECT actor_id, lead_id, request_id, detail FROM privacy_audit WHERE action = 'lead.erased'`,
    );
    expect(audit).toEqual([
      {
        actor_id: adminStaff.id,
        lead_id: second,
        request_id: requestId,
        detail: expect.objectContaining({ leads: 2, leadIds: [first, second] }),
      },
    ]);
    expect((await detailOf(first)).erased).toEqual({
      erasedAt: expect.any(String),
      reason: 'Solicitud de eliminación verificada',
      erasedBy: { id: adminStaff.id, name: adminStaff.name },
    });

    // erasing again answers 409, in the member's language
    const again = await admin.postJson(staffPrivacyLeadPath(first, 'erase'), {
      reason: 'otra vez',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este contacto ya fue eliminado.');

    // the stub matches a new lead from the same person however the phone is spelled, or by e-mail
    const byInternational = await submit({
      phone: person.phone.international,
      email: 'nuevo@example.com',
    });
    const byDashed = await submit({
      phone: person.phone.dashed,
      email: `nuevo.${randomUUID()}@example.com`,
    });
    const byEmail = await submit({ email: ` ${person.email.toUpperCase()} ` });
    for (const id of [byInternational, byDashed, byEmail])
      expect((await detailOf(id)).erasedContactMatch).toEqual({ erasedAt: answer.body.erasedAt });
    expect((await detailOf(stranger)).erasedContactMatch).toBeNull();

    // the person had asked not to be contacted: a new lead from them is stored, flagged, and gets
    // no automatic message; the match is kept for the intake e-mail (the worker has no secret)
    const newcomer = await submit({ email: `nuevo.${randomUUID()}@example.com` });
    for (const id of [byInternational, byDashed, byEmail]) {
      expect((await detailOf(id)).doNotContact).toMatchObject({ byText: false });
    }
    expect((await detailOf(newcomer)).doNotContact).toBeNull();
    const { rows: acknowledged } = await db.pool.query<{ subject_id: number }>(
      `SELECT subject_id FROM outbox WHERE event = $2 AND subject_id = ANY($1::bigint[])`,
      [[byInternational, byDashed, byEmail, newcomer], OUTBOX_EVENTS.leadAcknowledge],
    );
    expect(acknowledged.map((row) => Number(row.subject_id))).toEqual([newcomer]);
    const { rows: matches } = await db.pool.query<{ lead_id: number }>(
      `SELECT lead_id FROM lead_erased_contact_matches WHERE erasure_id = $1 ORDER BY lead_id`,
      [answer.body.erasureId],
    );
    expect(matches.map((row) => Number(row.lead_id))).toEqual([byInternational, byDashed, byEmail]);
  });

  it('When an erased person who had asked not to be contacted is referred, or writes again and an admin lifts the mark, then the referral is marked, and after the lift a later lead is acknowledged', async () => {
    const { person, second } = await personWithHistory();
    const erased = await admin.postJson(staffPrivacyLeadPath(second, 'erase'), {
      reason: 'Solicitud de eliminación',
    });
    expect(erased.status).toBe(200);
    const referral = await new Visitor(api.url).postJson(REFERRALS_PATH, {
      nombre: 'Quien Refiere',
      phone: uniquePhone(),
      checkbox: true,
      referidos: [
        { nombre: 'Otra Referida', phone: uniquePhone() },
        { nombre: 'Zenaida Referida', phone: person.phone.international },
      ],
    });
    expect(referral.status).toBe(200);
    const { rows: referred } = await db.pool.query<{ name: string; marked: boolean; id: number }>(
      `SELECT l.id, l.name, l.do_not_contact_at IS NOT NULL AS marked FROM leads l
        WHERE l.name IN ('Otra Referida', 'Zenaida Referida') AND l.origin = 'referral'
        ORDER BY l.name`,
    );
    expect(referred.map(({ name, marked }) => ({ name, marked }))).toEqual([
      { name: 'Otra Referida', marked: false },
      { name: 'Zenaida Referida', marked: true },
    ]);
    expect((await detailOf(referred[1]!.id)).erasedContactMatch).not.toBeNull();

    // the person writes again (marked), then tells the firm she may be contacted: the lift holds
    const again = await submit({ phone: person.phone.dashed, email: person.email });
    expect((await detailOf(again)).doNotContact).not.toBeNull();
    const lifted = await admin.postJson(staffLeadPath(again, 'do-not-contact/lift'), {
      reason: 'Llamó para retomar su caso',
    });
    expect(lifted.status).toBe(200);
    const later = await submit({ phone: person.phone.plain, email: person.email });
    expect((await detailOf(later)).doNotContact).toBeNull();
    const { rows: acknowledged } = await db.pool.query(
      `SELECT 1 FROM outbox WHERE event = $2 AND subject_id = $1`,
      [later, OUTBOX_EVENTS.leadAcknowledge],
    );
    expect(acknowledged).toHaveLength(1);
  });

  it('When a lead of the person is under a legal hold, then erasure answers 409 with the hold’s reason and erases nothing; lifted, the erasure goes through', async () => {
    const { person, first, second } = await personWithHistory();
    const hold = await admin.postJson(staffPrivacyLeadPath(first, 'hold'), {
      reason: 'Litigio pendiente, caso 2030-17',
    });
    expect(hold.status).toBe(201);
    expect((await detailOf(first)).legalHold).toMatchObject({
      reason: 'Litigio pendiente, caso 2030-17',
      placedBy: { id: adminStaff.id },
    });
    const twice = await admin.postJson(staffPrivacyLeadPath(first, 'hold'), { reason: 'otra' });
    expect(twice.status).toBe(409);

    const refused = await admin.postJson(staffPrivacyLeadPath(second, 'erase'), {
      reason: 'Solicitud de eliminación',
    });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      holdReason: 'Litigio pendiente, caso 2030-17',
      heldLeadId: first,
    });
    expect(String(refused.body.message)).toContain('Litigio pendiente, caso 2030-17');
    const { rows } = await db.pool.query('SELECT name FROM leads WHERE id = $1', [second]);
    expect(rows[0]!.name).toBe(person.name);

    const lifted = await admin.postJson(staffPrivacyLeadPath(first, 'hold/lift'), {
      reason: 'Terminó el litigio',
    });
    expect(lifted.status).toBe(200);
    expect((await detailOf(first)).legalHold).toBeNull();
    const liftedTwice = await admin.postJson(staffPrivacyLeadPath(first, 'hold/lift'), {
      reason: 'x',
    });
    expect(liftedTwice.status).toBe(409);
    const erased = await admin.postJson(staffPrivacyLeadPath(second, 'erase'), {
      reason: 'Solicitud de eliminación',
    });
    expect(erased.status).toBe(200);
    const { rows: audit } = await db.pool.query(
      `SELECT action, detail FROM privacy_audit WHERE lead_id = $1 AND action LIKE 'lead.h%' ORDER BY id`,
      [first],
    );
    expect(audit).toEqual([
      { action: 'lead.held', detail: {} },
      { action: 'lead.hold_lifted', detail: {} },
    ]);
  });

  it('When a member who is not an admin, or a post without a reason, asks for an erasure or a hold, then it is refused in their language and nothing changes', async () => {
    const lead = await submit({});
    for (const visitor of [intake, editor]) {
      for (const action of ['erase', 'hold'] as const) {
        const answer = await visitor.postJson(staffPrivacyLeadPath(lead, action), { reason: 'x' });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('Su cuenta no tiene permiso para esto.');
      }
    }
    const noReason = await admin.postJson(staffPrivacyLeadPath(lead, 'erase'), { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Por favor escriba el motivo');
    const unknown = await admin.postJson(staffPrivacyLeadPath(99_999_999, 'erase'), {
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    const { rows } = await db.pool.query(
      `SELECT (SELECT count(*)::int FROM lead_erasures WHERE lead_id = $1) AS erased,
              (SELECT count(*)::int FROM lead_legal_holds WHERE lead_id = $1) AS holds`,
      [lead],
    );
    expect(rows[0]).toEqual({ erased: 0, holds: 0 });
  });
});
