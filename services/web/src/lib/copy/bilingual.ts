import type { TLocale } from '@firm/shared/i18n/locale';

/** Interface copy in both languages, with the same keys in each. */
export type TBilingual<T> = { readonly [L in TLocale]: T };

/**
 * The one way to write the site's interface copy (labels, headings, short sentences): both languages
 * side by side in one object. English defines the keys and their types (strings, lists, small functions
 * such as `(n: number) => string`); Spanish must have exactly the same keys, so a key missing or extra
 * in either language is a compile error. Long text the firm edits lives in `infra/content`, not here.
 *
 * @example
 * const COPY = bilingual({
 *   en: { heading: 'Our attorneys', results: (n: number) => `${n} found` },
 *   es: { heading: 'Nuestros abogados', results: (n: number) => `${n} encontrados` },
 * });
 * COPY[locale].heading;
 */
export function bilingual<T extends object>(copy: { en: T; es: NoInfer<T> }): TBilingual<T> {
  return copy;
}
