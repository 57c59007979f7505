import { randomUUID } from 'node:crypto';
import { SIGNED_IN_AGENT } from '@firm/shared/forms/social-media-agents';
import { ZStoredLeadSchema } from '@firm/shared/leads/stored-lead';
import { staffLeadPath } from '@firm/shared/routes/staff-paths';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

const socialFields = (overrides: Record<string, string> = {}) => ({
  nombre: 'Mario Ávila',
  phone: uniquePhone(),
  agente: 'maria-lopez',
  source: 'Facebook',
  link: 'https://m.me/t/12345',
  tipo: 'immigration',
  status: 'New Lead',
  hora: '1',
  pc_referido: '0',
  pc_videollamada: '1',
  ...overrides,
});

describe('POST /api/prospecto/socialmedia', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let staff: TTestStaff;
  let member: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('social');
    api = await startLeadsApi({ pool: db.pool });
    staff = await addTestStaff(db.pool);
    member = await signedInVisitor(api.url, staff);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When an anonymous caller posts a complete social-media lead with a valid token, then 401 and nothing is stored', async () => {
    const fields = socialFields();
    const answer = await new Visitor(api.url).postForm(API_PATHS.socialMediaLeadSubmit, fields);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'error', message: 'Inicie sesión para continuar.' });
    const { rowCount } = await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [
      fields.phone,
    ]);
    expect(rowCount).toBe(0);
  });

  it('When a signed-in member submits a social-media lead, then its fields are stored with status New Lead, who entered it and an outbox row', async () => {
    const fields = socialFields();
    const answer = await member.postForm(API_PATHS.socialMediaLeadSubmit, fields);
    const { rows } = await db.pool.query('SELECT * FROM leads WHERE phone = $1', [fields.phone]);
    // the answer names the lead, so the form can link to it
    expect(answer.body).toEqual({ status: 'success', id: rows[0].id });
    expect(ZStoredLeadSchema.strict().parse(rows[0])).toEqual(rows[0]);
    expect(rows[0]).toMatchObject({
      origin: 'social_media',
      form_variant: 'social-media',
      name: 'Mario Ávila',
      agent: 'María López',
      social_source: 'Facebook',
      lead_type: 'immigration',
      conversation_link: 'https://m.me/t/12345',
      can_call_now: true,
      pc_referral: false,
      pc_video_call: true,
      section: 'Social Media',
      status: 'New Lead',
      consent: false,
      entered_by_staff_id: staff.id,
    });
    const outbox = await db.pool.query('SELECT event FROM outbox WHERE subject_id = $1', [
      rows[0].id,
    ]);
    expect(outbox.rowCount).toBe(1);
  });

  it('When a signed-in member posts without the anti-forgery token, then 403', async () => {
    const answer = await member.postForm(API_PATHS.socialMediaLeadSubmit, socialFields(), {
      token: null,
    });
    expect(answer.status).toBe(403);
  });

  it.each([
    ['nombre', { nombre: '' }, 'Por favor ingrese su nombre.'],
    ['phone', { phone: '123' }, 'Por favor ingrese un número de teléfono válido.'],
    ['agente', { agente: '' }, 'Por favor seleccione un Agente.'],
    ['link', { link: ' ' }, 'Por favor ingrese link de la conversación.'],
  ])(
    'When the %s check fails, then 422 shows the Spanish message',
    async (field, overrides, message) => {
      const answer = await member.postForm(
        API_PATHS.socialMediaLeadSubmit,
        socialFields(overrides),
      );
      expect(answer.status).toBe(422);
      expect((answer.body.errors as unknown[])[0]).toEqual({ field, message });
    },
  );

  it('When the agent is left as the signed-in member, then the lead is stored with their name, its network from the list and their notes as its first timeline note', async () => {
    const fields = socialFields({
      agente: SIGNED_IN_AGENT,
      source: 'instagram',
      notas: 'Escribió por mensaje directo; prefiere WhatsApp después de las 6.',
    });
    const answer = await member.postForm(API_PATHS.socialMediaLeadSubmit, fields);
    expect(answer.status).toBe(200);
    const id = answer.body.id as number;
    const { rows } = await db.pool.query(
      'SELECT agent, social_source, message FROM leads WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      agent: staff.name,
      social_source: 'Instagram',
      message: 'Escribió por mensaje directo; prefiere WhatsApp después de las 6.',
    });
    const timeline = await member.request(staffLeadPath(id, 'timeline'));
    expect((timeline.body.entries as unknown[])[0]).toMatchObject({
      kind: 'note',
      body: 'Escribió por mensaje directo; prefiere WhatsApp después de las 6.',
      actor: { id: staff.id },
    });
  });

  it('When the same form is sent twice, then one lead is stored and both answers name it', async () => {
    const fields = socialFields({ idempotency_key: randomUUID() });
    const first = await member.postForm(API_PATHS.socialMediaLeadSubmit, fields);
    const again = await member.postForm(API_PATHS.socialMediaLeadSubmit, fields);
    expect(again.body).toEqual({ status: 'success', id: first.body.id });
    const { rowCount } = await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [
      fields.phone,
    ]);
    expect(rowCount).toBe(1);
  });

  it('When the social network is not one of the list, then 422 says so in Spanish and nothing is stored', async () => {
    const fields = socialFields({ source: 'MySpace' });
    const answer = await member.postForm(API_PATHS.socialMediaLeadSubmit, fields);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Por favor elija la red social de la lista.');
    const { rowCount } = await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [
      fields.phone,
    ]);
    expect(rowCount).toBe(0);
  });
});

describe('The social-media form’s limit: per member, not per visitor IP', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('socialrl');
    api = await startLeadsApi({ pool: db.pool, limits: { perIp: 2, perStaff: 3 } });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When a member types in more leads than the visitors’ per-IP limit, then only their own limit stops them, and visitors and other members go on', async () => {
    const ip = '198.51.100.77';
    const ana = await signedInVisitor(api.url, await addTestStaff(db.pool), viaEdge(ip));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await ana.postForm(API_PATHS.socialMediaLeadSubmit, socialFields())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const luis = await signedInVisitor(api.url, await addTestStaff(db.pool), viaEdge(ip));
    expect((await luis.postForm(API_PATHS.socialMediaLeadSubmit, socialFields())).status).toBe(200);
    // the members' leads did not count against the office's IP: a visitor there is still heard
    const visitor = new Visitor(api.url, viaEdge(ip));
    expect((await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'))).status).toBe(
      200,
    );
  });
});
