import { ZAttorneySchema } from '@firm/shared/content/attorney';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { collectionRoute, collectionUrl } from '@firm/shared/routes/studio-paths';
import {
  ZStudioAttorneyDocumentSchema,
  ZStudioItemMetaSchema,
  ZStudioListItemSchema,
  type TStudioAttorneyDocument,
} from '@firm/shared/studio/studio-collections';
import { ZStudioRevisionListSchema } from '@firm/shared/studio/studio-revision';
import { z } from 'zod';
import { MEMBERS, useStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

const served = useStudioServer([{ key: 'seed-post' }]);

const ZAnswerSchema = ZStudioItemMetaSchema.extend(ZStudioAttorneyDocumentSchema.shape);
const ZListSchema = z.object({ items: z.array(ZStudioListItemSchema) });
const PUBLISH = { languages: ['es', 'en'] };

let sequence = 0;

/** A complete attorney (every field the profile shows), its slug unique. */
function attorney(overrides: Partial<TStudioAttorneyDocument> = {}): TStudioAttorneyDocument {
  sequence += 1;
  return {
    slug: `abogado-prueba-${sequence}`,
    name: `Abogado Prueba ${sequence}`,
    role_es: 'Abogado consultor',
    role_en: 'Consulting Attorney',
    is_founder: false,
    photo: 'attorney-ana-herrera.jpg',
    photo_alt_es: 'Retrato del abogado',
    photo_alt_en: "The attorney's portrait",
    summary_es: 'Lleva más de {{years}} años en la firma.',
    summary_en: 'Has been with the firm for more than {{years}} years.',
    bio_es: '## Trayectoria\n\nTexto en español.',
    bio_en: '## Career\n\nText in English.',
    bar_admissions: [{ jurisdiction: 'Texas', bar_number: '24012345' }],
    languages_es: ['Español'],
    languages_en: ['Spanish'],
    practice_areas_es: ['Visas U'],
    practice_areas_en: ['U visas'],
    associations_es: [],
    associations_en: [],
    social: { linkedin: 'https://www.linkedin.com/in/abogado-prueba' },
    ...overrides,
  };
}

const documentOf = (answer: z.infer<typeof ZAnswerSchema>): TStudioAttorneyDocument =>
  ZStudioAttorneyDocumentSchema.parse(
    Object.fromEntries(
      Object.keys(ZStudioAttorneyDocumentSchema.shape).map((field) => [
        field,
        answer[field as keyof typeof answer],
      ]),
    ),
  );

async function create(overrides: Partial<TStudioAttorneyDocument> = {}) {
  const answer = await served.editor.post(
    collectionRoute('attorneys', 'list'),
    attorney(overrides),
  );
  expect(answer.status).toBe(201);
  return ZAnswerSchema.parse(answer.body);
}

async function publish(id: string) {
  const answer = await served.editor.post(collectionUrl('attorneys', 'publish', { id }), PUBLISH);
  expect(answer.status).toBe(200);
  return ZAnswerSchema.parse(answer.body);
}

async function save(id: string, change: Partial<TStudioAttorneyDocument>) {
  const head = ZAnswerSchema.parse(
    (await served.editor.get(collectionUrl('attorneys', 'item', { id }))).body,
  );
  return served.editor.put(collectionUrl('attorneys', 'item', { id }), {
    ...documentOf(head),
    ...change,
    baseRevision: head.revision,
  });
}

const publicGet = async (path: string) => {
  const response = await fetch(`${served.studio.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

const fieldsOf = (body: Record<string, unknown>) =>
  (body.errors as { field: string; message: string }[]).map((e) => e.field);

describe('studio attorneys', () => {
  it('When the content folder is imported, then each attorney is a document keyed by its folder, still the sample, in the team order', async () => {
    const list = parseWire(
      ZListSchema,
      (await served.editor.get(collectionRoute('attorneys', 'list'))).body,
    );
    expect(list.items[0]).toMatchObject({
      id: 'ana-herrera',
      label: 'Ana Herrera',
      sample: true,
      live: true,
      position: expect.any(Number),
    });
    const ana = ZAnswerSchema.parse(
      (await served.editor.get(collectionUrl('attorneys', 'item', { id: 'ana-herrera' }))).body,
    );
    // the biography stays Markdown in the document; the public profile has it rendered
    expect(ana.bio_es).toBe('Biografía.');
    const revisions = ZStudioRevisionListSchema.parse(
      (await served.editor.get(collectionUrl('attorneys', 'revisions', { id: 'ana-herrera' })))
        .body,
    );
    expect(revisions.revisions.map((r) => r.action)).toEqual(['import']);
    const profile = parseWire(
      ZAttorneySchema,
      (await publicGet(CONTENT_URLS.attorney('ana-herrera'))).body,
    );
    expect(profile.bio_es).toBe('<p>Biografía.</p>');
  });

  it('When an editor creates, publishes and reorders an attorney, then the team page shows her with her bar admission where the editor put her', async () => {
    const created = await create();
    expect(created).toMatchObject({ revision: 1, sample: false, position: expect.any(Number) });
    expect((await publicGet(CONTENT_URLS.attorney(created.slug))).status).toBe(404);
    const live = await publish(created.id);
    expect(live.languages.es.state).toBe('published');
    const profile = parseWire(
      ZAttorneySchema,
      (await publicGet(CONTENT_URLS.attorney(created.slug))).body,
    );
    expect(profile.bar_admissions).toEqual([{ jurisdiction: 'Texas', bar_number: '24012345' }]);
    expect(profile.licensed_in).toEqual(['Texas']);
    expect(profile.summary_es).toMatch(/^Lleva más de \d+ años/);
    expect(profile.bio_en).toContain('<h2');
    let team = (await publicGet(CONTENT_URLS.attorneys())).body as { slug: string }[];
    expect(team.map((a) => a.slug).at(-1)).toBe(created.slug);
    const list = parseWire(
      ZListSchema,
      (await served.editor.get(collectionRoute('attorneys', 'list'))).body,
    );
    const ids = list.items.map((item) => item.id);
    const reordered = [created.id, ...ids.filter((id) => id !== created.id)];
    const ordered = await served.editor.put(collectionRoute('attorneys', 'order'), {
      ids: reordered,
    });
    expect(ordered.status).toBe(200);
    team = (await publicGet(CONTENT_URLS.attorneys())).body as { slug: string }[];
    expect(team[0]?.slug).toBe(created.slug);
    const incomplete = await served.editor.put(collectionRoute('attorneys', 'order'), {
      ids: [created.id],
    });
    expect(incomplete.status).toBe(400);
  });

  it("When an attorney is saved with a taken slug, a second founder, no bar admission or a portrait not in the library, then each field says why in the editor's language", async () => {
    const created = await create();
    const answer = await served.editor.request(
      'PUT',
      `${collectionUrl('attorneys', 'item', { id: created.id })}?lang=es`,
      {
        ...documentOf(created),
        slug: 'ana-herrera',
        is_founder: true,
        bar_admissions: [],
        photo: 'no-existe.jpg',
        baseRevision: created.revision,
      },
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).sort()).toEqual(['bar_admissions', 'is_founder', 'photo', 'slug']);
    const messages = (answer.body.errors as { message: string }[]).map((e) => e.message).join(' ');
    expect(messages).toContain('otro abogado ya usa esta dirección');
    expect(messages).toContain('Ana Herrera ya figura como fundador(a)');
    expect(messages).toContain('colegiatura');
    const english = await served.editor.request(
      'PUT',
      `${collectionUrl('attorneys', 'item', { id: created.id })}?lang=en`,
      { ...documentOf(created), bar_admissions: [], baseRevision: created.revision },
    );
    expect((english.body.errors as { message: string }[])[0]?.message).toContain(
      'add at least one bar admission',
    );
  });

  it("When an attorney's slug changes, then the old slug leads to the new one, her articles and the firm's facts follow, and no one else can take the old slug", async () => {
    const before = parseWire(
      ZBlogArticleSchema,
      (await publicGet(CONTENT_URLS.article('es', 'seed-post-es'))).body,
    );
    expect(before.author?.slug).toBe('ana-herrera');
    expect((await save('ana-herrera', { slug: 'ana-herrera-lopez' })).status).toBe(200);
    await publish('ana-herrera');
    const moved = parseWire(
      ZAttorneySchema,
      (await publicGet(CONTENT_URLS.attorney('ana-herrera'))).body,
    );
    expect(moved.slug).toBe('ana-herrera-lopez');
    const article = parseWire(
      ZBlogArticleSchema,
      (await publicGet(CONTENT_URLS.article('es', 'seed-post-es'))).body,
    );
    expect(article.author?.slug).toBe('ana-herrera-lopez');
    const config = ZSiteConfigSchema.parse((await publicGet(CONTENT_URLS.siteConfig())).body);
    expect(config.firm.founder_slug).toBe('ana-herrera-lopez');
    expect(config.responsible_attorney.slug).toBe('ana-herrera-lopez');
    // the article's document follows too: it can be saved and published again as it is
    const { rows } = await served.studio.pool.query<{ author: string }>(
      "SELECT document ->> 'author' AS author FROM content_items WHERE kind = 'post'",
    );
    expect(rows.map((row) => row.author)).toEqual(['ana-herrera-lopez']);
    const other = await create();
    const taken = await save(other.id, { slug: 'ana-herrera' });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.body)).toEqual(['slug']);
    // the attorney may take her old slug back: it stops redirecting
    expect((await save('ana-herrera', { slug: 'ana-herrera' })).status).toBe(200);
    await publish('ana-herrera');
    expect(
      parseWire(ZAttorneySchema, (await publicGet(CONTENT_URLS.attorney('ana-herrera'))).body).slug,
    ).toBe('ana-herrera');
    const back = ZSiteConfigSchema.parse((await publicGet(CONTENT_URLS.siteConfig())).body);
    expect(back.firm.founder_slug).toBe('ana-herrera');
  });

  it("When an editor deletes or unpublishes an attorney who writes articles or is named in the firm's facts, then it is refused saying why; one named nowhere goes", async () => {
    const unpublish = await served.editor.request(
      'POST',
      `${collectionUrl('attorneys', 'unpublish', { id: 'ana-herrera' })}?lang=es`,
      PUBLISH,
    );
    expect(unpublish.status).toBe(409);
    expect(String(unpublish.body.message)).toContain('Ana Herrera es autor(a) de 1 artículo(s)');
    const removed = await served.editor.delete(
      collectionUrl('attorneys', 'item', { id: 'ana-herrera' }),
    );
    expect(removed.status).toBe(409);
    expect((await publicGet(CONTENT_URLS.attorney('ana-herrera'))).status).toBe(200);
    const spare = await create();
    await publish(spare.id);
    const gone = await served.editor.delete(collectionUrl('attorneys', 'item', { id: spare.id }));
    expect(gone.status).toBe(204);
    expect((await publicGet(CONTENT_URLS.attorney(spare.slug))).status).toBe(404);
    expect(
      (await served.editor.get(collectionUrl('attorneys', 'item', { id: spare.id }))).status,
    ).toBe(404);
  });

  it("When an editor restores the sample, then the folder's profile comes back as a new revision", async () => {
    expect((await save('ana-herrera', { name: 'Ana Herrera Ruiz' })).status).toBe(200);
    const restored = await served.editor.post(
      collectionUrl('attorneys', 'restore', { id: 'ana-herrera', rev: 'sample' }),
    );
    expect(restored.status).toBe(200);
    expect(ZAnswerSchema.parse(restored.body).name).toBe('Ana Herrera');
  });

  it('When an intake member asks for the attorneys, then the studio refuses', async () => {
    const intake = await served.studio.as(MEMBERS.intake);
    expect((await intake.get(collectionRoute('attorneys', 'list'))).status).toBe(403);
  });
});

describe('what a profile shows of the studio', () => {
  it('When a testimonial names one attorney, then only her profile shows it; one naming nobody shows on every profile', async () => {
    const other = await create();
    await publish(other.id);
    await served.studio.pool.query(
      `INSERT INTO attorney_testimonials (source_key, foto, nombre, body_en, body_es, position, attorney_slugs)
       VALUES ('about-other', 'attorney-ana-herrera.jpg', 'Cliente A', 'A', 'A', 1, $1),
              ('about-all', 'attorney-ana-herrera.jpg', 'Cliente B', 'B', 'B', 2, '{}')`,
      [[other.slug]],
    );
    served.studio.documents.publicChanged();
    const namesOf = async (slug: string) =>
      ((await publicGet(CONTENT_URLS.attorneyTestimonials(slug))).body as { nombre: string }[]).map(
        (t) => t.nombre,
      );
    expect(await namesOf(other.slug)).toEqual(['Cliente A', 'Cliente B']);
    expect(await namesOf('ana-herrera')).toEqual(['Cliente B']);
    // after a slug change the testimonials that name the old slug stay on the profile
    expect((await save(other.id, { slug: `${other.slug}-nuevo` })).status).toBe(200);
    await publish(other.id);
    expect(await namesOf(`${other.slug}-nuevo`)).toEqual(['Cliente A', 'Cliente B']);
  });

  it('When the attorneys are still the shipped profiles, then the sample tracker counts them until an editor changes one', async () => {
    const count = async () =>
      (
        (await served.editor.get('/api/staff/content/samples')).body as {
          byCollection: Record<string, number>;
        }
      ).byCollection.attorneys;
    // the earlier cases changed her: the shipped profile, restored and published, is a sample again
    const restored = await served.editor.post(
      collectionUrl('attorneys', 'restore', { id: 'ana-herrera', rev: 'sample' }),
    );
    expect(restored.status).toBe(200);
    await publish('ana-herrera');
    expect(await count()).toBe(1);
    expect((await save('ana-herrera', { summary_es: 'Fundó la firma.' })).status).toBe(200);
    await publish('ana-herrera');
    expect(await count()).toBe(0);
  });
});
