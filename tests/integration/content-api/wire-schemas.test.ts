import { z } from 'zod';
import { ZAttorneySchema } from '@firm/shared/content/attorney';
import { ZAttorneyTestimonialSchema } from '@firm/shared/content/attorney-testimonial';
import { ZBlogArticleSchema } from '@firm/shared/content/blog-article';
import { ZBlogPageSchema } from '@firm/shared/content/blog-page';
import {
  ZCategorySchema,
  ZNavCategoryEnSchema,
  ZNavCategoryEsSchema,
} from '@firm/shared/content/category';
import { ZCategoryPageSchema } from '@firm/shared/content/category-page';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import { ZGiveawayTestimonialSchema } from '@firm/shared/content/giveaway-testimonial';
import { ZGoogleReviewSchema } from '@firm/shared/content/google-review';
import { ZHomePostSchema } from '@firm/shared/content/home-post';
import { ZLiveEntrySchema } from '@firm/shared/content/live-entry';
import { ZMediaInfoSchema } from '@firm/shared/content/media-info';
import { ZPageTextSchema } from '@firm/shared/content/page-text';
import { ZSearchResultSchema } from '@firm/shared/content/search-result';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { ZTravelTestimonialSchema } from '@firm/shared/content/travel-testimonial';
import { API_PATHS, searchPath } from '@firm/shared/routes/api-paths';
import { CONTENT_ROUTES, CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { ZPublicSamplesSchema } from '@firm/shared/studio/studio-collections';
import { compilePattern, execPattern } from '@firm/shared/routes/route-pattern';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { parseWire } from './support/wire';

// Seed content (infra/content): an article and a category in each language, a photo.
const ARTICLE = { en: 'u-visa-crime-victims-who-help-police', es: 'visa-u-victimas-de-delitos' };
const CATEGORY = { en: 't-visa', es: 'visa-t' };
const PHOTO_SOURCE = 'attorney-ana-herrera.';

/** Every content endpoint's path (SPEC §7 and `/api/content/*`) with the schema of its answer. */
const ANSWERS: [string, z.ZodType][] = [
  [API_PATHS.categoriesEn, z.array(ZNavCategoryEnSchema)],
  [API_PATHS.categoriesEs, z.array(ZNavCategoryEsSchema)],
  [API_PATHS.featuredBlogs, z.array(ZHomePostSchema)],
  [API_PATHS.googleReviews, z.array(ZGoogleReviewSchema)],
  ['/google-reviews/en', z.array(ZGoogleReviewSchema)],
  [API_PATHS.travelTestimonials, z.array(ZTravelTestimonialSchema)],
  [API_PATHS.giveawayTestimonials, z.array(ZGiveawayTestimonialSchema)],
  [API_PATHS.attorneyTestimonials, z.array(ZAttorneyTestimonialSchema)],
  [API_PATHS.lives, z.array(ZLiveEntrySchema)],
  [searchPath('blogSearch', 'visa'), z.array(ZSearchResultSchema)],
  [searchPath('blogSearchFooter', 'vawa'), z.array(ZSearchResultSchema)],
  [CONTENT_URLS.siteConfig(), ZSiteConfigSchema],
  [CONTENT_URLS.categories(), z.array(ZCategorySchema)],
  [CONTENT_URLS.blogPage('es', 1), ZBlogPageSchema],
  [CONTENT_URLS.blogPage('en', 99), ZBlogPageSchema],
  [CONTENT_URLS.article('en', ARTICLE.en), ZBlogArticleSchema],
  [CONTENT_URLS.article('es', ARTICLE.es), ZBlogArticleSchema],
  [CONTENT_URLS.categoryPage('en', CATEGORY.en, 1), ZCategoryPageSchema],
  [CONTENT_URLS.categoryPage('es', CATEGORY.es, 1), ZCategoryPageSchema],
  [CONTENT_URLS.attorneys(), z.array(ZAttorneySchema)],
  [CONTENT_URLS.attorney('ana-herrera'), ZAttorneySchema],
  [CONTENT_URLS.attorneyTestimonials('ana-herrera'), z.array(ZAttorneyTestimonialSchema)],
  [CONTENT_URLS.mediaCatalog(), z.array(ZMediaInfoSchema)],
  [CONTENT_URLS.pageText('es', 'privacy'), ZPageTextSchema],
  [CONTENT_URLS.pageText('en', 'terms'), ZPageTextSchema],
  [CONTENT_URLS.samples(), ZPublicSamplesSchema],
];

describe('content-api: every answer has the shape of its shared schema', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  const getBody = async (path: string, status = 200): Promise<unknown> => {
    const response = await server.get(path);
    expect([path, response.status]).toEqual([path, status]);
    return response.json();
  };

  it.each(ANSWERS)(
    'When %s is asked, then its answer parses with its schema and has no other field',
    async (path, schema) => {
      const body = await getBody(path);
      parseWire(schema, body);
      if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
    },
  );

  it('When one media file is asked, then its answer is a media info with variants', async () => {
    const catalog = parseWire(
      z.array(ZMediaInfoSchema),
      await getBody(CONTENT_URLS.mediaCatalog()),
    );
    const photo = catalog.find((info) => info.file.startsWith(PHOTO_SOURCE));
    const info = parseWire(
      ZMediaInfoSchema,
      await getBody(CONTENT_URLS.mediaInfo(photo?.file ?? '')),
    );
    expect(info.variants.length).toBeGreaterThan(0);
  });

  it('When a content route exists, then a case above asks it', () => {
    // The media info route has its own case (its file name is known only at run time).
    const asked = [...ANSWERS.map(([path]) => path), CONTENT_URLS.mediaInfo('any.jpg')];
    for (const pattern of Object.values(CONTENT_ROUTES)) {
      const compiled = compilePattern(pattern);
      const matched = asked.some((url) => execPattern(compiled, url.split('?')[0] ?? '') !== null);
      expect([pattern, matched]).toEqual([pattern, true]);
    }
  });

  it.each([
    [CONTENT_URLS.article('es', 'no-existe'), 404],
    [CONTENT_URLS.categoryPage('en', 'no-such', 1), 404],
    [CONTENT_URLS.attorney('nadie'), 404],
    [CONTENT_URLS.mediaInfo('nothing.jpg'), 404],
    [`${CONTENT_URLS.blogPage('es', 1)}&per_page=51`, 400],
    [searchPath('blogSearch', 'a'.repeat(201)), 400],
  ] as const)('When %s is asked, then the error answer parses as one', async (path, status) => {
    parseWire(ZErrorAnswerSchema, await getBody(path, status));
  });
});
