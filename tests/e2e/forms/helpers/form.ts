import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The form of a variant on the page.
 * @param page - the page
 * @param variant - the form variant id (the form's data-variant)
 */
export function formOf(page: Page, variant: string): Locator {
  return page.locator(`form[data-variant="${variant}"]`);
}

/**
 * Scrolls to a form as a visitor would and waits until it has hydrated (its submissions go through
 * JavaScript): a form's code loads only when the form comes near the viewport.
 * @param form - the form
 */
export async function reachForm(form: Locator): Promise<Locator> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}

/**
 * Opens a page, scrolls to the variant's form and waits until it has hydrated.
 * @param page - the page
 * @param path - the page's path
 * @param variant - the form variant id
 */
export async function openForm(page: Page, path: string, variant: string): Promise<Locator> {
  await page.goto(path);
  return reachForm(formOf(page, variant));
}

/** The submit button of a lead form (Send / Enviar). */
export function submitOf(form: Locator): Locator {
  return form.locator('button[type="submit"]:not([name])');
}

/**
 * Asserts that the form shows exactly one message, beside the given control, which is marked invalid,
 * described by the message and focused.
 * @param form - the form
 * @param control - the failing control
 * @param message - the expected text
 */
export async function expectOnlyError(
  form: Locator,
  control: Locator,
  message: string,
): Promise<void> {
  const errors = form.locator('[data-field-error]');
  await expect(errors).toHaveCount(1);
  await expect(errors).toHaveText(message);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const errorId = await errors.getAttribute('id');
  await expect(control).toHaveAttribute('aria-describedby', new RegExp(`(^|\\s)${errorId}(\\s|$)`));
  await expect(control).toBeFocused();
}
