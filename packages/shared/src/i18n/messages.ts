/**
 * Every visitor-facing string of SPEC §5 and §8 (and the page chrome) in English and Spanish.
 */
import type { TLocale } from './locale';
import type { TMessageKey } from './messages-en';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES } from './messages-es';
import { STAFF_MESSAGES_EN } from './staff-messages-en';
import { STAFF_MESSAGES_ES } from './staff-messages-es';

export type { TMessageKey };

/**
 * Messages by locale and key: the visitors' and the staff area's. The browser build replaces the staff
 * modules with empty ones (services/web/vite.config.ts): the staff pages show the services' answers.
 */
export const MESSAGES: Record<TLocale, Record<TMessageKey, string>> = {
  en: { ...MESSAGES_EN, ...STAFF_MESSAGES_EN },
  es: { ...MESSAGES_ES, ...STAFF_MESSAGES_ES },
};

/** Values substituted into `{name}` placeholders, e.g. `{ max: 120 }`. */
export type TMessageVars = Readonly<Record<string, string | number>>;

/**
 * A message in a language, with `{name}` placeholders filled from vars (unknown placeholders stay as written).
 * @param locale - the page language
 * @param key - the message key
 * @param vars - placeholder values
 */
export function t(locale: TLocale, key: TMessageKey, vars?: TMessageVars): string {
  const text = MESSAGES[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
