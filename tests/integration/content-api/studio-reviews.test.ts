import { API_PATHS } from '@firm/shared/routes/api-paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { collectionRoute, collectionUrl, STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { ZGoogleReviewSchema } from '@firm/shared/content/google-review';
import {
  ZPublicSamplesSchema,
  ZStudioItemListSchema,
  ZStudioItemMetaSchema,
  ZStudioReviewDocumentSchema,
  ZStudioSamplesSchema,
} from '@firm/shared/studio/studio-collections';
import { z } from 'zod';
import { IMPORT_TIMEOUT_MS } from '../../support/content-server';
import {
  MEMBERS,
  startStudioServer,
  type StudioClient,
  type TStudioServer,
} from '../../support/studio-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import { parseWire } from './support/wire';

const ZReviewAnswer = ZStudioReviewDocumentSchema.extend(ZStudioItemMetaSchema.shape);

let scratch: TScratchDatabase;
let studio: TStudioServer;
let editor: StudioClient;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  studio = await startStudioServer(scratch.url);
  editor = await studio.as(MEMBERS.editor);
}, IMPORT_TIMEOUT_MS);
afterAll(async () => {
  await studio?.close();
  await scratch?.drop();
});

const item = async (id: string) =>
  parseWire(ZReviewAnswer, (await editor.get(collectionUrl('reviews', 'item', { id }))).body);
const documentOf = (answer: z.infer<typeof ZReviewAnswer>) =>
  ZStudioReviewDocumentSchema.parse(
    Object.fromEntries(
      Object.keys(ZStudioReviewDocumentSchema.shape)
        .filter((k) => k in answer)
        .map((k) => [k, answer[k as keyof typeof answer]]),
    ),
  );
const publicReviews = async () =>
  z
    .array(ZGoogleReviewSchema)
    .parse(await (await fetch(`${studio.baseUrl}${API_PATHS.googleReviews}`)).json());

describe('studio reviews', () => {
  it('When the reviews are listed, then every imported review is there, newest first, sample and live', async () => {
    const list = parseWire(
      ZStudioItemListSchema,
      (await editor.get(collectionRoute('reviews', 'list'))).body,
    );
    expect(list.items.length).toBe(24);
    expect(list.items[0]).toMatchObject({
      id: 'maria-t',
      label: 'María T.',
      sample: true,
      live: true,
    });
    const review = await item('maria-t');
    expect(review).toMatchObject({
      id: 'maria-t',
      nombre: 'María T.',
      rating: 5,
      sample: true,
      position: null,
    });
  });

  it('When a review is saved with 6 stars, then it is a 400 naming the stars', async () => {
    const before = await item('jose-r');
    const answer = await editor.put(collectionUrl('reviews', 'item', { id: 'jose-r' }), {
      ...documentOf(before),
      rating: 6,
      baseRevision: before.revision,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'rating', message: 'Estrellas: el valor más alto es 5.' },
    ]);
  });

  it('When a review is edited and published, then the public list shows it and it is no longer sample', async () => {
    const before = await item('maria-t');
    const saved = await editor.put(collectionUrl('reviews', 'item', { id: 'maria-t' }), {
      ...documentOf(before),
      body_es: 'Excelente atención.',
      baseRevision: before.revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sample).toBe(false);
    const published = await editor.post(collectionUrl('reviews', 'publish', { id: 'maria-t' }), {
      languages: ['es'],
    });
    expect(published.status).toBe(200);
    expect(published.body.languages).toMatchObject({ es: { live: true }, en: { live: true } });
    const maria = (await publicReviews()).find((r) => r.nombre === 'María T.');
    expect(maria?.body_es).toBe('Excelente atención.');
    const samples = parseWire(ZStudioSamplesSchema, (await editor.get(STUDIO_ROUTES.samples)).body);
    expect(samples.byCollection.reviews).toBe(23);
    const open = parseWire(
      ZPublicSamplesSchema,
      await (await fetch(`${studio.baseUrl}${CONTENT_URLS.samples()}`)).json(),
    );
    expect(open.reviews).toHaveLength(23);
  });
});
