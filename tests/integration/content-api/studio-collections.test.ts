import { API_PATHS } from '@firm/shared/routes/api-paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { collectionRoute, collectionUrl, STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { ZTravelTestimonialSchema } from '@firm/shared/content/travel-testimonial';
import {
  STUDIO_COLLECTION_SCHEMAS,
  ZPublicSamplesSchema,
  ZStudioItemListSchema,
  ZStudioSamplesSchema,
  type TStudioCollection,
} from '@firm/shared/studio/studio-collections';
import { z } from 'zod';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { MEMBERS, useStudioServer } from '../../support/studio-server';
import { writeCollectionItems } from './support/collections-fixture';
import { parseWire } from './support/wire';

const served = useStudioServer([{}]);
writeCollectionItems(served.dir);

type TAnswer = Record<string, unknown> & { revision: number; sample: boolean };

const get = async (collection: TStudioCollection, id: string) =>
  (await served.editor.get(collectionUrl(collection, 'item', { id }))).body as TAnswer;

/** The document of an answer (its schema's fields only). */
function documentOf(collection: TStudioCollection, answer: TAnswer): Record<string, unknown> {
  const shape = (STUDIO_COLLECTION_SCHEMAS[collection] as z.ZodObject).shape;
  return Object.fromEntries(
    Object.keys(shape).flatMap((k) => (k in answer ? [[k, answer[k]]] : [])),
  );
}

/** Saves a change of an item from its head. */
async function edit(collection: TStudioCollection, id: string, change: Record<string, unknown>) {
  const before = await get(collection, id);
  return served.editor.put(collectionUrl(collection, 'item', { id }), {
    ...documentOf(collection, before),
    ...change,
    baseRevision: before.revision,
  });
}

const list = async (collection: TStudioCollection) =>
  parseWire(
    ZStudioItemListSchema,
    (await served.editor.get(collectionRoute(collection, 'list'))).body,
  ).items;
const publicJson = async (path: string) => (await fetch(`${served.studio.baseUrl}${path}`)).json();
const staffSamples = async () =>
  parseWire(ZStudioSamplesSchema, (await served.editor.get(STUDIO_ROUTES.samples)).body);
const publicSamples = async () =>
  parseWire(ZPublicSamplesSchema, await publicJson(CONTENT_URLS.samples()));

