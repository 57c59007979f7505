/**
 * Every lead form in words, for the people who read leads (the intake e-mail, the staff inbox):
 * never an internal code like `footer-es`. The form's language is shown apart, so the English and
 * Spanish twins share one label.
 */
import type { TLocale } from '../i18n/locale';
import type { TFormVariantId } from './form-types';

type TFormKind =
  | 'footer'
  | 'contact'
  | 'visa'
  | 'blog'
  | 'parole'
  | 'video-landing'
  | 'short-video-ads'
  | 'referrals'
  | 'social-media'
  | 'generic';

const KIND: Record<TFormVariantId, TFormKind> = {
  'footer-en': 'footer',
  'footer-es': 'footer',
  'contact-en': 'contact',
  'contact-es': 'contact',
  'visa-en': 'visa',
  'visa-es': 'visa',
  'blog-en': 'blog',
  'blog-es': 'blog',
  'parole-en': 'parole',
  'parole-es': 'parole',
  'video-landing': 'video-landing',
  'short-video-ads': 'short-video-ads',
  referrals: 'referrals',
  'social-media': 'social-media',
  generic: 'generic',
};

const LABELS: Record<TFormKind, Record<TLocale, string>> = {
  footer: { es: 'Formulario al pie de página', en: 'Footer form' },
  contact: { es: 'Página de contacto', en: 'Contact page' },
  visa: { es: 'Formulario de una página de visa', en: 'Visa page form' },
  blog: { es: 'Formulario del blog', en: 'Blog form' },
  parole: { es: 'Página de parole', en: 'Parole page' },
  'video-landing': { es: 'Página de videos de YouTube', en: 'YouTube video page' },
  'short-video-ads': { es: 'Anuncios de TikTok', en: 'TikTok ads page' },
  referrals: { es: 'Formulario de referidos', en: 'Referral form' },
  'social-media': {
    es: 'Redes sociales (lo ingresó el personal)',
    en: 'Social media (entered by staff)',
  },
  generic: { es: 'Formulario del sitio', en: 'Site form' },
};

/** The language a form was filled in, in words. */
export const FORM_LANGUAGE_LABELS: Record<TLocale, Record<TLocale, string>> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
};

/**
 * A form's label in the reader's language.
 * @param variant - the stored `form_variant`; one the site no longer has is shown as stored
 * @param locale - the reader's language
 */
export function formLabel(variant: string, locale: TLocale): string {
  const kind = (KIND as Record<string, TFormKind | undefined>)[variant];
  return kind ? LABELS[kind][locale] : variant;
}
