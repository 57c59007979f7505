import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { freePort, startEdge, type TEdgeProcess } from '../support/edge-process';
import { E2E_INTERNAL_PORTS } from '../support/stack';

/**
 * The social-proof pages without the content service (SPEC §8: the lists stay empty): each still answers
 * 200 with its frame, its heading, a note where each list would be, no pagination, and the lead forms.
 */
const CASES = [
  {
    path: '/testimonios',
    heading: 'Historias de nuestros clientes',
    notes: [
      'Los videos no están disponibles en este momento.',
      'Las fotos no están disponibles en este momento.',
      'No hay reseñas disponibles',
    ],
  },
  {
    path: '/en/reviews',
    heading: 'Client reviews',
    notes: [
      'No reviews available',
      'The videos are not available right now.',
      'The photos are not available right now.',
    ],
  },
  {
    path: '/en/as-seen-live-with-ana-herrera',
    heading: 'As seen live with Ana Herrera',
    notes: ['The live streams are not available right now.'],
  },
  {
    path: '/ana-herrera',
    heading: 'Ana Herrera',
    notes: ['Las transmisiones no están disponibles en este momento.'],
  },
  {
    path: '/en/blog?page=2',
    heading: 'Immigration blog',
    notes: ['There are no articles to show right now.'],
  },
];

let edge: TEdgeProcess | undefined;

test.beforeAll(async () => {
  // content-api unreachable; the real leads-api, so the forms are the working forms
  edge = await startEdge(await freePort(), {
    CONTENT_API_URL: 'http://127.0.0.1:9',
    LEADS_API_URL: `http://127.0.0.1:${E2E_INTERNAL_PORTS.LEADS_API_PORT}`,
  });
});
test.afterAll(() => edge?.stop());

test.describe('Social-proof pages when the content service is down', () => {
  for (const c of CASES) {
    test(`When ${c.path} is rendered without the content service, then it answers 200 with its heading, a note for each list, no pagination and the footer form`, async ({
      page,
    }) => {
      const response = await page.goto(`${edge?.origin}${c.path}`);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(c.heading);
      for (const note of c.notes) await expect(main).toContainText(note);
      await expect(main.locator('nav a[rel="next"], nav a[rel="prev"]')).toHaveCount(0);
      await expect(page.locator('footer input[name="phone"]')).toBeVisible();
    });
  }

  test('When the founder page is rendered without the content service, then its own form and links remain and axe finds no violation', async ({
    page,
  }) => {
    await page.goto(`${edge?.origin}/en/ana-herrera`);
    const main = page.locator('main');
    await expect(main.locator('[data-slot="page-lead-form"] input[name="phone"]')).toBeVisible();
    await expect(main.locator('a[href="/en/attorneys/ana-herrera"]')).toBeVisible();
    await expect(main.locator('a[href="/en/as-seen-live-with-ana-herrera"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
