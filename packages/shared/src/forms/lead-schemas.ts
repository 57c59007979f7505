/**
 * The lead schemas of every form variant (SPEC §5), composed from the field building blocks in the
 * variant's check order, so the schema's first issue is the spec's first failing check. The web forms
 * (through @hookform/resolvers) and leads-api use these same schemas.
 */
import { z } from 'zod';
import type { TLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import {
  consentField,
  emailField,
  marriedField,
  nameField,
  optionalSituationField,
  optionalTextField,
  phoneField,
  situationField,
  stayField,
} from './field-schemas';
import type { TRawField } from './field-schemas';
import type { TCheck, TLeadVariantId } from './form-types';
import { CHECK_FIELD } from './form-types';
import { FORM_VARIANTS } from './form-variants';
import type { TSituationId } from './situations';
import type { TValidationResult } from './validation-result';
import { runSchema } from './validation-result';
import { paroleNeedsSituation } from './parole-rules';
import { safetyShape, type TSafetyInput } from './safety-fields';
import type { TSafetyData } from './safety-wire';

/** A lead form's raw values, as a browser form or a multipart body gives them. */
export type TLeadInput = Partial<
  Record<
    'nombre' | 'email' | 'phone' | 'mensaje' | 'checkbox' | 'situacion' | 'casado' | 'estancia',
    TRawField
  >
> &
  TSafetyInput & { seccion?: TRawField; fecha_hora?: TRawField };

/** A valid lead: trimmed values, phone digits, situation id, married/stay answers. */
export type TLeadData = {
  nombre: string;
  email?: string | undefined;
  phone: string;
  mensaje?: string | undefined;
  checkbox: true;
  situacion?: TSituationId | null | undefined;
  casado?: 'yes' | 'no' | undefined;
  estancia?: 'si' | 'no' | undefined;
  seccion?: string | undefined;
  fecha_hora?: string | undefined;
} & TSafetyData;

/** Options of getLeadSchema/validateLead. */
export type TLeadSchemaOptions = {
  /** Overrides the variant's language (the generic variant takes the language of its seccion). */
  locale?: TLocale | undefined;
};

/**
 * The zod schema of a lead variant. Its keys are in the variant's check order, then the optional
 * mensaje, the optional safety answers (shown on the humanitarian visa pages only), seccion and
 * fecha_hora. Parole: the situation is required only when married or stay is 'no'.
 * @param id - the variant
 * @param options - language override
 */
export function getLeadSchema(
  id: TLeadVariantId,
  options: TLeadSchemaOptions = {},
): z.ZodType<TLeadData, TLeadInput> {
  const variant = FORM_VARIANTS[id];
  const locale = options.locale ?? variant.locale;
  const conditional = variant.situation === 'when-not-qualified';
  const block = (check: TCheck): z.ZodType => {
    switch (check) {
      case 'name':
        return nameField(locale);
      case 'email':
        return emailField(locale, variant.emailMessage);
      case 'phone':
        return phoneField(locale, variant.phoneMax);
      case 'consent':
        return consentField(locale);
      case 'situation':
        return conditional ? optionalSituationField() : situationField(locale);
      case 'married':
        return marriedField(locale);
      case 'stay':
        return stayField(locale);
      default:
        throw new Error(`Check '${check}' is not part of a lead form`);
    }
  };
  const shape: Record<string, z.ZodType> = {};
  for (const check of variant.checks) shape[CHECK_FIELD[check]] = block(check);
  if (!('mensaje' in shape)) shape['mensaje'] = optionalTextField(locale, 'mensaje');
  Object.assign(shape, safetyShape(locale));
  shape['seccion'] = optionalTextField(locale, 'seccion');
  shape['fecha_hora'] = optionalTextField(locale, 'fecha_hora');
  const schema = z.object(shape);
  if (!conditional) return schema as unknown as z.ZodType<TLeadData, TLeadInput>;
  // Runs even when other fields failed, so the situation issue is listed last, where parole checks it.
  return schema.refine((lead) => !paroleNeedsSituation(lead) || Boolean(lead['situacion']), {
    message: t(locale, 'validation.situation'),
    path: ['situacion'],
    when: () => true,
  }) as unknown as z.ZodType<TLeadData, TLeadInput>;
}

/**
 * Validates a lead form's values.
 * @param id - the variant
 * @param input - the raw values
 * @param options - language override
 * @returns the clean lead, or the failing checks in the variant's order (errors[0] is the one to show)
 */
export function validateLead(
  id: TLeadVariantId,
  input: unknown,
  options: TLeadSchemaOptions = {},
): TValidationResult<TLeadData> {
  return runSchema(getLeadSchema(id, options), input);
}
