import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { allStaticPaths, getHref } from '@firm/shared/routes/route-map';
import { test } from '../support/route-tab';
import { gotoHydrated } from '../support/hydrated';
import { axeViolations } from '../support/axe';
import { SCREENSHOT_WIDTHS, saveScreenshot } from './support/contact-content';

const PATHS: Record<TLocale, string> = { es: '/mapa-de-sitio', en: '/en/sitemap' };

const GROUPS: Record<TLocale, string[]> = {
  es: [
    'La firma',
    'Servicios',
    'Visas',
    'Testimonios',
    'Contacto y formularios',
    'Avisos legales',
    'Blog',
  ],
  en: [
    'The firm',
    'Services',
    'Visas',
    'Reviews and testimonials',
    'Contact and forms',
    'Legal',
    'Blog',
  ],
};

type TPost = { url_en: string; url_es: string; titulo_en: string; titulo_es: string };
type TCategory = { url_en: string; url_es: string };

/** Every attorney, category and published article the content service lists. */
async function content(request: APIRequestContext) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const blog = await get<{ items: TPost[]; total: number }>('/api/content/blog/es?per_page=50');
  expect(blog.items).toHaveLength(blog.total);
  return {
    attorneys: await get<{ slug: string }[]>('/api/content/attorneys'),
    categories: await get<TCategory[]>('/api/content/categories'),
    posts: blog.items,
  };
}

test.describe('Sitemap page', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`When ${PATHS[locale]} is opened, then it links every page of the route map in its language, every attorney, category and article, grouped, with no label twice and no page of the other language`, async ({
      routePage: page,
      request,
    }) => {
      const { attorneys, categories, posts } = await content(request);
      await gotoHydrated(page, PATHS[locale]);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(GROUPS[locale]);
      const links = main.locator('[data-group] a');
      const found = await links.evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent ?? '' })),
      );
      const hrefs = found.map((link) => link.href);
      const expected = [
        ...allStaticPaths()
          .filter((entry) => entry.locale === locale && !entry.noindex)
          .map((entry) => entry.path),
        ...attorneys.map(({ slug }) => getHref('attorneyProfile', locale, { slug })),
        ...categories.map((category) =>
          getHref('blogCategory', locale, {
            slug: locale === 'en' ? category.url_en : category.url_es,
          }),
        ),
        ...posts.map((post) =>
          getHref('blogArticle', locale, { slug: locale === 'en' ? post.url_en : post.url_es }),
        ),
        getHref('livesResults', locale, { name: FOUNDER_SLUG }),
      ];
      expect([...hrefs].sort()).toEqual([...expected].sort());

      // no label twice (case aside), none empty
      const labels = found.map((link) => link.label.trim().toLocaleLowerCase(locale));
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
      expect(labels.filter((label) => label.length === 0)).toEqual([]);

      // articles carry their titles in this language, under the Blog group
      const blog = main.locator('[data-group="blog"]');
      for (const post of posts) {
        await expect(
          blog.getByRole('link', { name: locale === 'en' ? post.titulo_en : post.titulo_es }),
        ).toHaveAttribute(
          'href',
          getHref('blogArticle', locale, { slug: locale === 'en' ? post.url_en : post.url_es }),
        );
      }
      // pages of the other language only (the Spanish landings; the English reviews) are not listed
      if (locale === 'en') expect(hrefs.every((href) => href.startsWith('/en'))).toBe(true);
      else expect(hrefs.some((href) => href.startsWith('/en'))).toBe(false);
    });

    test(`When a link of ${PATHS[locale]} is followed, then its page opens`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, PATHS[locale]);
      const contact = page.locator('[data-group="forms"] a').first();
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`${getHref('contact', locale)}$`));
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('When the two campaign landings are listed, then each has its own label', async ({
    routePage: page,
  }) => {
    await gotoHydrated(page, PATHS.es);
    const forms = page.locator('[data-group="forms"]');
    await expect(
      forms.getByRole('link', { name: 'Evaluación gratuita: nos vio en YouTube' }),
    ).toHaveAttribute('href', getHref('videoLanding', 'es'));
    await expect(
      forms.getByRole('link', { name: 'Evaluación gratuita: nos vio en TikTok' }),
    ).toHaveAttribute('href', getHref('shortVideoAdsLanding', 'es'));
  });

  for (const locale of ['es', 'en'] as const) {
    for (const width of SCREENSHOT_WIDTHS) {
      test(`When ${PATHS[locale]} is shown at ${width} px, then nothing overflows sideways, axe finds no violation, and the screenshot is saved`, async ({
        routePage: page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, PATHS[locale]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, 'sitemap', locale, width);
      });
    }
  }
});
