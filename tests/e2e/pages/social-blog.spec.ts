import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { saveScreens } from '../support/screens';
import {
  categories,
  expectScrolledTo,
  pageNumbers,
  pageOf,
  pagesOf,
  publishedPosts,
  type TPost,
} from './support/social-content';

/** Posts a page of the blog list and of a category (the content service's default). */
const PER_PAGE = 9;

const POSTS = publishedPosts();
const blogPages = pagesOf(POSTS.length, PER_PAGE);

const LISTS = [
  {
    path: '/blog',
    lang: 'es',
    previous: 'Anterior',
    next: 'Siguiente',
    pages: 'Artículos: páginas',
  },
  { path: '/en/blog', lang: 'en', previous: 'Previous', next: 'Next', pages: 'Articles: pages' },
] as const;

const list = (page: Page) => page.locator('section#articles');

/** The list shows page `n` of the published posts, newest first, titles in the language. */
async function expectPostsPage(page: Page, lang: 'en' | 'es', posts: TPost[], n: number) {
  const titles = list(page).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(pageOf(posts, n, PER_PAGE).map((post) => post[lang].titulo));
}

for (const c of LISTS) {
  test.describe(`${c.path} pagination`, () => {
    test(`When ${c.path} is opened, then it shows the newest ${PER_PAGE} posts and links to every other page`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, c.path);
      await expectPostsPage(page, c.lang, POSTS, 1);
      const nav = list(page).getByRole('navigation', { name: c.pages });
      expect(await pageNumbers(nav)).toEqual(
        Array.from({ length: Math.min(3, blogPages) }, (_, i) => String(i + 1)),
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
      await expect(nav.getByRole('link', { name: c.previous })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: c.next })).toHaveAttribute(
        'href',
        `${c.path}?page=2#articles`,
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`When Next is chosen on ${c.path}, then the following posts show, the list scrolls into view with the focus, and Previous goes back`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, c.path);
      const nav = list(page).getByRole('navigation', { name: c.pages });
      await nav.getByRole('link', { name: c.next }).click();
      await expect(page).toHaveURL(`${c.path}?page=2#articles`);
      await expectPostsPage(page, c.lang, POSTS, 2);
      await expectScrolledTo(page, list(page));
      await expect(page).toHaveTitle(c.lang === 'es' ? /página 2/ : /page 2/);
      await nav.getByRole('link', { name: c.previous }).click();
      await expect(page).toHaveURL(`${c.path}#articles`);
      await expectPostsPage(page, c.lang, POSTS, 1);
    });
  });
}

test.describe('Blog without JavaScript', () => {
  test('When JavaScript is off, then page 2 of the blog is served and Previous leads back to page 1', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await list(page).getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL('/blog?page=2#articles');
    await expectPostsPage(page, 'es', POSTS, 2);
    await list(page).getByRole('link', { name: 'Anterior' }).click();
    await expect(page).toHaveURL('/blog#articles');
    await expectPostsPage(page, 'es', POSTS, 1);
    await context.close();
  });
});

test.describe('Blog categories', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`When a category page is opened in ${lang}, then it lists its posts, pages them only past ${PER_PAGE}, and a page past the end shows the last page`, async ({
      routePage: page,
    }) => {
      const category = categories()[0];
      if (!category) throw new Error('no category in categories.json');
      const posts = POSTS.filter((post) => post.category === category.key);
      const path =
        lang === 'es'
          ? `/blog/categoria/${category.url_es}`
          : `/en/blog/category/${category.url_en}`;
      await gotoHydrated(page, path);
      await expectPostsPage(page, lang, posts, 1);
      const nav = list(page).getByRole('navigation');
      await expect(nav).toHaveCount(pagesOf(posts.length, PER_PAGE) > 1 ? 1 : 0);
      const last = pagesOf(posts.length, PER_PAGE);
      await page.goto(`${path}?page=${last + 3}`);
      await expectPostsPage(page, lang, posts, last);
    });
  }
});

test.describe('Share links of an article', () => {
  const post = POSTS.find((p) => p.folder === 'trata-laboral-senales') ?? (POSTS[0] as TPost);
  const CASES = [
    {
      lang: 'es',
      path: `/blog/${post.es.url}`,
      title: post.es.titulo,
      names: {
        facebook: 'Compartir en Facebook (se abre en una pestaña nueva)',
        x: 'Compartir en X (se abre en una pestaña nueva)',
        linkedin: 'Compartir en LinkedIn (se abre en una pestaña nueva)',
        email: 'Compartir por correo electrónico',
      },
    },
    {
      lang: 'en',
      path: `/en/blog/${post.en.url}`,
      title: post.en.titulo,
      names: {
        facebook: 'Share on Facebook (opens in a new tab)',
        x: 'Share on X (opens in a new tab)',
        linkedin: 'Share on LinkedIn (opens in a new tab)',
        email: 'Share by e-mail',
      },
    },
  ] as const;

  for (const c of CASES) {
    test(`When ${c.path} is opened, then Facebook, X, LinkedIn and e-mail share its canonical address and title, encoded, and axe finds no violation`, async ({
      routePage: page,
      baseURL,
    }) => {
      await gotoHydrated(page, c.path);
      const url = encodeURIComponent(`${baseURL}${c.path}`);
      const title = encodeURIComponent(c.title);
      const header = page.locator('main header');
      const link = (name: string) => header.getByRole('link', { name, exact: true });
      await expect(link(c.names.facebook)).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await expect(link(c.names.x)).toHaveAttribute(
        'href',
        `https://x.com/intent/tweet?url=${url}&text=${title}`,
      );
      await expect(link(c.names.linkedin)).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      );
      await expect(link(c.names.email)).toHaveAttribute(
        'href',
        `mailto:?subject=${title}&body=${title}%0A%0A${url}`,
      );
      for (const name of [c.names.facebook, c.names.x, c.names.linkedin]) {
        await expect(link(name)).toHaveAttribute('target', '_blank');
        await expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(link(c.names.email)).not.toHaveAttribute('target', /./);
      expect(title).toMatch(/%C3%B1|%C3%A9|%3F|%2C/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Blog screenshots', () => {
  test('When the blog list and an article are shown at 375 and 1280 px, then a screenshot of each is saved', async ({
    routePage,
  }) => {
    test.setTimeout(90_000);
    const post = POSTS[0] as TPost;
    await saveScreens(routePage, '/blog', 'blog-es');
    await saveScreens(routePage, '/en/blog?page=2', 'blog-page-2-en');
    await saveScreens(routePage, `/blog/${post.es.url}`, 'blog-article-es');
    await saveScreens(routePage, `/en/blog/${post.en.url}`, 'blog-article-en');
  });
});
