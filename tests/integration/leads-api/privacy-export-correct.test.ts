import { staffLeadPath, staffPrivacyLeadPath } from '@firm/shared/routes/staff-paths';
import type { TPrivacyExport } from '@firm/shared/privacy/privacy-export';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { seedStoredLead } from '../../support/seed-lead';
import { addTestStaff, ManualClock, signedInVisitor, type TTestStaff } from '../../support/staff';
import type { Visitor } from '../../support/visitor';

jest.setTimeout(30_000);

describe('The access export and corrections (issue 31 §3)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let adminStaff: TTestStaff;
  let admin: Visitor;
  let intake: Visitor;
  let editor: Visitor;
  const clock = new ManualClock(Date.parse('2030-03-01T10:00:00-07:00'));
  const FIRST_SEEN = '2030-02-01T15:00:00.000Z';
  let first: number;
  let second: number;
  let stranger: number;

  beforeAll(async () => {
    db = await createIsolatedDatabase('privacyexport');
    api = await startLeadsApi({ pool: db.pool, clock });
    adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    admin = await signedInVisitor(api.url, adminStaff);
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
    // the fixture person: two leads, the same phone spelled two ways, with a whole history
    first = await seedStoredLead(db.pool, {
      name: 'Marisol Exportada',
      phone: '19155550142',
      email: 'marisol@example.com',
      message: 'Necesito ayuda con mi caso de VAWA',
      attribution: { utm_source: 'facebook', first_seen: FIRST_SEEN },
    });
    second = await seedStoredLead(db.pool, {
      name: 'Marisol E.',
      phone: '9155550142',
      email: null,
      locale: 'en',
    });
    stranger = await seedStoredLead(db.pool, { name: 'Otra Persona', phone: '9155550999' });
    await db.pool.query(
      `INSERT INTO lead_status_changes (lead_id, actor_id, from_status, to_status, note)
       VALUES ($1, $2, 'New Lead', 'Contacted', 'nota interna de estado')`,
      [first, adminStaff.id],
    );
    await db.pool.query(
      `INSERT INTO lead_notes (lead_id, actor_id, body) VALUES ($1, $2, 'Su esposo Ramiro llamó')`,
      [first, adminStaff.id],
    );
    await db.pool.query(
      `INSERT INTO lead_calls (lead_id, actor_id, outcome, note) VALUES ($1, $2, 'talked', 'nota de llamada privada')`,
      [first, adminStaff.id],
    );
    await db.pool.query(
      `INSERT INTO lead_texts (lead_id, direction, purpose, body) VALUES ($1, 'out', 'acknowledgment', 'Recibimos su mensaje')`,
      [first],
    );
    await db.pool.query(
      `INSERT INTO deliveries (kind, subject_key, target, lead_id, detail)
       VALUES ('intake_email', $2, 'intake', $1, 'to intake'),
              ('webhook', $3, 'https://hooks.firm.test/secret-token', $1, '200')`,
      [first, `lead-${first}`, `lead-${first}`],
    );
    await db.pool.query(
      `INSERT INTO call_events (page_url, locale, attribution, ip, user_agent)
       VALUES ('https://firm.test/visa-u', 'es', $1, '198.51.100.9', 'other'),
              ('https://firm.test/otra', 'es', '{}', '203.0.113.7', 'another browser')`,
      [JSON.stringify({ first_seen: FIRST_SEEN })],
    );
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When an admin exports a lead as JSON, then every lead of the person comes with fields, attribution, consent, history, deliveries and call clicks — and nothing of other people', async () => {
    const answer = await admin.request(staffPrivacyLeadPath(first, 'export.json'));
    expect(answer.status).toBe(200);
    expect(admin.lastHeaders.get('content-disposition')).toContain(`datos-${first}.json`);
    const data = answer.body as unknown as TPrivacyExport;
    expect(data.locale).toBe('es');
    expect(data.matchedBy).toEqual({ phoneKey: '9155550142', email: 'marisol@example.com' });
    expect(data.leads.map((lead) => lead.id)).toEqual([first, second]);
    const [lead] = data.leads;
    expect(lead!.fields).toMatchObject({
      name: 'Marisol Exportada',
      phone: '19155550142',
      email: 'marisol@example.com',
      message: 'Necesito ayuda con mi caso de VAWA',
      ip: '203.0.113.7',
      user_agent: 'jest',
      consent: true,
    });
    expect(lead!.attribution).toEqual({ utm_source: 'facebook', first_seen: FIRST_SEEN });
    expect(lead!.consent).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(lead!.consent!.body).toEqual(expect.any(String));
    expect(lead!.timeline.map((event) => event.kind).sort()).toEqual(['call', 'status', 'text']);
    expect(lead!.timeline.find((event) => event.kind === 'status')!.detail).toBe(
      'Estado: Nuevo → Contactado',
    );
    expect(lead!.deliveries.map((delivery) => delivery.target).sort()).toEqual([
      'intake',
      'webhook',
    ]);
    expect(data.callClicks).toEqual([
      expect.objectContaining({ pageUrl: 'https://firm.test/visa-u' }),
    ]);
    const whole = JSON.stringify(data);
    for (const internal of [
      'Ramiro',
      'nota interna',
      'nota de llamada',
      'secret-token',
      'Otra Persona',
      adminStaff.email,
      '/otra',
    ])
      expect(whole).not.toContain(internal);
    const { rows } = await db.pool.query(
      `SELECT actor_id, detail FROM privacy_audit WHERE action = 'lead.exported' AND lead_id = $1`,
      [first],
    );
    expect(rows).toEqual([
      { actor_id: adminStaff.id, detail: { format: 'json', leads: 2, callClicks: 1 } },
    ]);
  });

  it('When an admin opens the readable export of an English lead, then it is an English page, printable, with no script', async () => {
    const response = await fetch(`${api.url}${staffPrivacyLeadPath(second, 'export.html')}`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The personal data we hold about you');
    expect(html).toContain('Marisol Exportada');
    expect(html).toContain('Status: New → Contacted');
    expect(html).toContain('@media print');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Ramiro');
  });

  it('When an admin corrects a lead’s phone and name, then each change is on the timeline with before and after, and the consent record is untouched', async () => {
    const before = (
      await db.pool.query(
        'SELECT consent, consent_sha256, consent_version FROM leads WHERE id = $1',
        [first],
      )
    ).rows[0];
    const answer = await admin.postJson(staffPrivacyLeadPath(first, 'correct'), {
      phone: '+1 (915) 555-0143',
      name: 'Marisol Corregida',
      email: 'marisol@example.com',
      reason: 'La persona pidió corregir su número',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.changes).toEqual([
      { field: 'name', before: 'Marisol Exportada', after: 'Marisol Corregida' },
      { field: 'phone', before: '19155550142', after: '19155550143' },
    ]);
    const timeline = (await admin.request(staffLeadPath(first, 'timeline'))).body
      .entries as TTimelineEntry[];
    const corrections = timeline.filter((entry) => entry.kind === 'correction');
    expect(corrections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'phone',
          before: '19155550142',
          after: '19155550143',
          reason: 'La persona pidió corregir su número',
          actor: expect.objectContaining({ id: adminStaff.id }),
        }),
        expect.objectContaining({ field: 'name', after: 'Marisol Corregida' }),
      ]),
    );
    const after = (
      await db.pool.query(
        'SELECT consent, consent_sha256, consent_version, name, phone FROM leads WHERE id = $1',
        [first],
      )
    ).rows[0];
    expect(after).toEqual({ ...before, name: 'Marisol Corregida', phone: '19155550143' });
    const { rows } = await db.pool.query(
      `SELECT detail FROM privacy_audit WHERE action = 'lead.corrected' AND lead_id = $1`,
      [first],
    );
    expect(rows).toEqual([{ detail: { fields: ['name', 'phone'] } }]);
  });

  it('When a correction is bad, then it is refused with clear errors in the member language', async () => {
    const noReason = await admin.postJson(staffPrivacyLeadPath(first, 'correct'), {
      phone: '9155550144',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(
      'Por favor escriba el motivo de la corrección (hasta 500 caracteres).',
    );
    const badPhone = await admin.postJson(`${staffPrivacyLeadPath(first, 'correct')}?lang=en`, {
      phone: '12',
      reason: 'x',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual([
      { field: 'phone', message: expect.stringMatching(/phone/i) },
    ]);
    const same = await admin.postJson(`${staffPrivacyLeadPath(first, 'correct')}?lang=en`, {
      name: 'Marisol Corregida',
      reason: 'x',
    });
    expect(same.body.message).toBe('Please change at least one field.');
    expect(
      (await admin.postJson(staffPrivacyLeadPath(987654321, 'correct'), { name: 'A', reason: 'x' }))
        .status,
    ).toBe(404);
  });

  it('When an intake member or an editor asks for an export or a correction, then it is refused 403', async () => {
    for (const who of [intake, editor]) {
      expect((await who.request(staffPrivacyLeadPath(stranger, 'export.json'))).status).toBe(403);
      expect((await who.request(staffPrivacyLeadPath(stranger, 'export.html'))).status).toBe(403);
      const correct = await who.postJson(`${staffPrivacyLeadPath(stranger, 'correct')}?lang=en`, {
        name: 'Cambio',
        reason: 'x',
      });
      expect(correct.status).toBe(403);
      expect(correct.body.message).toBe('Your account is not allowed to do this.');
    }
  });
});
