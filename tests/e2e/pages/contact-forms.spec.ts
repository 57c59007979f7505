import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { FORM_VARIANT_IDS } from '@firm/shared/forms/form-types';
import { t } from '@firm/shared/i18n/messages';
import { pageFormPlacement } from '@firm/web/features/lead-forms/utils/form-placement';
import { matchRoute } from '@firm/shared/routes/route-map';
import { gotoHydrated } from '../support/hydrated';
import { contentCases, PER_CONTENT_PAGE_MS, staticCases } from '../support/route-cases';
import { test } from '../support/route-tab';
import { addStaff, signInAs } from '../support/staff';

const ARTICLE_ES = '/blog/vawa-autopeticion-que-es-y-quien-califica';
const ARTICLE_EN = '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies';

/** Where each form variant a visitor fills in is shown (a page shows each variant once). */
const VARIANT_PAGES: Record<string, string> = {
  'footer-es': '/',
  'footer-en': '/en',
  'contact-es': '/contacto',
  'contact-en': '/en/contact',
  'visa-es': '/visa-humanitaria/visa-vawa',
  'visa-en': '/en/k1-visa',
  'blog-es': ARTICLE_ES,
  'blog-en': ARTICLE_EN,
  'parole-es': '/formulario/parole',
  'parole-en': '/en/form/parole',
  'video-landing': '/formulario/youtube',
  'short-video-ads': '/formulario/tiktok',
  referrals: '/formulario/referidos',
};

const PHONE = { width: 375, height: 740 };

/** The lead forms a visitor can see on the page (the footer's hidden one does not count). */
async function visibleForms(page: Page): Promise<string[]> {
  return page
    .locator('form[data-variant]')
    .evaluateAll((forms) =>
      forms
        .filter((form) => (form as HTMLElement).offsetParent !== null)
        .map((form) => form.getAttribute('data-variant') ?? ''),
    );
}

test.describe('The notice beside every form', () => {
  test('When the variants are listed, then every form a visitor fills in has a page in this test', () => {
    const visitorForms = FORM_VARIANT_IDS.filter((id) => id !== 'social-media' && id !== 'generic');
    expect(Object.keys(VARIANT_PAGES).sort()).toEqual([...visitorForms].sort());
  });

  for (const [variant, path] of Object.entries(VARIANT_PAGES)) {
    test(`When the ${variant} form is shown on ${path}, then the notice in the page's language sits beside its submit button and describes it`, async ({
      routePage: page,
    }) => {
      await gotoHydrated(page, path);
      const form = page.locator(`form[data-variant="${variant}"]`);
      const locale = path.startsWith('/en') ? 'en' : 'es';
      const notice = form.getByTestId('form-notice');
      await expect(notice).toHaveText(t(locale, 'form.notice'));
      await expect(notice).toBeVisible();
      const submit = form.locator('button[type="submit"]:not([name])');
      await expect(submit).toHaveAccessibleDescription(t(locale, 'form.notice'));
      // beside it: right above the button, in the same column
      const [n, s] = [await notice.boundingBox(), await submit.boundingBox()];
      expect(n && s && s.y - (n.y + n.height)).toBeLessThan(80);
      expect(n && s && s.y > n.y).toBe(true);
    });
  }

  test('When the staff social-media form is shown, then it has no visitor notice', async ({
    page,
  }) => {
    // the form is in the staff area (issue 16): a signed-in member sees it, in a tab of its own
    await signInAs(page, addStaff('intake'), '/staff/ingresar?volver=%2Fstaff%2Fredes-sociales');
    const form = page.locator('form[data-variant="social-media"]');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByTestId('form-notice')).toHaveCount(0);
  });
});

test.describe('One form per screen on phones', () => {
  for (const route of staticCases()) {
    const match = matchRoute(route.path);
    const hasPageForm = match !== null && pageFormPlacement(match) !== null;
    // the thank-you pages have no form at all: the visitor has just sent one
    const afterForm = match?.id === 'thankYou' || match?.id === 'referralThankYou';
    test(`When ${route.path} is shown at 375 px, then ${afterForm ? 'no form is shown' : `exactly one form is visible: ${hasPageForm ? 'the page form, and the footer links to it' : 'the footer form'}`}`, async ({
      routePage: page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(route.path);
      const visible = await visibleForms(page);
      if (afterForm) {
        expect(visible).toEqual([]);
        return;
      }
      expect(visible).toHaveLength(1);
      const jump = page.getByTestId('footer-form-jump');
      if (hasPageForm) {
        expect(visible[0]).not.toMatch(/^footer-/);
        await expect(jump).toBeVisible();
        await expect(jump.getByRole('link')).toHaveAttribute('href', '#page-form');
      } else {
        expect(visible[0]).toMatch(/^footer-/);
        await expect(jump).toBeHidden();
      }
    });
  }

  test('When the content pages are shown at 375 px, then each shows one form', async ({
    routePage: page,
    request,
  }) => {
    const cases = await contentCases(request);
    test.setTimeout(cases.length * PER_CONTENT_PAGE_MS);
    await page.setViewportSize(PHONE);
    for (const route of cases) {
      await page.goto(route.path);
      expect(await visibleForms(page), route.path).toHaveLength(1);
    }
  });

  test('When a page with its own form is shown on a wide screen, then the footer form is there too, beside the contact block', async ({
    routePage: page,
  }) => {
    await gotoHydrated(page, '/servicios');
    expect(await visibleForms(page)).toEqual(['visa-es', 'footer-es']);
    await expect(page.getByTestId('footer-form-jump')).toBeHidden();
  });

  test('When the footer call to action is followed at 375 px, then the page form comes into view', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/en/services');
    const jump = page.getByTestId('footer-form-jump').getByRole('link', { name: 'Go to the form' });
    await jump.click();
    await expect(page).toHaveURL(/#page-form$/);
    await expect(
      page.locator('form[data-variant="visa-en"] input[name="nombre"]'),
    ).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });
    test('When a page with its own form is read at 375 px without JavaScript, then the footer shows the link to it and the link leads there', async ({
      page,
    }) => {
      await page.goto('/servicios');
      expect(await visibleForms(page)).toEqual(['visa-es']);
      const jump = page.getByTestId('footer-form-jump').getByRole('link', {
        name: 'Ir al formulario',
      });
      await jump.click();
      await expect(page).toHaveURL(/#page-form$/);
      await expect(page.locator('form[data-variant="visa-es"]')).toBeInViewport();
    });
  });
});