describe('studio collections', () => {
  it('When the folder is imported, then each item is a document whose first revision is the import, live and sample', async () => {
    const revisions = await served.editor.get(
      collectionUrl('travel', 'revisions', { id: 'travel-01' }),
    );
    expect(revisions.body.revisions).toEqual([expect.objectContaining({ action: 'import' })]);
    const travel = await list('travel');
    expect(travel.map((t) => [t.id, t.position, t.sample, t.live])).toEqual([
      ['travel-01', 0, true, true],
      ['travel-02', 1, true, true],
    ]);
    const { rows } = await served.studio.pool.query(
      "SELECT attorney_slugs, body_es FROM attorney_testimonials WHERE source_key = 'client-rosa'",
    );
    expect(rows[0]).toEqual({
      attorney_slugs: ['ana-herrera'],
      body_es: '<p>La licenciada me <strong>escuchó</strong>.</p>',
    });
    const samples = await staffSamples();
    expect(samples.byCollection).toMatchObject({
      reviews: 2,
      travel: 2,
      giveaway: 1,
      'attorney-testimonials': 1,
      lives: 1,
      categories: 2,
      attorneys: 1,
      firm: 1,
    });
    expect(samples.total).toBe(11);
    expect(samples.items.reviews.map((i) => i.label)).toEqual(['Luis P.', 'Rosa M.']);
    const open = await publicSamples();
    expect(open.total).toBe(11);
    expect(open.reviews).toHaveLength(2);
    expect(open.travel).toHaveLength(2);
  });

  it('When the travel testimonials are reordered, then the site shows the new order, audited', async () => {
    const answer = await served.editor.put(collectionRoute('travel', 'order'), {
      ids: ['travel-02', 'travel-01'],
    });
    expect(answer.status).toBe(200);
    const shown = z
      .array(ZTravelTestimonialSchema)
      .parse(await publicJson(API_PATHS.travelTestimonials));
    expect(shown.map((t) => t.alt_es)).toEqual(['Viaje 2', 'Viaje 1']);
    const audit = await served.editor.get(STUDIO_ROUTES.audit);
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ action: 'order', kind: 'travel' }),
    );
    const missing = await served.editor.put(collectionRoute('travel', 'order'), {
      ids: ['travel-02'],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'El nuevo orden debe incluir cada elemento una sola vez; recargue la lista e inténtelo de nuevo.',
    );
  });

  it('When a giveaway is added, published, and deleted, then it goes last, shows on the site and then leaves it', async () => {
    const created = await served.editor.post(collectionRoute('giveaway', 'list'), {
      foto: 'blog-vawa-self-petition.jpg',
      alt_es: 'Nuevo ganador',
      alt_en: 'New winner',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // made in the studio: no sample text to go back to
    expect(created.body).toMatchObject({
      position: 1,
      sample: false,
      has_sample: false,
      revision: 1,
    });
    await served.editor.post(collectionUrl('giveaway', 'publish', { id }), {
      languages: ['es', 'en'],
    });
    const shown = (await publicJson(API_PATHS.giveawayTestimonials)) as { alt_es: string }[];
    expect(shown.map((g) => g.alt_es)).toEqual(['Ganadora', 'Nuevo ganador']);
    const removed = await served.editor.delete(collectionUrl('giveaway', 'item', { id }));
    expect(removed.status).toBe(204);
    expect((await list('giveaway')).map((g) => g.id)).toEqual(['giveaway-01']);
    const after = (await publicJson(API_PATHS.giveawayTestimonials)) as unknown[];
    expect(after).toHaveLength(1);
  });

  it('When an attorney testimonial names an attorney who does not exist, then it is a 400 naming the slug', async () => {
    const answer = await edit('attorney-testimonials', 'client-rosa', { attorneys: ['nadie'] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'attorneys.0',
        message: 'Abogados, entrada 1: no hay ningún abogado con la dirección nadie.',
      },
    ]);
  });

  it('When a live keeps a URL that is not a video, then saving is refused; a video URL is saved and published', async () => {
    const refused = await edit('lives', 'live-vawa', { nombre_es: 'VAWA: preguntas' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'url',
        message:
          'Dirección: pegue la dirección de un video (YouTube, Facebook, TikTok o Vimeo), no la de un canal o una búsqueda.',
      },
    ]);
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect((await edit('lives', 'live-vawa', { url })).status).toBe(200);
    await served.editor.post(collectionUrl('lives', 'publish', { id: 'live-vawa' }), {
      languages: ['es'],
    });
    const lives = (await publicJson(API_PATHS.lives)) as { url: string }[];
    expect(lives.map((l) => l.url)).toEqual([url]);
  });

  it("When a category takes another one's address or is deleted with articles, then it is refused saying why", async () => {
    const taken = await edit('categories', 'parole', { url_es: 'vawa' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { field: 'url_es', message: 'Dirección en español: otra categoría ya usa esta dirección.' },
    ]);
    const removed = await served.editor.delete(collectionUrl('categories', 'item', { id: 'vawa' }));
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      'Artículos en esta categoría: 1. Páselos a otra categoría antes de quitarla del sitio.',
    );
    const english = await served.editor.request(
      'DELETE',
      `${collectionUrl('categories', 'item', { id: 'vawa' })}?lang=en`,
    );
    expect(english.body.message).toBe(
      'Articles in this category: 1. Move them to another category before taking it off the site.',
    );
    const off = await served.editor.post(collectionUrl('categories', 'unpublish', { id: 'vawa' }), {
      languages: ['es', 'en'],
    });
    expect(off.status).toBe(409);
  });

  it('When a review is edited and restored to its sample, then it is sample again and the preview answers as the site would', async () => {
    expect((await edit('reviews', 'rosa-m', { rating: 4 })).body.sample).toBe(false);
    const restored = await served.editor.post(
      collectionUrl('reviews', 'restore', { id: 'rosa-m', rev: 'sample' }),
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ rating: 5, sample: true, has_sample: true, revision: 3 });
    const preview = await served.editor.get(
      `${collectionUrl('travel', 'preview', { id: 'travel-01' })}?lang=es`,
    );
    expect(Object.keys(preview.body).sort()).toEqual(['alt_en', 'alt_es', 'foto', 'id', 'poster']);
    expect(preview.body.foto).toMatch(/^blog-vawa-self-petition\.[0-9a-f]+\.jpg$/);
  });

  it('When every sample is edited and published, then both samples endpoints count down to zero', async () => {
    const changes: [TStudioCollection, string, Record<string, unknown>][] = [
      ['reviews', 'rosa-m', { body_es: 'Gracias.' }],
      ['reviews', 'luis-p', { body_es: 'Gracias por todo.' }],
      ['travel', 'travel-01', { alt_es: 'Un viaje' }],
      ['travel', 'travel-02', { alt_es: 'Otro viaje' }],
      ['giveaway', 'giveaway-01', { alt_es: 'La ganadora' }],
      ['attorney-testimonials', 'client-rosa', { nombre: 'Rosa M.' }],
      ['categories', 'vawa', { nombre_es: 'VAWA (violencia doméstica)' }],
      ['categories', 'parole', { nombre_es: 'Parole humanitario' }],
      ['attorneys', 'ana-herrera', { summary_es: 'Fundó la firma en El Paso.' }],
    ];
    let expected = (await staffSamples()).total;
    expect(expected).toBe(10); // the live was replaced above
    for (const [collection, id, change] of changes) {
      expect((await edit(collection, id, change)).status).toBe(200);
      const published = await served.editor.post(collectionUrl(collection, 'publish', { id }), {
        languages: ['es', 'en'],
      });
      expect(published.status).toBe(200);
      expected -= 1;
      expect((await staffSamples()).total).toBe(expected);
    }
    // the firm's facts (an admin's): changed and published, the last sample is gone
    const admin = await served.studio.as(MEMBERS.admin);
    const firm = (await admin.get(STUDIO_ROUTES.firm)).body as Record<string, unknown>;
    const { revision, email: _email, ...rest } = firm;
    const document = Object.fromEntries(
      Object.entries(rest).filter(([key]) => key in ZSiteConfigSchema.shape),
    );
    const saved = await admin.put(STUDIO_ROUTES.firm, {
      ...document,
      email: 'equipo@herrera.test',
      baseRevision: revision,
    });
    expect(saved.status).toBe(200);
    expect((await admin.post(STUDIO_ROUTES.firmPublish, {})).status).toBe(200);
    expect((await staffSamples()).total).toBe(0);
    expect(await publicSamples()).toEqual({
      total: 0,
      reviews: [],
      travel: [],
      giveaway: [],
      attorneyTestimonials: [],
    });
  });
});
