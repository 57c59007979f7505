import type { TLocale } from '@firm/shared/i18n/locale';

/**
 * Where Quick exit sends the visitor: The Weather Channel, in the page's language (its Spanish edition for
 * Spanish pages). A weather page is what anyone might open on a phone at any moment, it says nothing about
 * the visitor, it exists in both languages, and it carries no news that could upset someone who just left
 * a page about abuse. The home page is used so that nothing in the address points back here.
 */
export const NEUTRAL_SITE: Readonly<Record<TLocale, string>> = {
  en: 'https://weather.com/',
  es: 'https://weather.com/es-US',
};
