/**
 * Every lead form variant of SPEC §5: its language, fields, the ORDER of its checks (the first failing check
 * is the message the visitor sees), phone cap, consent preview size, situation rule and thank-you page.
 *
 * Where §5 is silent the nearest specified order is used:
 * - contact-en: like contact-es (the same form in the other language).
 * - visa-es, blog-es: like visa-en/blog-en (the same form component; consent first).
 * - parole-es: like parole-en.
 * - video-landing, short-video-ads: the Spanish contact order with the required situation before the
 *   terms, which Spanish forms check last (footer-es).
 * - referrals: the referrer's name and phone, at least one referral, then the terms (last, as above).
 * - generic (a request naming no variant): name, email, phone, consent, in the language of its seccion.
 */
import { PHONE_MAX_DIGITS_ABSOLUTE, PHONE_MAX_DIGITS_CAPPED } from '../constants';
import type { TLocale } from '../i18n/locale';
import { FORM_VARIANT_IDS } from './form-types';
import type {
  TCheck,
  TFieldName,
  TFormVariant,
  TFormVariantId,
  TLeadVariantId,
} from './form-types';
import { SECCION } from './seccion';

const BASE: readonly TCheck[] = ['name', 'email', 'phone', 'consent'];
const VISA: readonly TCheck[] = ['consent', 'name', 'email', 'phone', 'situation'];
const PAROLE: readonly TCheck[] = [
  'consent',
  'name',
  'married',
  'stay',
  'phone',
  'email',
  'situation',
];
const LANDING: readonly TCheck[] = ['name', 'email', 'phone', 'situation', 'consent'];

const F_BASE: readonly TFieldName[] = ['nombre', 'email', 'phone', 'mensaje', 'checkbox'];
const F_SITUATION: readonly TFieldName[] = [
  'nombre',
  'email',
  'phone',
  'situacion',
  'mensaje',
  'checkbox',
];
const F_PAROLE: readonly TFieldName[] = [
  'nombre',
  'email',
  'phone',
  'casado',
  'estancia',
  'situacion',
  'checkbox',
];

type TVariantSpec = Partial<Omit<TFormVariant, 'id' | 'locale' | 'seccion' | 'phoneMax'>>;

const DEFAULTS = {
  kind: 'lead',
  fields: F_BASE,
  checks: BASE,
  phoneInputCap: undefined,
  consentPreview: 'footer',
  situation: 'none',
  emailMessage: 'validation.email',
  thankYou: 'thankYou',
} as const satisfies TVariantSpec;

const WITH_SITUATION = {
  fields: F_SITUATION,
  checks: VISA,
  consentPreview: 'short',
  situation: 'required',
} as const satisfies TVariantSpec;
const SHORT_EMAIL = { emailMessage: 'validation.emailShort' } as const satisfies TVariantSpec;
const PAROLE_FORM = {
  fields: F_PAROLE,
  checks: PAROLE,
  phoneInputCap: PHONE_MAX_DIGITS_CAPPED,
  consentPreview: 'short',
  situation: 'when-not-qualified',
} as const satisfies TVariantSpec;
const LANDING_FORM = {
  ...WITH_SITUATION,
  checks: LANDING,
  phoneInputCap: PHONE_MAX_DIGITS_CAPPED,
} as const satisfies TVariantSpec;

function variant(
  id: TFormVariantId,
  locale: TLocale,
  seccion: string,
  spec: TVariantSpec = {},
): TFormVariant {
  const merged = { ...DEFAULTS, ...spec };
  return {
    id,
    locale,
    seccion,
    ...merged,
    phoneMax: merged.phoneInputCap ?? PHONE_MAX_DIGITS_ABSOLUTE,
  };
}

/** Every variant by id. */
export const FORM_VARIANTS: Record<TFormVariantId, TFormVariant> = {
  'footer-en': variant('footer-en', 'en', SECCION.footerEn),
  'footer-es': variant('footer-es', 'es', SECCION.footerEs),
  'contact-es': variant('contact-es', 'es', SECCION.contactEs, { consentPreview: 'contact' }),
  'contact-en': variant('contact-en', 'en', SECCION.contactEn, { consentPreview: 'contact' }),
  'visa-en': variant('visa-en', 'en', SECCION.immigrationEn, { ...WITH_SITUATION, ...SHORT_EMAIL }),
  'visa-es': variant('visa-es', 'es', SECCION.immigrationEs, WITH_SITUATION),
  'blog-en': variant('blog-en', 'en', SECCION.blogEn, {
    ...WITH_SITUATION,
    ...SHORT_EMAIL,
    consentPreview: 'tiny',
  }),
  'blog-es': variant('blog-es', 'es', SECCION.blogEs, {
    ...WITH_SITUATION,
    consentPreview: 'tiny',
  }),
  'parole-en': variant('parole-en', 'en', SECCION.paroleEn, PAROLE_FORM),
  'parole-es': variant('parole-es', 'es', SECCION.paroleEs, PAROLE_FORM),
  'video-landing': variant('video-landing', 'es', SECCION.videoLanding, LANDING_FORM),
  'short-video-ads': variant('short-video-ads', 'es', SECCION.shortVideoAds, LANDING_FORM),
  referrals: variant('referrals', 'es', SECCION.referrals, {
    kind: 'referrals',
    fields: ['nombre', 'phone', 'referidos', 'checkbox'],
    checks: ['name', 'phone', 'referrals', 'consent'],
    phoneInputCap: PHONE_MAX_DIGITS_CAPPED,
    consentPreview: 'short',
    thankYou: 'referralThankYou',
  }),
  'social-media': variant('social-media', 'es', SECCION.socialMedia, {
    kind: 'social-media',
    fields: [
      'nombre',
      'phone',
      'agente',
      'source',
      'link',
      'notas',
      'hora',
      'pc_referido',
      'pc_videollamada',
    ],
    checks: ['name', 'phone', 'agent', 'link'],
    consentPreview: null,
    thankYou: null,
  }),
  generic: variant('generic', 'es', SECCION.footerEs),
};

/**
 * Narrows a string (e.g. a request's `variant` field) to a variant id.
 * @param value - any value
 */
export function isFormVariantId(value: unknown): value is TFormVariantId {
  return typeof value === 'string' && (FORM_VARIANT_IDS as readonly string[]).includes(value);
}

/**
 * Whether a variant is validated by the lead schema.
 * @param id - a variant id
 */
export function isLeadVariantId(id: TFormVariantId): id is TLeadVariantId {
  return FORM_VARIANTS[id].kind === 'lead';
}
