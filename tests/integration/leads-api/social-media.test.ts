import { ZStoredLeadSchema } from '../../../packages/shared/src/leads/stored-lead';
import { API_PATHS } from '../../../packages/shared/src/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from './support/isolated-database';
import { uniquePhone } from './support/lead-factory';
import { startLeadsApi, type TLeadsApi } from './support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from './support/staff';
import { Visitor } from './support/visitor';

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
    expect(answer.body).toEqual({ status: 'success' });
    const { rows } = await db.pool.query('SELECT * FROM leads WHERE phone = $1', [fields.phone]);
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
});
