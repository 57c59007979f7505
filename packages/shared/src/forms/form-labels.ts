/**
 * Forms and `seccion` labels as the staff read them, in either language — never the internal codes
 * (`footer-es`) nor the wire labels alone ('Visa VAWA Español - google').
 */
import type { TLocale } from '../i18n/locale';
import type { TFormVariantId } from './form-types';
import { SECCION, SECCION_LANGUAGE, SECCION_SOURCE_SEPARATOR } from './seccion';

type TBilingual = Record<TLocale, string>;

const IN_SPANISH: TBilingual = { es: 'español', en: 'Spanish' };
const IN_ENGLISH: TBilingual = { es: 'inglés', en: 'English' };

const both = (name: TBilingual, language: TBilingual): TBilingual => ({
  es: `${name.es} (${language.es})`,
  en: `${name.en} (${language.en})`,
});

const FOOTER = { es: 'Formulario al pie de página', en: 'Footer form' };
const CONTACT = { es: 'Página de contacto', en: 'Contact page' };
const VISA = { es: 'Formulario de una página de visa', en: 'Visa page form' };
const BLOG = { es: 'Formulario del blog', en: 'Blog form' };
// the landing of the parole for spouses of citizens (not humanitarian parole)
const PAROLE = { es: 'Página de parole', en: 'Parole page' };

/** Every form variant's name, without its language (the English and Spanish twins share one). */
const FORM_NAMES: Record<TFormVariantId, TBilingual> = {
  'footer-es': FOOTER,
  'footer-en': FOOTER,
  'contact-es': CONTACT,
  'contact-en': CONTACT,
  'visa-es': VISA,
  'visa-en': VISA,
  'blog-es': BLOG,
  'blog-en': BLOG,
  'parole-es': PAROLE,
  'parole-en': PAROLE,
  'video-landing': { es: 'Landing de YouTube', en: 'YouTube landing page' },
  'short-video-ads': { es: 'Anuncios de TikTok', en: 'TikTok ads' },
  referrals: { es: 'Formulario de referidos', en: 'Referral form' },
  'social-media': { es: 'Redes sociales (equipo)', en: 'Social media (staff)' },
  generic: { es: 'Formulario sin identificar', en: 'Unidentified form' },
};

const LANGUAGE_OF_FORM: Partial<Record<TFormVariantId, TBilingual>> = {
  'footer-es': IN_SPANISH,
  'footer-en': IN_ENGLISH,
  'contact-es': IN_SPANISH,
  'contact-en': IN_ENGLISH,
  'visa-es': IN_SPANISH,
  'visa-en': IN_ENGLISH,
  'blog-es': IN_SPANISH,
  'blog-en': IN_ENGLISH,
  'parole-es': IN_SPANISH,
  'parole-en': IN_ENGLISH,
};

/** Every form variant's name with its language where it has a twin ('Pie de página (español)'). */
export const FORM_LABELS = Object.fromEntries(
  (Object.keys(FORM_NAMES) as TFormVariantId[]).map((id) => {
    const language = LANGUAGE_OF_FORM[id];
    return [id, language ? both(FORM_NAMES[id], language) : FORM_NAMES[id]];
  }),
) as Record<TFormVariantId, TBilingual>;

/** The language a form was filled in, in words (the intake e-mail shows it apart from the form). */
export const FORM_LANGUAGE_LABELS: Record<TLocale, TBilingual> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
};

/** A form's name with its language (a stored value that names no form is shown as it is). */
export function formLabel(form: string, locale: TLocale): string {
  return (FORM_LABELS as Record<string, TBilingual | undefined>)[form]?.[locale] ?? form;
}

/** A form's name without its language, for a reader who is told the language apart. */
export function formName(form: string, locale: TLocale): string {
  return (FORM_NAMES as Record<string, TBilingual | undefined>)[form]?.[locale] ?? form;
}

/** The forms as select options, by name. */
export function formOptions(locale: TLocale): { value: TFormVariantId; label: string }[] {
  return (Object.keys(FORM_LABELS) as TFormVariantId[])
    .map((value) => ({ value, label: FORM_LABELS[value][locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The pages a seccion label names ('<Page> Español' / '<Page> Inglés'), by their wire name. */
const SECCION_PAGES: Record<string, TBilingual> = {
  Footer: { es: 'Pie de página', en: 'Footer' },
  Inmigración: { es: 'Inmigración', en: 'Immigration' },
  Servicios: { es: 'Servicios', en: 'Services' },
  Abogados: { es: 'Abogados', en: 'Attorneys' },
  Nosotros: { es: 'Nosotros', en: 'About us' },
  'Visa Humanitaria': { es: 'Visa humanitaria', en: 'Humanitarian visa' },
  'Visa VAWA': { es: 'VAWA', en: 'VAWA' },
  'Visa T': { es: 'Visa T', en: 'T visa' },
  'Visa U': { es: 'Visa U', en: 'U visa' },
  'Visa K1': { es: 'Visa K-1', en: 'K-1 visa' },
  Blog: { es: 'Blog', en: 'Blog' },
  Contacto: { es: 'Contacto', en: 'Contact' },
  'Landing Parole': PAROLE,
};

/** The labels that name no page and no language. */
const FIXED_SECCIONS: Record<string, TBilingual> = {
  [SECCION.videoLanding]: FORM_LABELS['video-landing'],
  [SECCION.shortVideoAds]: FORM_LABELS['short-video-ads'],
  [SECCION.referrals]: { es: 'Referidos', en: 'Referrals' },
  [SECCION.socialMedia]: { es: 'Redes sociales', en: 'Social media' },
};

const LANGUAGE_OF: Record<string, TBilingual> = {
  [SECCION_LANGUAGE.es]: IN_SPANISH,
  [SECCION_LANGUAGE.en]: IN_ENGLISH,
};

/** The page part of a seccion label as people read it ('Visa VAWA Español' → 'VAWA (español)'). */
function pageOfSeccion(label: string, locale: TLocale): string {
  const fixed = FIXED_SECCIONS[label];
  if (fixed) return fixed[locale];
  const cut = label.lastIndexOf(' ');
  const language = LANGUAGE_OF[label.slice(cut + 1)];
  if (cut < 0 || !language) return label;
  const page = label.slice(0, cut);
  // an attorney's profile form names the attorney: the name stays as written
  return `${SECCION_PAGES[page]?.[locale] ?? page} (${language[locale]})`;
}

/**
 * A lead's seccion as people read it: 'Visa VAWA Español - google' → 'VAWA (español) · google' /
 * 'VAWA (Spanish) · google'. A label the site does not know is shown as it is.
 */
export function seccionLabel(seccion: string, locale: TLocale): string {
  const [label = '', ...source] = seccion.split(SECCION_SOURCE_SEPARATOR);
  const page = pageOfSeccion(label.trim(), locale);
  return source.length ? `${page} · ${source.join(SECCION_SOURCE_SEPARATOR)}` : page;
}

/**
 * The pages the inbox's seccion filter offers: the wire prefix (it matches the page in both languages,
 * with or without a source) and the page's name.
 */
export function seccionFilterOptions(locale: TLocale): { value: string; label: string }[] {
  return [
    ...Object.entries(SECCION_PAGES).map(([value, name]) => ({ value, label: name[locale] })),
    ...Object.entries(FIXED_SECCIONS).map(([value, name]) => ({ value, label: name[locale] })),
  ].sort((a, b) => a.label.localeCompare(b.label, locale));
}
