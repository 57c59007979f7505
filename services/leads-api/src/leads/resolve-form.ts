import type { TLocale } from '@firm/shared/i18n/locale';
import { FORM_VARIANTS, isFormVariantId, isLeadVariantId } from '@firm/shared/forms/form-variants';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import { localeOfSeccion } from '@firm/shared/forms/seccion';
import { localeFromAcceptLanguage } from '@firm/shared/i18n/accept-language';

/** Which checks a lead submission gets and in which language its messages are. */
export type TResolvedForm = { variant: TLeadVariantId; locale: TLocale };

/**
 * The site's forms name their variant in the `form` field. A request without it (an older
 * client) gets the generic checks in the language its `seccion` implies ('... Español' → es,
 * '... Inglés' → en), else the browser's `Accept-Language`.
 */
export function resolveLeadForm(
  fields: Record<string, string>,
  acceptLanguage: string | undefined,
): TResolvedForm {
  const form = fields.form;
  if (isFormVariantId(form) && isLeadVariantId(form) && form !== 'generic') {
    return { variant: form, locale: FORM_VARIANTS[form].locale };
  }
  return {
    variant: 'generic',
    locale: localeOfSeccion(fields.seccion ?? '') ?? localeFromAcceptLanguage(acceptLanguage),
  };
}
