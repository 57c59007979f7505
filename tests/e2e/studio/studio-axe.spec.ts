import { expect, test } from '@playwright/test';
import { getHref, type TRouteId } from '@firm/shared/routes/route-map';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs } from '../support/staff';
import { studioApi } from '../support/studio';

// axe on every page of the content studio, in both languages, once each page has hydrated.
test('When an editor opens every studio page in Spanish and English, then axe finds no violation on any', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, addStaff('editor', { name: 'Alba Accesible' }));
  const { posts } = await (
    await studioApi(page)
  ).get<{ posts: { id: number }[] }>(STUDIO_ROUTES.posts);
  const id = String(posts.at(-1)!.id);
  const pages: [TRouteId, Record<string, string>][] = [
    ['staffHome', {}],
    ['staffPosts', {}],
    ['staffPostNew', {}],
    ['staffPost', { id }],
    ['staffPostPreview', { id }],
    ['studioTexts', {}],
    ['studioText', { key: 'privacy' }],
    ['studioTextPreview', { key: 'privacy' }],
    ['studioMedia', {}],
  ];
  for (const locale of ['es', 'en'] as const)
    for (const [route, params] of pages) {
      const path = (getHref as (r: TRouteId, l: 'es' | 'en', p: object) => string)(
        route,
        locale,
        params,
      );
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      // the editors have hydrated once CodeMirror replaced their text areas
      if (['staffPostNew', 'staffPost'].includes(route))
        await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
      if (route === 'studioText')
        await expect(
          page.getByTestId('body-es-markdown-editor').locator('.cm-content'),
        ).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
});
