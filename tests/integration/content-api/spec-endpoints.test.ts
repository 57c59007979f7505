import { z } from 'zod';
import { ZAttorneyTestimonialSchema } from '@firm/shared/content/attorney-testimonial';
import { ZNavCategoryEnSchema, ZNavCategoryEsSchema } from '@firm/shared/content/category';
import { ZGiveawayTestimonialSchema } from '@firm/shared/content/giveaway-testimonial';
import { ZGoogleReviewSchema } from '@firm/shared/content/google-review';
import { ZHomePostSchema } from '@firm/shared/content/home-post';
import { ZLiveEntrySchema } from '@firm/shared/content/live-entry';
import { ZSearchResultSchema } from '@firm/shared/content/search-result';
import { ZTravelTestimonialSchema } from '@firm/shared/content/travel-testimonial';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { expectShape } from './support/shape';
import { parseWire } from './support/wire';

const NOW = new Date('2025-11-15T12:00:00Z');

describe('content-api: the SPEC §7 endpoints', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer({ now: () => NOW });
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  async function getJson(path: string, item: z.ZodType): Promise<unknown[]> {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return parseWire(z.array(item), await response.json());
  }

  it('When the English navbar loads categories, then each has only nombre_en and url_en', async () => {
    const categories = await getJson(API_PATHS.categoriesEn, ZNavCategoryEnSchema);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories)
      expectShape(category, { nombre_en: 'string', url_en: 'string' });
    expect(categories).toContainEqual({ nombre_en: 'VAWA', url_en: 'vawa' });
  });

  it('When the Spanish navbar loads categories, then each has only nombre_es and url_es', async () => {
    const categories = await getJson(API_PATHS.categoriesEs, ZNavCategoryEsSchema);
    for (const category of categories)
      expectShape(category, { nombre_es: 'string', url_es: 'string' });
    expect(categories).toContainEqual({
      nombre_es: 'Peticiones familiares',
      url_es: 'peticiones-familiares',
    });
  });

  it('When the home asks for featured posts, then each has both languages and an opening paragraph as body', async () => {
    const posts = await getJson('/api/blogs/home', ZHomePostSchema);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThanOrEqual(6);
    for (const post of posts) {
      expectShape(post, {
        id: 'number',
        url_en: 'string',
        url_es: 'string',
        titulo_en: 'string',
        titulo_es: 'string',
        body_en: 'string',
        body_es: 'string',
        main_media: 'string',
        main_media_text_en: 'string',
        main_media_text_es: 'string',
        created_at: 'string',
      });
      const { body_en, body_es, main_media, created_at } = post as {
        body_en: string;
        body_es: string;
        main_media: string;
        created_at: string;
      };
      expect(body_en).toMatch(/^<p>[\s\S]*<\/p>$/);
      expect(body_es).toMatch(/^<p>[\s\S]*<\/p>$/);
      expect(main_media).toMatch(/^[\w-]+\.[0-9a-f]{8}\.jpg$/);
      expect(new Date(created_at).toISOString()).toBe(created_at);
    }
    const dates = posts.map((p) => (p as { created_at: string }).created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each([API_PATHS.googleReviews, '/google-reviews/en'])(
    'When %s is asked, then reviews carry time (English key) and tiempo (Spanish key)',
    async (path) => {
      const reviews = await getJson(path, ZGoogleReviewSchema);
      expect(reviews).toHaveLength(24);
      for (const review of reviews) {
        expectShape(review, {
          id: 'number',
          imagen: 'string',
          nombre: 'string',
          rating: 'number',
          body_en: 'string',
          body_es: 'string',
          fecha_publicado_relativo_en: 'string',
          fecha_publicado_relativo_es: 'string',
          time: 'number',
          tiempo: 'number',
        });
        const r = review as { time: number; tiempo: number };
        expect(r.tiempo).toBe(r.time);
      }
      expect(reviews[0]).toMatchObject({
        nombre: 'María T.',
        fecha_publicado_relativo_en: 'a month ago',
        fecha_publicado_relativo_es: 'hace un mes',
      });
    },
  );

  it('When travel testimonials are asked, then each has id and foto (an MP4) plus poster and alts', async () => {
    const travel = await getJson(API_PATHS.travelTestimonials, ZTravelTestimonialSchema);
    expect(travel).toHaveLength(12);
    for (const item of travel) {
      expectShape(item, {
        id: 'number',
        foto: 'string',
        poster: 'string',
        alt_en: 'string',
        alt_es: 'string',
      });
      expect((item as { foto: string }).foto).toMatch(/\.mp4$/);
    }
  });

  it('When giveaway testimonials are asked, then each has id, foto and alt_es (plus alt_en)', async () => {
    const giveaways = await getJson(API_PATHS.giveawayTestimonials, ZGiveawayTestimonialSchema);
    expect(giveaways).toHaveLength(12);
    for (const item of giveaways)
      expectShape(item, { id: 'number', foto: 'string', alt_es: 'string', alt_en: 'string' });
  });

  it('When attorney-page testimonials are asked, then each has foto and HTML bodies in both languages', async () => {
    const testimonials = await getJson(API_PATHS.attorneyTestimonials, ZAttorneyTestimonialSchema);
    expect(testimonials).toHaveLength(6);
    for (const item of testimonials) {
      expectShape(item, {
        id: 'number',
        foto: 'string',
        nombre: 'string',
        body_en: 'string',
        body_es: 'string',
      });
      expect((item as { body_es: string }).body_es).toMatch(/^<p>/);
    }
  });

  it('When live entries are asked, then each has url, imagen_es, nombre_es, imagen_en and nombre_en, newest first', async () => {
    const lives = await getJson(API_PATHS.lives, ZLiveEntrySchema);
    expect(lives).toHaveLength(7);
    for (const item of lives) {
      expectShape(item, {
        id: 'number',
        url: 'string',
        imagen_es: 'string',
        nombre_es: 'string',
        imagen_en: 'string',
        nombre_en: 'string',
      });
      expect((item as { url: string }).url).toMatch(/^https:\/\//);
    }
    expect((lives[0] as { nombre_es: string }).nombre_es).toMatch(/^VAWA/);
  });

  it.each([API_PATHS.blogSearch, API_PATHS.blogSearchFooter])(
    'When %s is searched, then results are id, titles and urls',
    async (path) => {
      const results = await getJson(`${path}?query=vawa`, ZSearchResultSchema);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results)
        expectShape(result, {
          id: 'number',
          titulo_en: 'string',
          titulo_es: 'string',
          url_en: 'string',
          url_es: 'string',
        });
    },
  );
});
