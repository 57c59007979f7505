/**
 * The `seccion` label of a lead (SPEC §3): where it was submitted, as '<Page> <Idioma>' for page forms or
 * a fixed landing label, plus ' - {source}' when the campaign source is known.
 */
import type { TLocale } from '../i18n/locale';
import { sanitizeLine } from './sanitize';

/** The language word that ends a page label. */
export const SECCION_LANGUAGE: Record<TLocale, string> = { en: 'Inglés', es: 'Español' };

/** What separates the label from the campaign source. */
export const SECCION_SOURCE_SEPARATOR = ' - ';

/**
 * A page form's label: '<Page> <Idioma>', e.g. ('Visa VAWA', 'en') → 'Visa VAWA Inglés'. Attorney profile
 * forms use the attorney's name as the page ('{name} Español').
 * @param page - the page's name (Spanish, as the staff read it)
 * @param locale - the form's language
 */
export function pageSeccion(page: string, locale: TLocale): string {
  return `${page} ${SECCION_LANGUAGE[locale]}`;
}

/** Every fixed seccion label. */
export const SECCION = {
  footerEn: pageSeccion('Footer', 'en'),
  footerEs: pageSeccion('Footer', 'es'),
  immigrationEn: pageSeccion('Inmigración', 'en'),
  immigrationEs: pageSeccion('Inmigración', 'es'),
  servicesEn: pageSeccion('Servicios', 'en'),
  servicesEs: pageSeccion('Servicios', 'es'),
  attorneysEn: pageSeccion('Abogados', 'en'),
  attorneysEs: pageSeccion('Abogados', 'es'),
  aboutEn: pageSeccion('Nosotros', 'en'),
  aboutEs: pageSeccion('Nosotros', 'es'),
  humanitarianEn: pageSeccion('Visa Humanitaria', 'en'),
  humanitarianEs: pageSeccion('Visa Humanitaria', 'es'),
  vawaEn: pageSeccion('Visa VAWA', 'en'),
  vawaEs: pageSeccion('Visa VAWA', 'es'),
  tVisaEn: pageSeccion('Visa T', 'en'),
  tVisaEs: pageSeccion('Visa T', 'es'),
  uVisaEn: pageSeccion('Visa U', 'en'),
  uVisaEs: pageSeccion('Visa U', 'es'),
  k1En: pageSeccion('Visa K1', 'en'),
  k1Es: pageSeccion('Visa K1', 'es'),
  blogEn: pageSeccion('Blog', 'en'),
  blogEs: pageSeccion('Blog', 'es'),
  contactEn: pageSeccion('Contacto', 'en'),
  contactEs: pageSeccion('Contacto', 'es'),
  videoLanding: 'Youtube Landing',
  shortVideoAds: 'Tik Tok Ads',
  referrals: 'Referidos',
  paroleEn: 'Landing Parole Inglés',
  paroleEs: 'Landing Parole Español',
  socialMedia: 'Social Media',
} as const;

/** A fixed seccion label's key. */
export type TSeccionKey = keyof typeof SECCION;

/**
 * The label of an attorney profile's form: '{name} Español' / '{name} Inglés'.
 * @param name - the attorney's display name
 * @param locale - the form's language
 */
export function attorneySeccion(name: string, locale: TLocale): string {
  return pageSeccion(sanitizeLine(name), locale);
}

/**
 * Sanitizes a seccion that may already carry a source: each ' - ' part separately, so the separator survives.
 * Empty parts are dropped.
 * @param seccion - a label, possibly 'label - source'
 */
export function sanitizeSeccion(seccion: string): string {
  return seccion
    .split(SECCION_SOURCE_SEPARATOR)
    .map(sanitizeLine)
    .filter(Boolean)
    .join(SECCION_SOURCE_SEPARATOR);
}

/**
 * Appends the campaign source: 'label - source', each part sanitized; without a source, the label alone.
 * leads-api calls it once per lead, on the label the page sent.
 * @param label - the seccion label
 * @param source - the campaign source, if known
 */
export function withSource(label: string, source?: string | null): string {
  const cleanLabel = sanitizeSeccion(label);
  const cleanSource = sanitizeLine(source ?? '');
  return cleanSource ? cleanLabel + SECCION_SOURCE_SEPARATOR + cleanSource : cleanLabel;
}

/**
 * The video landing's label when the address carries `?seccion=...`: 'Youtube Landing {value}'.
 * @param seccionParam - the query parameter's value (missing or blank → the plain label)
 */
export function youtubeLandingLabel(seccionParam?: string | null): string {
  const value = sanitizeLine(seccionParam ?? '');
  return value ? `${SECCION.videoLanding} ${value}` : SECCION.videoLanding;
}

/**
 * The language a seccion label names ('... Español' → 'es', '... Inglés' → 'en'); the source part is ignored.
 * @param label - a seccion, possibly with ' - source'
 * @returns the locale, or null for labels without a language word (landing pages)
 */
export function localeOfSeccion(label: string): TLocale | null {
  const base = label.split(SECCION_SOURCE_SEPARATOR)[0]?.trim() ?? '';
  if (base.endsWith(` ${SECCION_LANGUAGE.es}`)) return 'es';
  if (base.endsWith(` ${SECCION_LANGUAGE.en}`)) return 'en';
  return null;
}
