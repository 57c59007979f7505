import { yearsOfExperience } from '@firm/shared/content/firm-years';
import { ZSiteConfigSchema, type TSiteConfig } from '@firm/shared/content/site-config';
import { ZPageTextSchema } from '@firm/shared/content/page-text';
import { CONTENT_URLS, CONTENT_VERSION_PATH } from '@firm/shared/routes/content-paths';
import { collectionUrl, STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { ZStudioAttorneyDocumentSchema } from '@firm/shared/studio/studio-collections';
import { ZStudioFirmSchema, type TStudioFirm } from '@firm/shared/studio/studio-firm';
import { ZStudioPageSchema } from '@firm/shared/studio/studio-page';
import { loadFirstContactSettings } from '@firm/shared/server/first-contact-settings';
import { callbackPhone, loadFirmFacts } from '@firm/worker/acknowledge/firm-facts';
import { siteConfigFile } from '../../support/site-config-file';
import { MEMBERS, type StudioClient } from '../../support/studio-server';
import { useStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer([{}]);
let admin: StudioClient;

beforeAll(async () => {
  admin = await served.studio.as(MEMBERS.admin);
});

async function firm(): Promise<TStudioFirm> {
  return parseWire(ZStudioFirmSchema, (await admin.get(STUDIO_ROUTES.firm)).body);
}

/** The document fields of the firm's answer. */
function documentOf(answer: TStudioFirm): TSiteConfig {
  const shape = ZSiteConfigSchema.shape;
  return Object.fromEntries(
    Object.entries(answer).filter(([key]) => key in shape),
  ) as unknown as TSiteConfig;
}

async function firmSamples(): Promise<{ total: number; firm: number; items: unknown[] }> {
  const body = (await admin.get(STUDIO_ROUTES.samples)).body as {
    total: number;
    byCollection: { firm: number };
    items: { firm: unknown[] };
  };
  return { total: body.total, firm: body.byCollection.firm, items: body.items.firm };
}

async function publicConfig(): Promise<TSiteConfig> {
  const answer = await fetch(`${served.studio.baseUrl}${CONTENT_URLS.siteConfig()}`);
  return ZSiteConfigSchema.parse(await answer.json());
}

async function saveFirm(change: (config: TSiteConfig) => TSiteConfig, as = admin) {
  const before = await firm();
  return as.put(STUDIO_ROUTES.firm, {
    ...change(documentOf(before)),
    baseRevision: before.revision,
  });
}

const withPhone = (
  config: TSiteConfig,
  index: number,
  phone: Partial<TSiteConfig['phones'][0]>,
) => ({
  ...config,
  phones: config.phones.map((p, i) => (i === index ? { ...p, ...phone } : p)),
});

describe('the firm’s facts in the studio', () => {
  it('When an editor or an intake member asks for the firm’s facts, then it is a 403 in their language; an admin gets the imported facts, marked as the sample', async () => {
    const editor = served.editor;
    const refused = await editor.get(STUDIO_ROUTES.firm);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Solo una persona administradora puede ver y cambiar los datos de la firma.',
    );
    const english = await editor.get(`${STUDIO_ROUTES.firm}?lang=en`);
    expect(english.body.message).toBe('Only an administrator can see and change the firm’s facts.');
    expect((await editor.put(STUDIO_ROUTES.firm, {})).status).toBe(403);
    expect((await editor.post(STUDIO_ROUTES.firmPublish, {})).status).toBe(403);
    expect((await editor.get(STUDIO_ROUTES.firmRevisions)).status).toBe(403);
    const intake = await served.studio.as(MEMBERS.intake);
    expect((await intake.get(STUDIO_ROUTES.firm)).status).toBe(403);

    const facts = await firm();
    expect(documentOf(facts)).toEqual(siteConfigFile());
    expect(facts).toMatchObject({ id: 'firm', sample: true, position: null });
    expect(facts.languages.es).toMatchObject({ state: 'published', live: true });
    expect(facts.problems).toEqual({ es: [], en: [] });
    expect(await firmSamples()).toMatchObject({
      firm: 1,
      items: [{ id: 'firm', label: siteConfigFile().firm.name_es }],
    });
  });

  it('When a phone is not E.164, a display has no digits, the e-mail is not one or the footer’s line is missing, then the save is a 400 naming each field in the editor’s language', async () => {
    const answer = await saveFirm((config) => ({
      ...withPhone(config, 0, { tel: '915-555-0142' }),
      email: 'contacto-at-firma',
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'email',
        message:
          'Correo electrónico: escriba un correo electrónico válido (por ejemplo, contacto@sufirma.com).',
      },
      {
        field: 'phones.0.tel',
        message:
          'Teléfono 1 · Número para marcar (E.164): escriba el número con + y el código del país, solo dígitos (por ejemplo, +19155550142).',
      },
    ]);
    const display = await saveFirm((config) => withPhone(config, 1, { display: 'Llámenos' }));
    expect(display.status).toBe(400);
    expect(display.body.errors).toEqual([
      {
        field: 'phones.1.display',
        message:
          'Teléfono 2 · Número como se muestra: el número que se muestra necesita los dígitos del teléfono, por ejemplo (915) 555-0142.',
      },
    ]);
    const missing = await saveFirm((config) => ({
      ...config,
      phones: config.phones.filter((p) => p.id !== 'customer-service'),
    }));
    expect(missing.body.errors).toEqual([
      {
        field: 'phones',
        message:
          'Teléfono: falta el teléfono con el identificador customer-service; el pie de página lo muestra.',
      },
    ]);
  });

  it('When the facts contradict each other (a display that is not the number dialed, an unknown callback line, a licence the attorney lacks, an unknown office, an unknown founder), then each is a 400 at its field', async () => {
    const before = await firm();
    const answer = await admin.put(`${STUDIO_ROUTES.firm}?lang=en`, {
      ...withPhone(documentOf(before), 0, { display: '(915) 555-9999' }),
      firm: { ...before.firm, founder_slug: 'nadie' },
      callback: { ...before.callback, phone_id: 'fax' },
      responsible_attorney: {
        ...before.responsible_attorney,
        admitted_in: 'Virginia',
        office_id: 'miami',
      },
      baseRevision: before.revision,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'phones.0.display',
        message:
          'Phone 1 · Number as shown: the number shown ((915) 555-9999) is not the one dialed (+19155550142).',
      },
      {
        field: 'callback.phone_id',
        message: 'Callback · Phone the call comes from: choose one of the phones in the list.',
      },
      { field: 'firm.founder_slug', message: 'Firm · Founder: that attorney is not on the team.' },
      {
        field: 'responsible_attorney.admitted_in',
        message:
          'Responsible attorney · Licensed in: choose a place where the attorney is licensed (Texas).',
      },
      {
        field: 'responsible_attorney.office_id',
        message: 'Responsible attorney · Principal office: choose one of the offices in the list.',
      },
    ]);
    expect((await firm()).revision).toBe(before.revision);
  });

  it('When a save is based on an older revision, then it is a 409 and nothing changes', async () => {
    const before = await firm();
    expect((await saveFirm((c) => ({ ...c, email: 'uno@herrera.test' }))).status).toBe(200);
    const stale = await admin.put(STUDIO_ROUTES.firm, {
      ...documentOf(before),
      email: 'dos@herrera.test',
      baseRevision: before.revision,
    });
    expect(stale.status).toBe(409);
    expect((await firm()).email).toBe('uno@herrera.test');
  });

  it('When a new phone is saved, then the site keeps the old one until it is published; publishing changes the site configuration, bumps the content version and the facts are no longer the sample (nor counted by the tracker)', async () => {
    const version = async () =>
      (
        (await (await fetch(`${served.studio.baseUrl}${CONTENT_VERSION_PATH}`)).json()) as {
          version: number;
        }
      ).version;
    const saved = await saveFirm((config) =>
      withPhone(config, 0, { display: '(915) 555-0100', tel: '+19155550100' }),
    );
    expect(saved.status).toBe(200);
    expect((await publicConfig()).phones[0]?.tel).toBe('+19155550142');
    const was = await version();
    const published = await admin.post(STUDIO_ROUTES.firmPublish, {
      baseRevision: (saved.body as TStudioFirm).revision,
    });
    expect(published.status).toBe(200);
    expect(parseWire(ZStudioFirmSchema, published.body)).toMatchObject({ sample: false });
    expect((await publicConfig()).phones[0]).toMatchObject({
      display: '(915) 555-0100',
      tel: '+19155550100',
    });
    expect(await version()).toBeGreaterThan(was);
    expect(await firmSamples()).toMatchObject({ firm: 0, items: [] });
  });

  it('When the founding year changes and is published, then the page texts on the site count the years of experience from it', async () => {
    const pageUrl = studioUrl('page', { key: 'terms' });
    const page = parseWire(ZStudioPageSchema, (await admin.get(pageUrl)).body);
    await admin.put(pageUrl, {
      es: {
        updated: null,
        blocks: { body: '## terms {#body}\n\nDesde {{founded}}, más de {{years}} años.' },
      },
      en: page.en,
      baseRevision: page.revision,
    });
    await admin.post(studioUrl('pagePublish', { key: 'terms' }), { languages: ['es'] });
    const founderUrl = collectionUrl('attorneys', 'item', { id: 'ana-herrera' });
    const profile = (await admin.get(founderUrl)).body as Record<string, unknown>;
    const { id: _id, sample: _s, position: _p, revision, created_at: _c, updated_at: _u } = profile;
    const keys = Object.keys(ZStudioAttorneyDocumentSchema.shape);
    const edited = await admin.put(founderUrl, {
      ...Object.fromEntries(keys.map((key) => [key, profile[key]])),
      summary_es: 'Fundó la firma en {{founded}} y lleva más de {{years}} años en ella.',
      baseRevision: revision,
    });
    expect(edited.status).toBe(200);
    await admin.post(collectionUrl('attorneys', 'publish', { id: 'ana-herrera' }), {
      languages: ['es', 'en'],
    });
    const saved = await saveFirm((config) => ({
      ...config,
      firm: { ...config.firm, founded: 2001 },
    }));
    expect(saved.status).toBe(200);
    await admin.post(STUDIO_ROUTES.firmPublish, {});
    const years = yearsOfExperience(2001, new Date().getFullYear());
    const text = await fetch(`${served.studio.baseUrl}${CONTENT_URLS.pageText('es', 'terms')}`);
    expect(ZPageTextSchema.parse(await text.json()).blocks.body).toContain(
      `Desde 2001, más de ${years} años.`,
    );
    // the founder's profile counts them too (published again with the facts)
    const founder = await fetch(`${served.studio.baseUrl}${CONTENT_URLS.attorney('ana-herrera')}`);
    expect(((await founder.json()) as { summary_es: string }).summary_es).toContain(
      `Fundó la firma en 2001 y lleva más de ${years} años en ella.`,
    );
    const future = await saveFirm((config) => ({
      ...config,
      firm: { ...config.firm, founded: new Date().getFullYear() + 1 },
    }));
    expect(future.status).toBe(400);
    expect((future.body.errors as { field: string }[])[0]?.field).toBe('firm.founded');
  });

  it('When the office hours and the callback line change and are published, then the worker’s acknowledgment and the first-contact clock read them', async () => {
    const saved = await saveFirm((config) => ({
      ...config,
      office_hours: {
        ...config.office_hours,
        periods: [{ days: ['mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '16:00' }],
      },
      callback: { ...config.callback, phone_id: 'customer-service' },
    }));
    expect(saved.status).toBe(200);
    expect((await admin.post(STUDIO_ROUTES.firmPublish, {})).status).toBe(200);
    const facts = await loadFirmFacts(served.studio.pool, served.dir);
    expect(callbackPhone(facts)).toBe('(915) 555-0177');
    const clock = await loadFirstContactSettings(served.studio.pool);
    expect(clock.schedule.periods).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '16:00' },
    ]);
  });

  it('When the sample is restored and published, then the site shows the file’s facts again, the revisions list every step, and the facts count as the sample again (in the sample tracker too)', async () => {
    const restored = await admin.post(studioUrl('firmRestore', { rev: 'sample' }));
    expect(restored.status).toBe(200);
    expect(documentOf(parseWire(ZStudioFirmSchema, restored.body))).toEqual(siteConfigFile());
    await admin.post(STUDIO_ROUTES.firmPublish, {});
    expect(await publicConfig()).toEqual(siteConfigFile());
    expect((await firm()).sample).toBe(true);
    expect((await firmSamples()).firm).toBe(1);
    const { revisions } = (await admin.get(STUDIO_ROUTES.firmRevisions)).body as {
      revisions: { revision: number; action: string; restored_from: string | null }[];
    };
    expect(revisions[0]).toMatchObject({ action: 'restore', restored_from: 'sample' });
    expect(revisions.at(-1)).toMatchObject({ revision: 1, action: 'import' });
    const first = await admin.get(studioUrl('firmRevision', { rev: 1 }));
    expect(first.body.document).toEqual(siteConfigFile());
    expect((await admin.post(studioUrl('firmRestore', { rev: 999 }))).status).toBe(404);
  });
});
