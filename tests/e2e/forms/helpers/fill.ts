import type { Locator } from '@playwright/test';

/** A valid visitor. */
export type TVisitor = { name: string; phone: string; email?: string; message?: string };

/**
 * Fills a footer or contact form (name, e-mail, phone, message, consent) in its language.
 * @param form - the form
 * @param lang - its language
 * @param visitor - the values
 */
export async function fillBasicForm(
  form: Locator,
  lang: 'en' | 'es',
  visitor: TVisitor,
): Promise<void> {
  const label =
    lang === 'en'
      ? ['Name', 'E-mail', 'Phone', 'Message']
      : ['Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje'];
  await form.getByLabel(label[0] as string, { exact: true }).fill(visitor.name);
  if (visitor.email) await form.getByLabel(label[1] as string, { exact: true }).fill(visitor.email);
  await form.getByLabel(label[2] as string, { exact: true }).fill(visitor.phone);
  if (visitor.message)
    await form.getByLabel(label[3] as string, { exact: true }).fill(visitor.message);
  await form.getByRole('checkbox').check();
}
