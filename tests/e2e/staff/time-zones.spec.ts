import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { insertE2ELead } from './support/leads';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

let admin: TE2EStaff;
let leadId: number;
const run = randomBytes(3).toString('hex');

test.beforeAll(async () => {
  admin = addStaff('admin');
  // 18:37 UTC on 12 January is 11:37 a.m. in El Paso (MST), whatever the browser's zone
  leadId = await insertE2ELead({
    name: `Hora Fija ${run}`,
    phone: '9155550142',
    receivedAt: '2030-01-12T18:37:00Z',
  });
});

const PAGES = [
  '/staff',
  '/en/staff',
  '/staff/prospectos',
  '/en/staff/leads',
  '/staff/enrutamiento',
  '/staff/asignacion',
  '/en/staff/assignment',
  '/staff/cuentas',
  '/staff/redes-sociales',
  '/staff/contrasena',
];

test.describe('Staff times in the firm’s zone, in any browser’s zone', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const timezoneId of ['America/New_York', 'America/Los_Angeles', 'UTC']) {
    test(`When every staff page is opened from a browser in ${timezoneId}, then it hydrates without an error and shows El Paso’s time`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await signInAs(page, admin);
      for (const path of [...PAGES, `/staff/prospectos/${leadId}`, `/en/staff/leads/${leadId}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // hydration has run once the page's scripts are in and idle
        await page.waitForLoadState('networkidle');
      }
      await page.goto(`/staff/prospectos/${leadId}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('lead-age')).toContainText('12 ene, 11:37 a.m.');
      await page.goto(`/en/staff/leads/${leadId}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('lead-age')).toContainText('Jan 12, 11:37 AM');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
