import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZAttorneySchema } from '@firm/shared/content/attorney';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import { ZMediaInfoSchema } from '@firm/shared/content/media-info';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { parseWire } from './support/wire';

describe('content-api: attorneys, site configuration and media catalogue under /api/content', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  const getJson = async <T>(path: string, schema: z.ZodType, status = 200): Promise<T> => {
    const response = await server.get(path);
    expect([path, response.status]).toEqual([path, status]);
    return parseWire(schema, await response.json()) as T;
  };

  it('When attorneys are listed, then the founder comes first with her profile, her bar admission and photo variants', async () => {
    const attorneys = await getJson<Record<string, unknown>[]>(
      '/api/content/attorneys',
      z.array(ZAttorneySchema),
    );
    expect(attorneys.map((a) => a.slug)).toEqual(['ana-herrera', 'daniel-ortiz']);
    expect(attorneys[0]).toMatchObject({
      name: 'Ana Herrera',
      is_founder: true,
      licensed_in: ['Texas'],
      bar_admissions: [{ jurisdiction: 'Texas', bar_number: '00000000' }],
      languages_en: ['Spanish', 'English'],
    });
    expect((attorneys[0]?.photo_info as { variants: unknown[] }).variants.length).toBeGreaterThan(
      0,
    );
    const one = await getJson<Record<string, unknown>>(
      '/api/content/attorneys/daniel-ortiz',
      ZAttorneySchema,
    );
    expect(one).toMatchObject({
      name: 'Daniel Ortiz',
      role_en: 'Consulting Attorney',
      is_founder: false,
      licensed_in: ['Virginia'],
      bar_admissions: [{ jurisdiction: 'Virginia', bar_number: '00000' }],
    });
    expect(one.bio_es).toMatch(/^<p>/);
  });

  it('When the site configuration is asked, then it is the file as written', async () => {
    const config = await getJson<Record<string, unknown>>(
      '/api/content/site-config',
      ZSiteConfigSchema,
    );
    expect(Object.keys(config)).toEqual([
      'firm',
      'email',
      'phones',
      'offices',
      'whatsapp',
      'sister_sites',
      'sister_firm_names',
      'social',
      'google_review_url',
      'responsible_attorney',
      'office_hours',
      'callback',
      'acknowledgment',
    ]);
    expect(config.email).toBe('contacto@herreraimmigrationlaw.com');
  });

  it('When the media catalogue is asked, then every original is listed, and one file can be looked up', async () => {
    const catalog = await getJson<{ file: string; variants: unknown[] }[]>(
      '/api/content/media',
      z.array(ZMediaInfoSchema),
    );
    // One original per file of infra/content/media (pages add their own media there).
    expect(catalog).toHaveLength(readdirSync(path.join(repoPaths().content, 'media')).length);
    const video = catalog.find((m) => m.file.startsWith('travel-01.'));
    expect(video).toMatchObject({
      content_type: 'video/mp4',
      width: null,
      height: null,
      variants: [],
    });
    const image = catalog.find((m) => m.file.startsWith('giveaway-01.'));
    expect(await getJson(`/api/content/media/${image?.file}`, ZMediaInfoSchema)).toEqual(image);
    await getJson('/api/content/media/giveaway-01.jpg', ZErrorAnswerSchema, 404);
  });
});
