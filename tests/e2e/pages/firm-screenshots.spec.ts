import { getHref } from '@firm/shared/routes/route-map';
import type { TLocale } from '@firm/shared/i18n/locale';
import { test } from '../support/route-tab';
import { attorneyFiles } from './support/firm-content';
import { saveScreens } from '../support/screens';

const LOCALES: TLocale[] = ['es', 'en'];

/** The firm pages a person looks at, by screenshot name. */
const PAGES: [string, (locale: TLocale) => string][] = [
  ['services', (locale) => getHref('services', locale)],
  ['immigration-lawyer', (locale) => getHref('immigrationLawyer', locale)],
  ['attorneys', (locale) => getHref('attorneys', locale)],
  ...attorneyFiles().map(({ slug }): [string, (locale: TLocale) => string] => [
    `attorney-${slug}`,
    (locale) => getHref('attorneyProfile', locale, { slug }),
  ]),
  ['about-us', (locale) => getHref('aboutUs', locale)],
];

test.describe('Firm pages screenshots (test-results/screenshots)', () => {
  for (const [name, pathOf] of PAGES) {
    test(`When ${name} is opened at 375 and 1280 px in both languages, then a full-page screenshot of each is saved`, async ({
      routePage: page,
    }) => {
      test.setTimeout(60_000);
      for (const locale of LOCALES) await saveScreens(page, pathOf(locale), `${name}-${locale}`);
    });
  }
});
