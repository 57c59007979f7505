/**
 * Business constants and limits of SPEC §9 (and the identity constants the code needs), in one typed module.
 * Nothing else in the code base repeats these numbers.
 */

/** A phone number needs at least this many digits once non-digits are stripped. */
export const PHONE_MIN_DIGITS = 9;
/** Spanish landing forms and the parole forms cap the phone input at this many digits. */
export const PHONE_MAX_DIGITS_CAPPED = 11;
/**
 * A hard ceiling on digits for forms without a cap (E.164 allows 15 digits); the server rejects longer input.
 * The spec shows no cap on those forms, so this only stops abuse.
 */
export const PHONE_MAX_DIGITS_ABSOLUTE = 15;

/** Search boxes show at most this many results. */
export const SEARCH_MAX_RESULTS = 5;
/** The search API never returns more than this many rows. */
export const SEARCH_API_MAX_RESULTS = 20;
/** Longer search queries are rejected (or cut by the client). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The navigation bar changes appearance once the page is scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Below this width the (Spanish) site shows the hamburger menu. */
export const MOBILE_MENU_BREAKPOINT_PX = 1024;
/** At this width or less carousels show one item. */
export const SMALL_SCREEN_MAX_PX = 767;
/** At this width or less the Google reviews carousel shows two items. */
export const MEDIUM_SCREEN_MAX_PX = 1280;

/** Characters of the consent text shown before 'Show more', by form kind. */
export const CONSENT_PREVIEW = { footer: 200, contact: 250, short: 100, tiny: 50 } as const;
/** A form kind's consent preview size. */
export type TConsentPreviewKind = keyof typeof CONSENT_PREVIEW;

/** Home hero slider: autoplay delay, transition, slides visible at once and number of slides. */
export const HERO = {
  autoplayMs: 5000,
  transitionMs: 500,
  slidesPerView: 1,
  slides: 4,
  loop: true,
} as const;

/** Items per page of the paginated lists, and the number of page buttons shown at once. */
export const PAGINATION = {
  travelPerPage: 3,
  giveawayPerPage: 6,
  livesPerPage: 3,
  window: 3,
} as const;

/** Featured blog carousel on the home page. */
export const BLOG_CAROUSEL = {
  slidesPerView: 2,
  slidesPerViewSmall: 1,
  smallMaxPx: SMALL_SCREEN_MAX_PX,
  autoplayMs: 3000,
  bodyPreviewChars: 100,
  ellipsis: '...',
} as const;

/** Google reviews carousel. */
export const REVIEWS_CAROUSEL = {
  slidesPerView: 3,
  slidesPerViewMedium: 2,
  mediumMaxPx: MEDIUM_SCREEN_MAX_PX,
  slidesPerViewSmall: 1,
  smallMaxPx: SMALL_SCREEN_MAX_PX,
  autoplayMs: 3000,
} as const;

/** Attorney testimonial slider (and its 1-or-3 items carousel). */
export const ATTORNEY_TESTIMONIAL_SLIDER = {
  autoplayMs: 3000,
  transitionMs: 200,
  slidesPerView: 1,
  carouselItems: 3,
  carouselItemsSmall: 1,
  smallMaxPx: SMALL_SCREEN_MAX_PX,
  textMaxChars: 300,
} as const;

/** The copyright year the spec shows; the footer renders the current year, never an earlier one than this. */
export const COPYRIGHT_YEAR = 2025;

/** A K-1 fiancé(e) must marry within this many days of arrival. */
export const K1_MARRY_WITHIN_DAYS = 90;
/** Children of the K-1 fiancé(e) under this age may enter with them. */
export const K1_CHILDREN_UNDER_AGE = 21;
/** A VAWA ex-spouse must file within this many years of the divorce. */
export const VAWA_FILE_WITHIN_YEARS_OF_DIVORCE = 2;
/** A VAWA self-petitioning child (abused by a citizen or resident parent) is unmarried and under this age. */
export const VAWA_CHILD_UNDER_AGE = 21;
/** The statutory cap on principal U visas granted each fiscal year (family members do not count). */
export const U_VISA_PRINCIPAL_CAP_PER_YEAR = 10_000;
/** The situation option 'divorced less than N months' uses this window. */
export const DIVORCE_WINDOW_MONTHS = 18;
/** The situation option 'via a citizen son or daughter aged N or older'. */
export const CITIZEN_CHILD_MIN_AGE = 21;
/** Parole landing: the visitor must have been in the country at least this many years. */
export const PAROLE_MIN_YEARS_IN_COUNTRY = 10;

/** Slug of the founder and main attorney (also her landing page `/{name}`). */
export const FOUNDER_SLUG = 'ana-herrera';
/** Slug of the consulting attorney. */
export const CONSULTING_ATTORNEY_SLUG = 'daniel-ortiz';

/** Longest accepted values of free-text lead fields; the server rejects longer input with a localized message. */
export const FIELD_MAX_LENGTH = {
  nombre: 120,
  email: 254,
  mensaje: 5000,
  link: 2048,
  source: 120,
  seccion: 200,
  fecha_hora: 64,
  status: 40,
  tipo: 40,
  /** The safe hours to call a lead who may be called only at certain times (issue 29 §1). */
  horas_llamar: 120,
} as const;
/** A field with a maximum length. */
export type TLimitedField = keyof typeof FIELD_MAX_LENGTH;

/** Most referrals accepted in one batch. */
export const REFERRALS_MAX_PER_BATCH = 20;
