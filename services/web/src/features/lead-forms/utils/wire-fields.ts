/**
 * The wire names every form shares besides its visible fields, and how a body of them is built.
 */

/** Names of the hidden fields every form carries besides its visible ones. */
export const HIDDEN_FIELDS = {
  token: '_token',
  variant: 'form',
  seccion: 'seccion',
  idempotencyKey: 'idempotency_key',
  pageUrl: 'page_url',
  honeypot: 'website',
  /** On a page with Quick exit: which thank-you page follows (`lib/safe-page`); the edge keeps it to itself. */
  thankYou: 'thank_you',
} as const;

/** A consent checkbox that was ticked, as sent on the wire. */
export const CHECKED_VALUE = '1';

/**
 * A multipart body of string fields.
 * @param fields - name → value
 */
export function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
