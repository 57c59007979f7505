import { expect, test } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';

const HOURS = {
  es: [
    'Horario de oficina',
    'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
    'Sábado, de 9:00 a. m. a 1:00 p. m.',
    'En hora de El Paso, Texas (hora de la montaña).',
  ],
  en: [
    'Office hours',
    'Monday to Friday, 9:00 a.m. to 6:00 p.m.',
    'Saturday, 9:00 a.m. to 1:00 p.m.',
    'El Paso, Texas time (Mountain Time).',
  ],
} as const;

test.describe('The office hours (site configuration)', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`When a ${locale} page is opened, then its footer states the office hours and their time zone in words`, async ({
      page,
    }) => {
      await page.goto(getHref('home', locale));
      const footer = page.locator('footer');
      for (const words of HOURS[locale]) await expect(footer).toContainText(words);
    });

    test(`When the ${locale} contact page is opened, then the office hours are above the phone lines, with no axe violation`, async ({
      page,
    }) => {
      await page.goto(getHref('contact', locale));
      const hours = page.locator('main [data-slot="office-hours"]');
      await expect(hours).toBeVisible();
      for (const words of HOURS[locale].slice(1)) await expect(hours).toContainText(words);
      await expect(
        page.locator('main').getByRole('heading', { name: HOURS[locale][0] }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
