import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { e2eDb } from '../support/db';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { insertE2ELead, staffScreenshots } from './support/leads';

let admin: TE2EStaff;
let intake: TE2EStaff;
// names and a June of this run only: other specs (and this file's tests in other workers, each with its
// own beforeAll) store leads in the same database
let run = '';
let year = 0;
let range = '';
let fb = '';
let tt = '';
const at = (day: number) => `${year}-06-${String(day).padStart(2, '0')}T18:00:00Z`;

/**
 * Claims a June that holds no lead yet (1900–2019, starting at a random year) and keeps the claim
 * until `release`: a session lock makes two workers' claims one after the other, so two never fill
 * the same month.
 */
async function claimEmptyJune(): Promise<() => Promise<void>> {
  const db = await e2eDb();
  await db.query(`SELECT pg_advisory_lock(hashtext('e2e-reports-june'))`);
  const start = parseInt(run, 16) % 120;
  for (let step = 0; step < 120 && !year; step++) {
    const candidate = 1900 + ((start + step) % 120);
    const { rowCount } = await db.query(
      `SELECT 1 FROM leads WHERE received_at >= $1::timestamptz - interval '2 days'
                             AND received_at < $2::timestamptz + interval '2 days' LIMIT 1`,
      [`${candidate}-06-01`, `${candidate}-07-01`],
    );
    if (!rowCount) year = candidate;
  }
  if (!year) throw new Error('no June from 1900 to 2019 is free of leads');
  range = `periodo=custom&from=${year}-06-01&to=${year}-06-30`;
  return async () => {
    await db.query(`SELECT pg_advisory_unlock(hashtext('e2e-reports-june'))`);
    await db.end();
  };
}

test.beforeAll(async () => {
  // drawn here, not per module: Playwright runs beforeAll again in the same worker for each group of
  // this file's tests it hands it, and each must have its own names and June
  run = randomBytes(3).toString('hex');
  [fb, tt, year] = [`fb-${run}`, `tt-${run}`, 0];
  admin = addStaff('admin', { name: `Admin ${run}` });
  intake = addStaff('intake', { name: `Luisa ${run}` });
  const release = await claimEmptyJune();
  try {
    await seedJune();
  } finally {
    await release();
  }
});

/** The run's June: six leads (one spam) from two sources, and three call clicks. */
async function seedJune(): Promise<void> {
  const lead = (
    name: string,
    fields: Parameters<typeof insertE2ELead>[0] extends infer T ? Partial<T> : never,
  ) => insertE2ELead({ name: `${name} ${run}`, phone: '9155550100', ...fields });
  await lead('Ana', { source: fb, status: 'Retained', receivedAt: at(3) });
  await lead('Bea', { source: fb, status: 'Contacted', receivedAt: at(3) });
  await lead('Cora', { source: fb, receivedAt: at(10) });
  await lead('Bot', { source: fb, status: 'Spam', receivedAt: at(11) });
  await lead('Dana', {
    source: tt,
    status: 'Qualified',
    form: 'contact-en',
    locale: 'en',
    situation: 'abuse-victim',
    receivedAt: at(12),
  });
  await lead('Eva', { source: tt, receivedAt: at(20) });
  const db = await e2eDb();
  try {
    await db.query(`UPDATE leads SET is_spam = true WHERE name = $1`, [`Bot ${run}`]);
    await db.query(
      `INSERT INTO call_events (page_url, locale, source, occurred_at)
       VALUES ('https://firm.test/es/contacto', 'es', $1, $3), ('https://firm.test/es/contacto', 'es', $1, $3),
              ('https://firm.test/visa-k1', 'es', $2, $3)`,
      [fb, tt, at(4)],
    );
  } finally {
    await db.end();
  }
}

/** The text of every block, by its name. */
async function blockTexts(page: Page): Promise<Record<string, string>> {
  const blocks = page.locator('section[data-block]');
  const texts: Record<string, string> = {};
  for (const block of await blocks.all())
    texts[(await block.getAttribute('data-block')) ?? ''] = (await block.innerText()).trim();
  return texts;
}

test.describe('The reports (issue 32)', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 });

  test('When an admin opens the reports for a month, then every block shows its chart, table and CSV, and a filter changes every block', async ({
    page,
  }, testInfo) => {
    await signInAs(page, admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Informes' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informes');
    await page.goto(`/staff/informes?${range}`);
    await expect(page.getByTestId('report-total')).toContainText('6 prospectos recibidos');
    const blocks = page.locator('section[data-block]');
    await expect(blocks).toHaveCount(12);
    for (const block of await blocks.all()) {
      await expect(block.locator('svg').first()).toBeAttached();
      await expect(block.getByRole('table').first()).toBeVisible();
      await expect(
        block.getByRole('link', { name: /^Descargar «.*» \(CSV\)$/ }).first(),
      ).toBeVisible();
    }
    const bySource = page.getByRole('table', { name: 'Tabla: Por fuente' });
    await expect(bySource.getByRole('row').nth(1)).toContainText(fb);
    // sortable: fewest leads first
    await bySource.getByRole('link', { name: /^Prospectos/ }).click();
    await expect(
      page.getByRole('table', { name: 'Tabla: Por fuente' }).getByRole('row').nth(1),
    ).toContainText(tt);
    const funnel = page.getByRole('table', { name: 'Tabla: Embudo' });
    await expect(funnel.getByRole('row', { name: /^Contratados/ })).toContainText('1');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'reports-es');

    const before = await blockTexts(page);
    await page.getByLabel('Fuente', { exact: true }).selectOption(fb);
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page.getByTestId('report-total')).toContainText('4 prospectos recibidos');
    const after = await blockTexts(page);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [block, text] of Object.entries(after))
      expect(text, `the block ${block} follows the filter`).not.toBe(before[block]);

    // the CSV is the table shown
    const csv = await page.request.get(
      `/api/staff/reports/by-source.csv?from=${year}-06-01&to=${year}-06-30&source=${fb}`,
    );
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[1]).toBe(`${fb},3,100,66.7,33.3,33.3,0`);
  });

  test('When the range is reversed, then the page says what to fix; the English twin and the staff home show the reports too', async ({
    page,
  }, testInfo) => {
    await signInAs(page, admin);
    await page.goto('/staff/informes?periodo=custom&from=2020-02-01&to=2020-01-01');
    await expect(page.getByTestId('staff-alert')).toContainText(
      'La fecha de inicio es posterior a la de fin.',
    );
    await page.goto(`/en/staff/reports?${range}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(page.getByTestId('report-total')).toContainText('6 leads received');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'reports-en');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Últimos 7 días' })).toBeVisible();
    await expect(page.getByTestId('week-leads')).toBeVisible();
    await page.getByRole('link', { name: 'Ver los informes' }).click();
    await expect(page).toHaveURL(/\/staff\/informes\?periodo=7d$/);
    await expect(page.getByLabel('Periodo', { exact: true })).toHaveValue('7d');
  });

  test('When an intake member opens the reports, then they see their own leads only and no owner filter', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto(`/staff/informes?${range}`);
    await expect(page.getByTestId('report-total')).toContainText(
      '0 prospectos recibidos (spam incluido). Estas cifras son solo de sus propios prospectos.',
    );
    await expect(page.getByLabel('Responsable', { exact: true })).toHaveCount(0);
  });
});
