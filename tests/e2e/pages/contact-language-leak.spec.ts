import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  contentCases,
  PER_CONTENT_PAGE_MS,
  staticCases,
  type TRouteCase,
} from '../support/route-cases';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { leakSentences, sentencesOf, type TLeakSentences } from './support/copy-sentences';

const OTHER: Record<TLocale, TLocale> = { en: 'es', es: 'en' };

let sentences: TLeakSentences | undefined;
async function sentencesByLocale(): Promise<TLeakSentences> {
  sentences ??= await leakSentences();
  return sentences;
}

/** The other language's copy sentences that the page's visible text contains (lower case). */
async function leaksOn(page: Page, route: TRouteCase): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const visible = text.replace(/\s+/g, ' ').toLocaleLowerCase(route.locale);
  const foreign = (await sentencesByLocale())[OTHER[route.locale]];
  return foreign.filter((sentence) => visible.includes(sentence));
}

test.describe('No text of the other language on any page', () => {
  test('When the copy files are read, then each language has its own sentences and the same text in both counts for neither', async () => {
    const { en, es } = await sentencesByLocale();
    expect(en.length).toBeGreaterThan(150);
    expect(es.length).toBeGreaterThan(150);
    expect(en).toContain('sending this form does not make us your attorneys');
    expect(es).toContain('el mapa se carga cuando llegue a él');
    // the same in both languages (SPEC §8) and proper names are not sentences of either
    expect([...en, ...es]).not.toContain('no reviews available');
    expect(sentencesOf('Herrera Immigration Law')).toEqual([]);
    expect(sentencesOf('Abused by a U.S. citizen? Call us.')).toEqual(['Abused by a U.S. citizen']);
  });

  test('When an English sentence of the copy shows on a Spanish page, then the check names it', async ({
    routePage,
  }) => {
    await gotoHydrated(routePage, '/contacto');
    await routePage.evaluate(() => {
      const p = document.createElement('p');
      p.textContent = 'Aviso: Please accept the terms and conditions.';
      document.querySelector('main')?.append(p);
    });
    const route = { id: 'contact', locale: 'es', path: '/contacto', switchTarget: '' } as const;
    expect(await leaksOn(routePage, route)).toContain('please accept the terms and conditions');
  });

  for (const route of staticCases()) {
    test(`When ${route.path} is shown, then its visible text has no ${OTHER[route.locale]} sentence of the copy`, async ({
      routePage,
    }) => {
      await gotoHydrated(routePage, route.path);
      expect(await leaksOn(routePage, route)).toEqual([]);
    });
  }

  test('When an attorney profile, an article, a category and the lives page are shown in each language, then none has a sentence of the other language', async ({
    routePage,
    request,
  }) => {
    const cases = await contentCases(request);
    test.setTimeout(cases.length * PER_CONTENT_PAGE_MS);
    for (const route of cases) {
      await gotoHydrated(routePage, route.path);
      expect(await leaksOn(routePage, route), route.path).toEqual([]);
    }
  });

  test('When a 404 page is shown in each language, then it has no sentence of the other language', async ({
    routePage,
  }) => {
    for (const [path, locale] of [
      ['/no-existe', 'es'],
      ['/en/does-not-exist', 'en'],
    ] as const) {
      await routePage.goto(path);
      const route = { id: 'home', locale, path, switchTarget: '' } satisfies TRouteCase;
      expect(await leaksOn(routePage, route), path).toEqual([]);
    }
  });
});
