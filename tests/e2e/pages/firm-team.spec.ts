import { expect } from '@playwright/test';
import { CONSULTING_ATTORNEY_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { axeViolations } from '../support/axe';
import { attorneyFiles, attorneyTestimonialCount, firstSentence } from './support/firm-content';

const LOCALES: TLocale[] = ['es', 'en'];

const TEAM = {
  es: {
    heading: 'Conozca a nuestros abogados',
    profile: (name: string) => `Ver el perfil de ${name}`,
    contact: 'Todas las formas de contactarnos',
    form: 'Envíe su caso',
  },
  en: {
    heading: 'Meet our attorneys',
    profile: (name: string) => `View ${name}’s profile`,
    contact: 'All the ways to reach us',
    form: 'Submit your case',
  },
} as const;

const PROFILE = {
  es: {
    badges: 'Licencias y membresías',
    admission: 'Licencia para ejercer',
    bar: (state: string, number: string) => `${state}, licencia n.º ${number}`,
    biography: 'Biografía',
    areas: 'Áreas de práctica',
    associations: 'Asociaciones',
    social: 'Redes sociales',
    testimonials: 'Testimonios de clientes',
    newTab: '(se abre en una pestaña nueva)',
    form: 'Envíe su caso',
  },
  en: {
    badges: 'Licenses and memberships',
    admission: 'Bar admission',
    bar: (state: string, number: string) => `${state}, bar no. ${number}`,
    biography: 'Biography',
    areas: 'Practice areas',
    associations: 'Associations',
    social: 'Social media',
    testimonials: 'Client testimonials',
    newTab: '(opens in a new tab)',
    form: 'Submit your case',
  },
} as const;

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

test.describe('Team page', () => {
  for (const locale of LOCALES) {
    const words = TEAM[locale];
    const path = getHref('attorneys', locale);

    test(`When ${path} is opened, then every attorney of infra/content has a card linking to the profile, the founder first, with a link to contact, the form and no axe violation`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const attorneys = attorneyFiles();
      const cards = main.locator('article[data-attorney]');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        attorneys.map((a) => a.name),
      );
      for (const attorney of attorneys) {
        const card = main.locator(`article[data-attorney="${attorney.slug}"]`);
        await expect(card).toContainText(locale === 'en' ? attorney.role_en : attorney.role_es);
        await expect(card).toContainText(
          locale === 'en' ? attorney.summary_en : attorney.summary_es,
        );
        await expect(card.getByRole('img')).toHaveAttribute('alt', new RegExp(attorney.name));
        await expect(
          card.getByRole('link', { name: words.profile(attorney.name) }),
        ).toHaveAttribute('href', getHref('attorneyProfile', locale, { slug: attorney.slug }));
      }
      await expect(main.getByRole('link', { name: words.contact })).toHaveAttribute(
        'href',
        getHref('contact', locale),
      );
      await expect(main.getByRole('region', { name: words.form })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("When the consulting attorney's card is followed, then his profile opens", async ({
    routePage: page,
  }) => {
    const consulting = attorneyFiles().find((a) => a.slug === CONSULTING_ATTORNEY_SLUG);
    if (!consulting) throw new Error('infra/content has no consulting attorney');
    await gotoHydrated(page, '/abogados');
    await page.getByRole('link', { name: TEAM.es.profile(consulting.name) }).click();
    await expect(page).toHaveURL(getHref('attorneyProfile', 'es', { slug: consulting.slug }));
    await expect(page.locator('main h1')).toHaveText(consulting.name);
  });
});

test.describe('Attorney profiles', () => {
  for (const attorney of attorneyFiles()) {
    for (const locale of LOCALES) {
      const words = PROFILE[locale];
      const path = getHref('attorneyProfile', locale, { slug: attorney.slug });
      const en = locale === 'en';

      test(`When ${path} is opened, then it shows the profile of infra/content (badges, biography, languages, practice areas, associations, social links, testimonials, form) with no axe violation`, async ({
        routePage: page,
      }) => {
        await gotoHydrated(page, path);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(attorney.name);
        await expect(main).toContainText(en ? attorney.role_en : attorney.role_es);
        for (const language of en ? attorney.languages_en : attorney.languages_es) {
          await expect(main.locator('dd').first()).toContainText(language);
        }
        // each bar admission with its number (attorney-advertising rules)
        const admissions = main.getByTestId('bar-admissions');
        expect(attorney.bar_admissions.length).toBeGreaterThan(0);
        await expect(admissions.locator('dt')).toHaveText(
          attorney.bar_admissions.length === 1 ? words.admission : `${words.admission}s`,
        );
        await expect(admissions.locator('dd')).toHaveText(
          attorney.bar_admissions.map((bar) => words.bar(bar.jurisdiction, bar.bar_number)),
        );

        // one badge per licence and association, each image with a text alternative naming it
        const badges = main.getByRole('list', { name: words.badges }).getByRole('listitem');
        const associations = en ? attorney.associations_en : attorney.associations_es;
        const licences = attorney.bar_admissions.length;
        await expect(badges).toHaveCount(licences + associations.length);
        for (const [i, name] of associations.entries()) {
          const badge = badges.nth(licences + i).getByRole('img');
          await expect(badge).toHaveAttribute('alt', new RegExp(name.replace(/[()]/g, '\\$&')));
          expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
            0,
          );
        }

        const bio = main.getByRole('region', { name: words.biography });
        await expect(bio).toContainText(firstSentence(attorney.bio[locale]));
        await expect(
          main.getByRole('region', { name: words.areas }).getByRole('listitem'),
        ).toHaveText(en ? attorney.practice_areas_en : attorney.practice_areas_es);
        await expect(
          main.getByRole('region', { name: words.associations }).getByRole('listitem'),
        ).toHaveText(associations);

        const social = main.getByRole('region', { name: words.social }).getByRole('link');
        await expect(social).toHaveCount(Object.keys(attorney.social).length);
        for (const [network, url] of Object.entries(attorney.social)) {
          const link = main
            .locator(`a[href="${url}"]`)
            .filter({ hasText: NETWORK_NAMES[network] ?? network });
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAccessibleName(`${NETWORK_NAMES[network]} ${words.newTab}`);
        }

        const testimonials = main.getByRole('region', { name: words.testimonials });
        await expect(testimonials.getByRole('group')).toHaveCount(attorneyTestimonialCount());
        await expect(main.getByRole('region', { name: words.form })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
