/**
 * The safety questions' wire names and values (issue 29 §1), without zod: the form's first-load code
 * reads them. Their schema blocks are `safety-fields.ts`.
 */
import type { TCallSafety } from '../leads/contact-preferences';

/** Wire names of the safety questions (the form's `name` attributes and the multipart keys). */
export const SAFETY_FIELDS = {
  call: 'seguro_llamar',
  callHours: 'horas_llamar',
  voicemail: 'mensaje_voz',
  texts: 'mensajes_texto',
} as const;

/** The wire value of each call answer. */
export const CALL_SAFETY_VALUES: Record<TCallSafety, string> = {
  yes: 'si',
  no: 'no',
  hours: 'horas',
};

/** The wire values of a yes/no safety question. */
export const SAFETY_YES_NO = { yes: 'si', no: 'no' } as const;

/** The safety answers once validated. */
export type TSafetyData = {
  seguro_llamar?: TCallSafety | undefined;
  horas_llamar?: string | undefined;
  mensaje_voz?: boolean | undefined;
  mensajes_texto?: boolean | undefined;
};

/**
 * The wire fields of validated safety answers (what the browser posts; unanswered ones are left
 * out).
 * @param data - the answers as the schema gave them
 */
export function safetyPayload(data: TSafetyData): Record<string, string> {
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : value ? SAFETY_YES_NO.yes : SAFETY_YES_NO.no;
  const fields: Record<string, string | undefined> = {
    [SAFETY_FIELDS.call]: data.seguro_llamar ? CALL_SAFETY_VALUES[data.seguro_llamar] : undefined,
    [SAFETY_FIELDS.callHours]: data.seguro_llamar === 'hours' ? data.horas_llamar : undefined,
    [SAFETY_FIELDS.voicemail]: yesNo(data.mensaje_voz),
    [SAFETY_FIELDS.texts]: yesNo(data.mensajes_texto),
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
