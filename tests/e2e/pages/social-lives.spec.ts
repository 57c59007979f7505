import { expect, type Page } from '@playwright/test';
import { PAGINATION } from '@firm/shared/constants';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { saveScreens } from '../support/screens';
import {
  expectScrolledTo,
  founderProfile,
  lives,
  pageNumbers,
  pageOf,
  pagesOf,
  pageTextHeadings,
  servedAs,
} from './support/social-content';

/** A page showing the founder's live streams, with its words and its list's query parameter. */
type TLivesCase = {
  path: string;
  lang: 'en' | 'es';
  name: string;
  heading: string;
  box: string;
  param: string;
  previous: string;
  next: string;
  newTab: string;
};

const LIVES_PAGES: TLivesCase[] = [
  {
    path: '/transmisiones-en-vivo-con-ana-herrera',
    lang: 'es',
    name: 'lives-es',
    heading: 'Transmisiones en vivo con Ana Herrera',
    box: 'Grabaciones',
    param: 'page',
    previous: 'Anterior',
    next: 'Siguiente',
    newTab: '(se abre en una pestaña nueva)',
  },
  {
    path: '/en/as-seen-live-with-ana-herrera',
    lang: 'en',
    name: 'lives-en',
    heading: 'As seen live with Ana Herrera',
    box: 'Recordings',
    param: 'page',
    previous: 'Previous',
    next: 'Next',
    newTab: '(opens in a new tab)',
  },
  {
    path: '/ana-herrera',
    lang: 'es',
    name: 'founder-es',
    heading: 'Ana Herrera',
    box: 'Sus transmisiones en vivo',
    param: 'lives',
    previous: 'Anterior',
    next: 'Siguiente',
    newTab: '(se abre en una pestaña nueva)',
  },
  {
    path: '/en/ana-herrera',
    lang: 'en',
    name: 'founder-en',
    heading: 'Ana Herrera',
    box: 'Her live streams',
    param: 'lives',
    previous: 'Previous',
    next: 'Next',
    newTab: '(opens in a new tab)',
  },
];

const LIVES = lives();
const livesPages = pagesOf(LIVES.length, PAGINATION.livesPerPage);
const box = (page: Page) => page.locator('section#lives');

/** The entries shown are page `n` of lives.json: name and image in the language, link in a new tab. */
async function expectLivesPage(page: Page, c: TLivesCase, n: number) {
  const expected = pageOf(LIVES, n, PAGINATION.livesPerPage);
  const entries = box(page).locator('li:has(h3)');
  await expect(entries).toHaveCount(expected.length);
  for (const [i, live] of expected.entries()) {
    const entry = entries.nth(i);
    const link = entry.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(link).toHaveAccessibleName(`${live[`nombre_${c.lang}`]} ${c.newTab}`);
    await expect(link).toHaveAttribute('href', live.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(entry.locator('img')).toHaveAttribute('src', servedAs(live[`imagen_${c.lang}`]));
  }
}

for (const c of LIVES_PAGES) {
  test.describe(c.path, () => {
    test(`When ${c.path} is opened, then the results box shows the first ${PAGINATION.livesPerPage} live streams of the content file and axe finds no violation`, async ({
      routePage: page,
    }) => {
      const response = await gotoHydrated(page, c.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(c.heading);
      await expect(box(page).getByRole('heading', { level: 2 })).toHaveText(c.box);
      await expectLivesPage(page, c, 1);
      const nav = box(page).getByRole('navigation');
      expect(await pageNumbers(nav)).toEqual(
        Array.from({ length: Math.min(PAGINATION.window, livesPages) }, (_, i) => String(i + 1)),
      );
      await expect(nav.getByRole('link', { name: c.previous })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`When the next page of live streams is chosen on ${c.path}, then the box shows it and scrolls into view with the focus`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, c.path);
      const nav = box(page).getByRole('navigation');
      await nav.getByRole('link', { name: c.next }).click();
      await expect(page).toHaveURL(`${c.path}?${c.param}=2#lives`);
      await expectLivesPage(page, c, 2);
      await expectScrolledTo(page, box(page));
      await nav.getByRole('link', { name: String(livesPages) }).click();
      await expect(page).toHaveURL(`${c.path}?${c.param}=${livesPages}#lives`);
      await expectLivesPage(page, c, livesPages);
      await expect(nav.getByRole('link', { name: c.next })).toHaveCount(0);
      await nav.getByRole('link', { name: c.previous }).click();
      await expect(page).toHaveURL(`${c.path}?${c.param}=${livesPages - 1}#lives`);
    });
  });
}

test.describe('The founder page', () => {
  const profile = founderProfile();
  for (const lang of ['es', 'en'] as const) {
    const path = lang === 'es' ? '/ana-herrera' : '/en/ana-herrera';
    test(`When ${path} is opened, then it shows her portrait, profile facts, story, links to her profile and lives page, and the form`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main.locator('img[fetchpriority="high"]')).toHaveAttribute(
        'src',
        servedAs('attorney-ana-herrera.jpg'),
      );
      await expect(main).toContainText(profile[`role_${lang}`]);
      await expect(main).toContainText(profile[`summary_${lang}`]);
      for (const bar of profile.bar_admissions)
        await expect(main.getByTestId('bar-admissions')).toContainText(bar.bar_number);
      await expect(main).toContainText(profile[`languages_${lang}`].join(', '));
      for (const heading of pageTextHeadings('founder', 'story', lang)) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const profileLink = lang === 'es' ? '/abogados/ana-herrera' : '/en/attorneys/ana-herrera';
      const livesLink =
        lang === 'es'
          ? '/transmisiones-en-vivo-con-ana-herrera'
          : '/en/as-seen-live-with-ana-herrera';
      await expect(main.locator(`a[href="${profileLink}"]`)).toBeVisible();
      await expect(main.locator(`a[href="${livesLink}"]`).first()).toBeVisible();
      const form = main.locator('[data-slot="page-lead-form"]');
      await expect(form.locator('input[name="phone"]')).toBeVisible();
      await main.getByRole('link', { name: /free|gratuita/i }).click();
      await expect(form.locator('form')).toBeInViewport();
    });
  }
});

test.describe('Live streams screenshots', () => {
  test('When the lives and founder pages are shown at 375 and 1280 px, then a screenshot of each is saved', async ({
    routePage,
  }) => {
    test.setTimeout(90_000);
    for (const c of LIVES_PAGES) await saveScreens(routePage, c.path, c.name);
  });
});
