import { expect, test } from '@playwright/test';
import { addStaff, signInAs, staffCookie, type TE2EStaff } from '../support/staff';

let intake: TE2EStaff;
let admin: TE2EStaff;

test.beforeAll(() => {
  intake = addStaff('intake');
  admin = addStaff('admin');
});

test.describe('Staff sign-in', () => {
  test('When an anonymous visitor opens a staff page, then the sign-in page asks for e-mail and password, with the way back and no cache', async ({
    page,
  }) => {
    const response = await page.goto('/staff/cuentas');
    await expect(page).toHaveURL(/\/staff\/ingresar\?volver=%2Fstaff%2Fcuentas$/);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingreso del personal');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: /WhatsApp/i })).toHaveCount(0);
  });

  test('When the password is wrong, then the page says so in Spanish and keeps the address; an unknown address gets the same words', async ({
    page,
  }) => {
    await page.goto('/staff/ingresar');
    await page.getByLabel('Correo electrónico').fill(intake.email);
    await page.getByLabel('Contraseña').fill('no es la contraseña');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByTestId('staff-alert')).toHaveText(
      'Correo electrónico o contraseña incorrectos.',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(intake.email);
    await page.getByLabel('Correo electrónico').fill('nadie@firm.test');
    await page.getByLabel('Contraseña').fill('no es la contraseña');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByTestId('staff-alert')).toHaveText(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(await staffCookie(page)).toBeUndefined();
  });

  test('When a member signs in, then they land where they were going with a new session; signing out ends it', async ({
    page,
  }) => {
    await page.goto('/staff/redes-sociales');
    await expect(page).toHaveURL(/volver=%2Fstaff%2Fredes-sociales/);
    await signInAs(page, intake);
    await expect(page).toHaveURL(/\/staff\/redes-sociales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Registro de prospectos de redes sociales',
    );
    const session = await staffCookie(page);
    expect(session).toBeTruthy();

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/staff\/ingresar$/);
    expect(await staffCookie(page)).toBeUndefined();
    await page.context().addCookies([{ name: 'firm_staff', value: session!, url: page.url() }]);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/ingresar\?volver=%2Fstaff$/);
  });

  test('When the return path points at another site, then sign-in lands on the staff home instead', async ({
    page,
  }) => {
    await page.goto('/staff/ingresar?volver=https%3A%2F%2Fevil.example%2Fstaff');
    await signInAs(page, intake);
    await expect(page).toHaveURL(/\/staff$/);
    await page.goto('/staff/ingresar?volver=%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/staff$/);
  });

  test('When the session cookie is forged, then the visitor is signed out and sent to sign in', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'firm_staff', value: 'x'.repeat(43), url: baseURL! }]);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/ingresar/);
    expect(await staffCookie(page)).toBeUndefined();
  });

  test('When an intake member opens an admin page or the queue dashboard, then they get the 403 page', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await expect(page.getByRole('link', { name: 'Cuentas' })).toHaveCount(0);
    const accounts = await page.goto('/staff/cuentas');
    expect(accounts?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin permiso');
    const queues = await page.goto('/staff/colas');
    expect(queues?.status()).toBe(403);
    const api = await page.request.get('/api/staff/accounts');
    expect(api.status()).toBe(403);
  });

  test('When an admin opens the queue dashboard, then bull-board shows the leads queue in Spanish under a CSP of its own, with a way back to the staff menu', async ({
    page,
  }, testInfo) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (
        /Content Security Policy/i.test(message.text()) &&
        !/fonts\.googleapis/.test(message.text())
      )
        violations.push(message.text());
    });
    await signInAs(page, admin);
    const response = await page.goto('/staff/colas');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    await expect(page.getByText('leads', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle('Colas de envío');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(violations).toEqual([]);
    const site = await page.request.get('/staff');
    expect(site.headers()['content-security-policy']).toContain("style-src-attr 'none'");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`queues-${width}.png`), fullPage: true });
    }
    await page.getByRole('link', { name: '← Volver al menú del personal' }).click();
    await expect(page).toHaveURL(/\/staff$/);
  });

  test('When a member with a one-time password signs in, then they must choose a new one first, then go on', async ({
    page,
  }) => {
    const fresh = addStaff('intake', { oneTime: true });
    await page.goto('/staff/redes-sociales');
    await signInAs(page, fresh);
    await expect(page).toHaveURL(/\/staff\/contrasena\?volver=%2Fstaff%2Fredes-sociales$/);
    await expect(page.getByText('Su contraseña era de un solo uso')).toBeVisible();
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/contrasena/);
    await page.getByLabel('Contraseña actual').fill(fresh.password);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('mi frase nueva y larga');
    await page.getByLabel('Repita la contraseña nueva').fill('mi frase nueva y larga');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${fresh.name}`);
  });

  test('When the English sign-in page is used, then it speaks English and answers refusals in English', async ({
    page,
  }) => {
    await page.goto('/en/staff/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('E-mail address').fill(intake.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('staff-alert')).toHaveText('Wrong e-mail address or password.');
    await page.getByLabel('Password').fill(intake.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/staff$/);
  });
});

test.describe('The staff area and the public site', () => {
  test('When robots.txt and the sitemap are read, then the staff area is disallowed and absent', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toContain('Disallow: /en/staff');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/staff');
    expect(sitemap).not.toContain('redes-sociales');
  });

  test('When the public home pages and HTML sitemaps are read, then nothing links to the staff area', async ({
    page,
  }) => {
    for (const path of ['/', '/en', '/mapa-de-sitio', '/en/sitemap']) {
      await page.goto(path);
      await expect(page.locator('a[href*="/staff"], a[href*="redes-sociales"]')).toHaveCount(0);
    }
  });

  test('When the staff API is called without a session, then it answers 401 JSON and no lead data', async ({
    request,
  }) => {
    for (const path of ['/api/staff/session', '/api/staff/accounts', '/api/staff/leads']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Inicie sesión para continuar.',
      });
    }
  });
});
