/**
 * Which lead form each page shows and the seccion label it sends (SPEC §2, §3). English pages send the
 * same page names with 'Inglés' ('Servicios Inglés'); landing pages send their fixed labels.
 */
import type { TFormVariantId } from '@firm/shared/forms/form-types';
import type { TSeccionKey } from '@firm/shared/forms/seccion';
import { attorneySeccion, SECCION, youtubeLandingLabel } from '@firm/shared/forms/seccion';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId, TRouteMatch } from '@firm/shared/routes/route-map';

/**
 * A form on a page: its variant, the seccion label it sends (before the campaign source) and
 * whether it asks the safety questions (issue 29 §1).
 */
export type TFormPlacement = {
  variant: TFormVariantId;
  seccion: string;
  safetyQuestions?: boolean;
};

/** What a page knows that a label may need. */
export type TPlacementExtras = {
  /** The attorney's display name on a profile or landing page ('{name} Español'). */
  attorneyName?: string | undefined;
  /** The page address's query string (the video landing reads `seccion`). */
  search?: string | undefined;
};

type TPageKind = 'visa' | 'blog' | 'contact';
type TPerLocale = { en: TSeccionKey; es: TSeccionKey };

// Page forms: the visa form (situation choice) on service, team, about and visa pages; the blog form in
// articles; the contact form on the contact page.
// The humanitarian, VAWA, T and U pages' forms also ask how the visitor may be contacted safely.
const PAGE_FORMS: Partial<
  Record<TRouteId, { kind: TPageKind; label: TPerLocale | 'attorney'; safety?: true }>
> = {
  immigrationLawyer: { kind: 'visa', label: { en: 'immigrationEn', es: 'immigrationEs' } },
  services: { kind: 'visa', label: { en: 'servicesEn', es: 'servicesEs' } },
  attorneys: { kind: 'visa', label: { en: 'attorneysEn', es: 'attorneysEs' } },
  attorneyProfile: { kind: 'visa', label: 'attorney' },
  founderLanding: { kind: 'visa', label: 'attorney' },
  aboutUs: { kind: 'visa', label: { en: 'aboutEn', es: 'aboutEs' } },
  humanitarianVisa: {
    kind: 'visa',
    label: { en: 'humanitarianEn', es: 'humanitarianEs' },
    safety: true,
  },
  vawaVisa: { kind: 'visa', label: { en: 'vawaEn', es: 'vawaEs' }, safety: true },
  tVisa: { kind: 'visa', label: { en: 'tVisaEn', es: 'tVisaEs' }, safety: true },
  uVisa: { kind: 'visa', label: { en: 'uVisaEn', es: 'uVisaEs' }, safety: true },
  k1Visa: { kind: 'visa', label: { en: 'k1En', es: 'k1Es' } },
  blogArticle: { kind: 'blog', label: { en: 'blogEn', es: 'blogEs' } },
  contact: { kind: 'contact', label: { en: 'contactEn', es: 'contactEs' } },
};

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function landingPlacement(id: TRouteId, locale: TLocale, search: string): TFormPlacement | null {
  switch (id) {
    case 'paroleForm':
      return locale === 'en'
        ? { variant: 'parole-en', seccion: SECCION.paroleEn }
        : { variant: 'parole-es', seccion: SECCION.paroleEs };
    case 'videoLanding':
      return {
        variant: 'video-landing',
        seccion: youtubeLandingLabel(new URLSearchParams(search).get('seccion')),
      };
    case 'shortVideoAdsLanding':
      return { variant: 'short-video-ads', seccion: SECCION.shortVideoAds };
    case 'referralsForm':
      return { variant: 'referrals', seccion: SECCION.referrals };
    case 'socialMediaForm':
      return { variant: 'social-media', seccion: SECCION.socialMedia };
    default:
      return null;
  }
}

/**
 * The form a page shows in its body (the footer form is {@link footerPlacement}).
 * @param match - the page's route, language and parameters
 * @param extras - the attorney's name, the query string
 * @returns the placement, or null for pages whose only form is the footer's
 */
export function pageFormPlacement(
  match: TRouteMatch,
  extras: TPlacementExtras = {},
): TFormPlacement | null {
  const { id, locale } = match;
  const page = PAGE_FORMS[id];
  if (!page) return landingPlacement(id, locale, extras.search ?? '');
  const variant: TFormVariantId = `${page.kind}-${locale}`;
  if (page.label !== 'attorney') {
    const seccion = SECCION[page.label[locale]];
    return page.safety ? { variant, seccion, safetyQuestions: true } : { variant, seccion };
  }
  const name =
    extras.attorneyName?.trim() || titleCase(match.params['slug'] ?? match.params['name'] ?? '');
  return { variant, seccion: attorneySeccion(name, locale) };
}

/**
 * The footer form of a language: 'Footer Inglés' / 'Footer Español'.
 * @param locale - the page's language
 */
export function footerPlacement(locale: TLocale): {
  variant: 'footer-en' | 'footer-es';
  seccion: string;
} {
  return locale === 'en'
    ? { variant: 'footer-en', seccion: SECCION.footerEn }
    : { variant: 'footer-es', seccion: SECCION.footerEs };
}
