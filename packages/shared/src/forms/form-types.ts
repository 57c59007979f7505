/**
 * The vocabulary of the lead forms: checks, wire field names, variant ids and the shape of a variant.
 */
import type { TConsentPreviewKind } from '../constants';
import type { TLocale } from '../i18n/locale';
import type { TMessageKey } from '../i18n/messages';
import type { TRouteId } from '../routes/route-map';

/** A validation check, named by what it checks. */
export type TCheck =
  | 'name'
  | 'email'
  | 'phone'
  | 'consent'
  | 'situation'
  | 'married'
  | 'stay'
  | 'referrals'
  | 'agent'
  | 'link';

/** Wire names of the fields (the form's `name` attributes and the multipart keys). */
export type TFieldName =
  | 'nombre'
  | 'email'
  | 'phone'
  | 'mensaje'
  | 'checkbox'
  | 'situacion'
  | 'casado'
  | 'estancia'
  | 'referidos'
  | 'agente'
  | 'source'
  | 'link'
  | 'notas'
  | 'hora'
  | 'pc_referido'
  | 'pc_videollamada';

/** The field each check looks at. */
export const CHECK_FIELD: Record<TCheck, TFieldName> = {
  name: 'nombre',
  email: 'email',
  phone: 'phone',
  consent: 'checkbox',
  situation: 'situacion',
  married: 'casado',
  stay: 'estancia',
  referrals: 'referidos',
  agent: 'agente',
  link: 'link',
};

/** Every variant id. */
export const FORM_VARIANT_IDS = [
  'footer-en',
  'footer-es',
  'contact-es',
  'contact-en',
  'visa-en',
  'visa-es',
  'blog-en',
  'blog-es',
  'parole-en',
  'parole-es',
  'video-landing',
  'short-video-ads',
  'referrals',
  'social-media',
  'generic',
] as const;

/** A form variant's id. */
export type TFormVariantId = (typeof FORM_VARIANT_IDS)[number];

/** The variants validated by the lead schema (not referrals nor social media). */
export type TLeadVariantId = Exclude<TFormVariantId, 'referrals' | 'social-media'>;

/** When the situation select is shown and required. */
export type TSituationRule = 'none' | 'required' | 'when-not-qualified';

/** Which schema validates a variant. */
export type TVariantKind = 'lead' | 'referrals' | 'social-media';

/** A form variant's description. */
export type TFormVariant = {
  readonly id: TFormVariantId;
  readonly kind: TVariantKind;
  readonly locale: TLocale;
  /** Fields the form shows, in display order. */
  readonly fields: readonly TFieldName[];
  /** Checks in the spec's order. */
  readonly checks: readonly TCheck[];
  /** The as-you-type phone cap, when the form has one. */
  readonly phoneInputCap: number | undefined;
  /** The most phone digits the server accepts. */
  readonly phoneMax: number;
  readonly consentPreview: TConsentPreviewKind | null;
  readonly situation: TSituationRule;
  /** The e-mail message (the English visa/blog forms use the short wording). */
  readonly emailMessage: TMessageKey;
  /** The label sent as `seccion` unless the page supplies its own. */
  readonly seccion: string;
  /** Where a successful submission goes; null when the form stays (social media). */
  readonly thankYou: TRouteId | null;
};
