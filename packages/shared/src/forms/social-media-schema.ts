/**
 * The internal social-media lead form (SPEC §3/§5): staff record a lead that came through a social
 * network conversation. Checks in order: name, phone, agent, conversation link (then the optional
 * source, which must be one of the list, and the notes). Spanish only.
 */
import { z } from 'zod';
import { PHONE_MAX_DIGITS_ABSOLUTE } from '../constants';
import type { TLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import type { TRawField } from './field-schemas';
import {
  isChecked,
  nameField,
  optionalTextField,
  phoneField,
  requiredTextField,
} from './field-schemas';
import type { TValidationResult } from './validation-result';
import { runSchema } from './validation-result';
import type { TAgentId, TSocialMediaSource } from './social-media-agents';
import {
  parseAgent,
  parseSocialSource,
  SOCIAL_MEDIA_DEFAULTS,
  SOCIAL_MEDIA_SOURCES,
} from './social-media-agents';

const LOCALE: TLocale = 'es';

// The form sends 1/0; an unticked HTML checkbox sends nothing, which reads as 0.
const flag = z.preprocess(
  (value) => (isChecked(value) ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

/** A valid social-media lead. */
export type TSocialMediaLead = {
  nombre: string;
  phone: string;
  agente: TAgentId;
  link: string;
  source?: TSocialMediaSource | undefined;
  /** The member's notes about the conversation: the lead's first timeline note. */
  notas?: string | undefined;
  status: string;
  tipo: string;
  hora: 0 | 1;
  pc_referido: 0 | 1;
  pc_videollamada: 0 | 1;
};

/** The raw values of the social-media form. */
export type TSocialMediaInput = Partial<
  Record<
    | 'nombre'
    | 'phone'
    | 'agente'
    | 'link'
    | 'source'
    | 'notas'
    | 'status'
    | 'tipo'
    | 'hora'
    | 'pc_referido'
    | 'pc_videollamada',
    TRawField
  >
>;

/** The schema of the social-media form, keys in the check order. */
export function getSocialMediaSchema(): z.ZodType<TSocialMediaLead, TSocialMediaInput> {
  const agentMessage = t(LOCALE, 'validation.agent');
  const schema = z.object({
    nombre: nameField(LOCALE),
    phone: phoneField(LOCALE, PHONE_MAX_DIGITS_ABSOLUTE),
    agente: z.preprocess(parseAgent, z.string({ error: agentMessage })),
    link: requiredTextField(LOCALE, 'link', 'validation.conversationLink'),
    source: z.preprocess(
      (value) =>
        value === undefined || value === '' ? undefined : (parseSocialSource(value) ?? ''),
      z.enum(SOCIAL_MEDIA_SOURCES, { error: t(LOCALE, 'validation.socialSource') }).optional(),
    ),
    notas: optionalTextField(LOCALE, 'mensaje'),
    status: optionalTextField(LOCALE, 'status').transform((v) => v ?? SOCIAL_MEDIA_DEFAULTS.status),
    tipo: optionalTextField(LOCALE, 'tipo').transform((v) => v ?? SOCIAL_MEDIA_DEFAULTS.tipo),
    hora: flag,
    pc_referido: flag,
    pc_videollamada: flag,
  });
  return schema as unknown as z.ZodType<TSocialMediaLead, TSocialMediaInput>;
}

/**
 * Validates the social-media form.
 * @param input - the raw values
 * @returns the lead, or the failing checks in order (errors[0] is the one to show)
 */
export function validateSocialMediaLead(input: unknown): TValidationResult<TSocialMediaLead> {
  return runSchema(getSocialMediaSchema(), input);
}
