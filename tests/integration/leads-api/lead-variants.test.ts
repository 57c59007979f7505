import { validateLead } from '@firm/shared/forms/lead-schemas';
import { ZStoredLeadSchema } from '@firm/shared/leads/stored-lead';
import { normalizeLead } from '@firm/shared/forms/compose';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { LEAD_VARIANTS, leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

type TRow = Record<string, unknown>;

describe('POST /api/prospecto/agregar stores every variant', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('variants');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const leadByKey = async (key: string): Promise<TRow | undefined> =>
    (
      await db.pool.query('SELECT *, host(ip) AS client_ip FROM leads WHERE idempotency_key = $1', [
        key,
      ])
    ).rows[0] as TRow | undefined;

  it.each(LEAD_VARIANTS)(
    'When the %s form is submitted, then its fields are stored as sent after sanitizing',
    async (variant) => {
      const fields = leadFields(variant);
      const answer = await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields);
      expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });

      const validated = validateLead(variant, fields);
      if (!validated.ok) throw new Error(`factory made an invalid ${variant} lead`);
      const expected = normalizeLead(variant, validated.data, { source: '' });
      const row = await leadByKey(fields.idempotency_key as string);
      ZStoredLeadSchema.parse(row);
      expect(row).toMatchObject({
        origin: 'web',
        form_variant: variant,
        locale: expected.locale,
        name: expected.nombre,
        email: expected.email,
        phone: expected.phone,
        message: expected.mensaje || null,
        consent: true,
        section: expected.seccion,
        situation: expected.situacion,
        married: expected.casado,
        stay: expected.estancia,
        client_time: fields.fecha_hora,
        page_url: fields.page_url,
        status: 'New Lead',
        is_spam: false,
        consent_version: expected.consentVersion,
        client_ip: '127.0.0.1',
      });
      expect(row?.name).toBe('María José bPérezb');
      expect(row?.consent_sha256).toMatch(/^[0-9a-f]{64}$/);
      const outbox = await db.pool.query(
        'SELECT event FROM outbox WHERE subject_id = $1 ORDER BY id',
        [row?.id],
      );
      // A lead from the contact page with an e-mail is acknowledged (issue 29 §2).
      expect(outbox.rows).toEqual([
        { event: 'lead-accepted' },
        ...(expected.email ? [{ event: 'lead-acknowledge' }] : []),
      ]);
    },
  );

  it('When a no-JS form posts urlencoded, then the lead is stored like a multipart one', async () => {
    const fields = leadFields('contact-es');
    const answer = await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields, {
      encoding: 'urlencoded',
    });
    expect(answer.body).toEqual({ status: 'success' });
    expect(await leadByKey(fields.idempotency_key as string)).toMatchObject({
      form_variant: 'contact-es',
      phone: fields.phone?.replace(/\D/g, ''),
    });
  });

  it('When the visitor has a first-touch attribution cookie, then the lead stores it and the seccion carries its source', async () => {
    const attribution = {
      utm_source: 'facebook',
      utm_campaign: 'parole',
      landing_path: '/formulario/parole',
      first_seen: '2025-06-01T00:00:00.000Z',
    };
    const cookie = Buffer.from(JSON.stringify(attribution)).toString('base64url');
    const visitor = new Visitor(api.url);
    visitor.cookies.set('firm_attr', cookie);
    expect((await visitor.request(API_PATHS.campaignSource)).body).toEqual({ source: 'facebook' });
    const fields = leadFields('contact-es');
    expect((await visitor.postForm(API_PATHS.leadSubmit, fields)).body).toEqual({
      status: 'success',
    });
    expect(await leadByKey(fields.idempotency_key as string)).toMatchObject({
      section: 'Contacto Español - facebook',
      source: 'facebook',
      attribution,
    });
  });

  it('When unknown fields are sent, then they are ignored', async () => {
    const fields = leadFields('footer-en', { admin: 'true', status: 'Closed', is_spam: 'false' });
    expect((await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields)).body).toEqual({
      status: 'success',
    });
    expect(await leadByKey(fields.idempotency_key as string)).toMatchObject({
      status: 'New Lead',
      form_variant: 'footer-en',
    });
  });

  it('When free-form context fields carry NUL characters (which PostgreSQL text cannot hold), then the lead is stored without them', async () => {
    const fields = leadFields('contact-es', {
      fecha_hora: '2026-11-22T10:00:00\u0000Z',
      page_url: 'https://www.herreraimmigrationlaw.com/contacto\u0000?x=1',
    });
    expect((await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields)).body).toEqual({
      status: 'success',
    });
    expect(await leadByKey(fields.idempotency_key as string)).toMatchObject({
      client_time: '2026-11-22T10:00:00Z',
      page_url: 'https://www.herreraimmigrationlaw.com/contacto?x=1',
    });
  });
});
