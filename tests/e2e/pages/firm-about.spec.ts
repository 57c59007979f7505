import { expect } from '@playwright/test';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import { yearsOfExperience } from '@firm/shared/content/firm-years';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';
import { test } from '../support/route-tab';
import { axeViolations } from '../support/axe';
import { attorneyFiles, firstSentence, pageTextFile } from './support/firm-content';
import { siteConfigFile } from '../../support/site-config-file';

const ABOUT = {
  es: {
    history: 'Nuestra historia',
    mission: 'Nuestra misión',
    missionLinks: 'Le podemos ayudar con:',
    services: 'Nuestros servicios',
    promise:
      'usted solo paga honorarios si gana su caso. Aun así, es posible que deba pagar costos y gastos del caso',
    founder: 'Conozca a nuestra fundadora',
    form: 'Envíe su caso',
    facts: 'La firma en pocas palabras',
    years: (n: number) => `lleva más de ${n} años ayudando`,
  },
  en: {
    history: 'Our story',
    mission: 'Our mission',
    missionLinks: 'We can help you with:',
    services: 'Our services',
    promise:
      'you pay a fee only if your case is won. You may still be responsible for costs and expenses',
    founder: 'Meet our founder',
    form: 'Submit your case',
    facts: 'The firm at a glance',
    years: (n: number) => `has spent more than ${n} years helping`,
  },
} as const;

const LOCALES: TLocale[] = ['es', 'en'];

test.describe('About page', () => {
  for (const locale of LOCALES) {
    const words = ABOUT[locale];
    const path = getHref('aboutUs', locale);

    test(`When ${path} is opened, then it shows the history, the mission with the three services, the practice-area cards, the founder's card, the form and no axe violation`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('region', { name: words.history })).toContainText(
        firstSentence(pageTextFile('about-us', 'history', locale)),
      );

      // the founding year and the years of experience come from site-config.json, counted this year
      const { founded } = siteConfigFile().firm;
      const years = yearsOfExperience(founded, new Date().getFullYear());
      const facts = main.getByRole('list', { name: words.facts });
      await expect(facts).toContainText(String(founded));
      await expect(facts).toContainText(`${years}+`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
        words.years(years),
      );
      await expect(main.getByRole('region', { name: words.history })).toContainText(
        locale === 'es' ? `Más de ${years} años después` : `More than ${years} years later`,
      );

      const sister = siteConfigFile().sister_sites;
      const links = main
        .getByRole('region', { name: words.mission })
        .getByRole('list', { name: words.missionLinks })
        .getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.nth(0)).toHaveAttribute('href', getHref('immigrationLawyer', locale));
      await expect(links.nth(0)).not.toHaveAttribute('target');
      for (const [i, site] of [sister.personal_injury, sister.trucks].entries()) {
        await expect(links.nth(i + 1)).toHaveAttribute('href', site);
        await expect(links.nth(i + 1)).toHaveAttribute('target', '_blank');
      }

      const services = main.getByRole('region', { name: words.services });
      await expect(services.getByRole('listitem')).toHaveCount(3);
      await expect(services).toContainText(words.promise);

      const founder = attorneyFiles().find((a) => a.slug === FOUNDER_SLUG);
      const card = main.getByRole('region', { name: words.founder });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(founder?.name ?? '');
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        getHref('attorneyProfile', locale, { slug: FOUNDER_SLUG }),
      );
      await expect(main.getByRole('region', { name: words.form })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
