import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { test as sharedTab } from '../support/route-tab';
import { gotoHydrated } from '../support/hydrated';
import { axeViolations } from '../support/axe';
import { SCREENSHOT_WIDTHS, saveScreenshot, siteConfig } from './support/contact-content';

type TLang = 'en' | 'es';

const PAGES = {
  es: {
    path: '/contacto',
    heading: 'Contáctenos',
    phones: 'Llámenos',
    practices: {
      immigration: 'Inmigración',
      personal_injury: 'Lesiones personales',
      truck_drivers: 'Reclutamiento de choferes',
    },
    form: 'Escríbanos y le llamamos',
    channels: 'Otras formas de comunicarse',
    offices: 'Nuestras oficinas',
    whatsapp: 'Escríbanos por WhatsApp',
    newTab: '(se abre en una pestaña nueva)',
    placeholder: 'El mapa se carga cuando llegue a él.',
    injuryPromise:
      'usted solo paga honorarios si gana su caso. Aun así, es posible que deba pagar costos y gastos del caso',
  },
  en: {
    path: '/en/contact',
    heading: 'Contact us',
    phones: 'Call us',
    practices: {
      immigration: 'Immigration',
      personal_injury: 'Personal injury',
      truck_drivers: 'Truck driver recruitment',
    },
    form: 'Write to us and we will call you',
    channels: 'Other ways to reach us',
    offices: 'Our offices',
    whatsapp: 'Chat with us on WhatsApp',
    newTab: '(opens in a new tab)',
    placeholder: 'The map loads when you reach it.',
    injuryPromise:
      'you pay a fee only if your case is won. You may still be responsible for costs and expenses',
  },
} as const;

const LANGS: TLang[] = ['es', 'en'];
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
const digits = (text: string) => text.replace(/\D/g, '');

/** The main content's section named by its heading. */
const section = (main: Locator, name: string) => main.getByRole('region', { name, exact: true });

sharedTab.describe('Contact page', () => {
  for (const lang of LANGS) {
    const c = PAGES[lang];

    sharedTab(
      `When ${c.path} is opened, then every phone line of the site config is a tel: link in the panel of its practice, in the config's order`,
      async ({ routePage: page }) => {
        const config = siteConfig();
        await gotoHydrated(page, c.path);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(c.heading);
        const phones = section(main, c.phones);
        const practices = Object.keys(c.practices) as (keyof typeof c.practices)[];
        for (const practice of practices) {
          const expected = config.phones.filter((phone) => phone.practice === practice);
          const panel = phones.locator(`[data-practice="${practice}"]`);
          await expect(panel.getByRole('heading', { level: 3 })).toHaveText(c.practices[practice]);
          const links = panel.locator('a[href^="tel:"]');
          await expect(links).toHaveCount(expected.length);
          expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
            expected.map((phone) => `tel:${phone.tel}`),
          );
          for (const [i, phone] of expected.entries()) {
            await expect(links.nth(i)).toHaveText(phone.display);
            expect(digits(phone.tel).endsWith(digits(phone.display).slice(-10))).toBe(true);
          }
        }
        // every number of the config, and none twice
        const all = phones.locator('a[href^="tel:"]');
        await expect(all).toHaveCount(config.phones.length);
        // the Mexico line's seed number is in the US range kept for fiction: no stranger in Juárez is called
        await expect(phones.locator('[data-practice="truck_drivers"]')).toContainText(
          lang === 'es' ? 'México' : 'Mexico',
        );
        await expect(phones.locator('[data-practice="truck_drivers"]')).not.toContainText('+52');
        await expect(phones.locator('[data-practice="personal_injury"]')).toContainText(
          c.injuryPromise,
        );
      },
    );

    sharedTab(
      `When ${c.path} is opened, then the form, e-mail, WhatsApp, labelled social links and both offices with their addresses are there`,
      async ({ routePage: page }) => {
        const config = siteConfig();
        await gotoHydrated(page, c.path);
        const main = page.locator('main');
        const form = section(main, c.form);
        await expect(form.locator(`form[data-variant="contact-${lang}"]`)).toBeVisible();

        const channels = section(main, c.channels);
        await expect(channels.locator(`a[href="mailto:${config.email}"]`)).toBeVisible();
        const chat = channels.getByRole('link', { name: new RegExp(c.whatsapp) });
        await expect(chat).toHaveAttribute('target', '_blank');
        await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
        for (const [network, href] of Object.entries(config.social)) {
          const link = channels.getByRole('link', {
            name: `${NETWORK_NAMES[network]} ${c.newTab}`,
            exact: true,
          });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }

        const offices = section(main, c.offices);
        await expect(offices.locator('address')).toHaveCount(config.offices.length);
        for (const office of config.offices) {
          await expect(offices).toContainText(office.street);
          await expect(offices).toContainText(office.postal_code);
          await expect(
            offices.getByRole('heading', { name: lang === 'en' ? office.name_en : office.name_es }),
          ).toBeVisible();
        }
      },
    );
  }
});

sharedTab.describe('Contact page maps and calls', () => {
  sharedTab(
    'When the contact page loads, then nothing comes from the maps provider until an office map is scrolled near; then that map loads',
    async ({ page }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!/^http:\/\/(localhost|127\.0\.0\.1)/.test(request.url()))
          thirdParty.push(request.url());
      });
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoHydrated(page, '/contacto');
      await page.waitForLoadState('networkidle');
      expect(thirdParty).toEqual([]);
      const map = page.getByTestId('office-map-el-paso');
      await expect(map.locator('iframe')).toHaveCount(0);
      await expect(map).toHaveText(PAGES.es.placeholder);
      await map.scrollIntoViewIfNeeded();
      const frame = map.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?.*El\+Paso/);
      await expect(frame).toHaveAttribute('title', 'Mapa de nuestra oficina en El Paso, Texas');
    },
  );

  for (const lang of LANGS) {
    sharedTab(
      `When an immigration number of ${PAGES[lang].path} is tapped, then the call is tracked; a personal-injury number is not`,
      async ({ page }) => {
        const config = siteConfig();
        await gotoHydrated(page, PAGES[lang].path);
        const panels = page.locator('main [data-practice]');
        // keep the test on the page: the phone app would open
        await panels
          .locator('a[href^="tel:"]')
          .evaluateAll((links) =>
            links.forEach((link) => link.addEventListener('click', (e) => e.preventDefault())),
          );
        const tracked: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/en/api/track-call')) tracked.push(request.method());
        });
        const immigration = config.phones.filter((phone) => phone.practice === 'immigration');
        for (const phone of immigration) {
          await Promise.all([
            page.waitForRequest('**/en/api/track-call'),
            panels.locator(`a[href="tel:${phone.tel}"]`).click(),
          ]);
        }
        const injury = config.phones.find((phone) => phone.practice === 'personal_injury');
        await panels.locator(`a[href="tel:${injury?.tel}"]`).click();
        await page.waitForLoadState('networkidle');
        expect(tracked).toEqual(immigration.map(() => 'POST'));
      },
    );
  }
});

sharedTab.describe('Contact page look', () => {
  for (const lang of LANGS) {
    for (const width of SCREENSHOT_WIDTHS) {
      sharedTab(
        `When ${PAGES[lang].path} is shown at ${width} px, then nothing overflows sideways, axe finds no violation, and the screenshot is saved`,
        async ({ routePage: page }) => {
          await page.setViewportSize({ width, height: 900 });
          await gotoHydrated(page, PAGES[lang].path);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          expect(await axeViolations(page)).toEqual([]);
          await saveScreenshot(page, 'contact', lang, width);
        },
      );
    }
  }
});
