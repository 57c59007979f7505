import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPost, TStudioPostDocument } from '@firm/shared/studio/studio-post';

/** Where the studio's screenshots a person looks at are kept. */
export const STUDIO_SHOTS = path.join(process.cwd(), 'test-results', 'screenshots');

/** The screenshot file of a name at a width (the folder made if needed). */
export function shotPath(name: string, width: number): string {
  mkdirSync(STUDIO_SHOTS, { recursive: true });
  return path.join(STUDIO_SHOTS, `${name}-${width}.png`);
}

/**
 * The studio API through the edge as the page's signed-in member (its cookies and an anti-forgery
 * token); a change that does not succeed fails the test with the API's answer.
 */
export async function studioApi(page: Page) {
  const token = ((await (await page.request.get('/csrf-token')).json()) as { token: string }).token;
  return {
    get: async <T>(url: string) => (await (await page.request.get(url)).json()) as T,
    send: async <T = TStudioPost>(method: 'post' | 'put', url: string, data: unknown) => {
      const response = await page.request[method](url, {
        headers: { 'x-csrf-token': token },
        data,
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

/** The document fields of an article's answer. */
export function postDocumentOf(post: TStudioPost): TStudioPostDocument {
  const { category, author, featured, quick_exit, main_media, index, es, en } = post;
  return { category, author, featured, quick_exit, main_media, index, es, en };
}

/**
 * A new article like the samples (their category, author and main image with its alt texts), not
 * featured, with one index entry `anchor` whose heading each language's body must have.
 */
export async function createPostLikeSample(
  page: Page,
  texts: Pick<TStudioPostDocument, 'index' | 'es'> & { en?: TStudioPostDocument['en'] },
): Promise<TStudioPost> {
  const api = await studioApi(page);
  const { posts } = await api.get<{ posts: { id: number }[] }>(STUDIO_ROUTES.posts);
  const sample = await api.get<TStudioPost>(studioUrl('post', { id: posts.at(-1)!.id }));
  const empty = { url: '', titulo: '', description: '', main_media_text: '', markdown: '' };
  return api.send('post', STUDIO_ROUTES.posts, {
    ...postDocumentOf(sample),
    featured: false,
    quick_exit: false,
    index: texts.index,
    es: { ...texts.es, main_media_text: texts.es.main_media_text || sample.es.main_media_text },
    en: texts.en
      ? { ...texts.en, main_media_text: texts.en.main_media_text || sample.en.main_media_text }
      : empty,
  });
}

/**
 * A studio preview's answer: 200, never stored nor indexed, framed by the editor (this origin) only,
 * and `noindex` in the page too.
 */
export async function expectPreviewAnswer(page: Page, answer: Response | null): Promise<void> {
  expect(answer?.status()).toBe(200);
  const headers = answer!.headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}
