/**
 * The firm's facts in the studio (issue 30 §2): one document (key `firm`), the site configuration
 * itself, edited by admins only. Its answer, its save payload, and its problems in the editor's
 * language, field by field — the same checks in the browser (before saving) and in content-api.
 */
import { z } from 'zod';
import type { TLocale } from '../i18n/locale';
import { ZStudioFirmDocumentSchema, ZStudioItemMetaSchema } from './studio-collections';
import { firmFieldLabel } from './studio-firm-labels';
import type { TStudioProblem } from './studio-state';

/** The firm's document key (it is the only one). */
export const FIRM_KEY = 'firm';

/** `PUT /api/staff/content/firm`: the whole configuration and the revision it was based on. */
export const ZStudioFirmSaveSchema = ZStudioFirmDocumentSchema.extend({
  baseRevision: z.number().int().positive(),
});

/** `GET /api/staff/content/firm`: the configuration, its state, and whether it is still the sample. */
export const ZStudioFirmSchema = ZStudioFirmDocumentSchema.extend(ZStudioItemMetaSchema.shape);
export type TStudioFirm = z.infer<typeof ZStudioFirmSchema>;

const MESSAGES = {
  required: { es: '{field}: falta este dato.', en: '{field}: this is missing.' },
  invalid: { es: '{field}: este valor no es válido.', en: '{field}: this value is not valid.' },
  unknownField: { es: '{field}: este campo no existe.', en: '{field}: there is no such field.' },
  tooLong: {
    es: '{field}: escriba como máximo {max} caracteres.',
    en: '{field}: write at most {max} characters.',
  },
  atLeastOne: { es: '{field}: hace falta al menos uno.', en: '{field}: at least one is needed.' },
  e164: {
    es: '{field}: escriba el número con + y el código del país, solo dígitos (por ejemplo, +19155550142).',
    en: '{field}: write the number with + and the country code, digits only (for example, +19155550142).',
  },
  displayDigits: {
    es: '{field}: el número que se muestra necesita los dígitos del teléfono, por ejemplo (915) 555-0142.',
    en: '{field}: the number shown needs the phone’s digits, for example (915) 555-0142.',
  },
  displayMismatch: {
    es: '{field}: el número que se muestra ({display}) no es el que se marca ({tel}).',
    en: '{field}: the number shown ({display}) is not the one dialed ({tel}).',
  },
  email: {
    es: '{field}: escriba un correo electrónico válido (por ejemplo, contacto@sufirma.com).',
    en: '{field}: write a valid e-mail address (for example, contact@yourfirm.com).',
  },
  https: {
    es: '{field}: escriba la dirección completa, empezando con https://.',
    en: '{field}: write the whole address, starting with https://.',
  },
  slug: {
    es: '{field}: use solo minúsculas sin acentos, números y guiones (por ejemplo, el-paso).',
    en: '{field}: use only lowercase letters, digits and hyphens (for example, el-paso).',
  },
  clock: {
    es: '{field}: escriba la hora como HH:MM, de 00:00 a 23:59.',
    en: '{field}: write the time as HH:MM, from 00:00 to 23:59.',
  },
  closesAfter: {
    es: '{field}: la hora de cierre debe ser después de la de apertura.',
    en: '{field}: closing time must come after opening time.',
  },
  dayTwice: {
    es: '{field}: un día aparece dos veces en el horario.',
    en: '{field}: a day appears twice in the hours.',
  },
  noticePair: {
    es: '{field}: escriba el aviso en los dos idiomas, o en ninguno.',
    en: '{field}: write the notice in both languages, or in neither.',
  },
  twoLetters: {
    es: '{field}: escriba las dos letras (por ejemplo, TX o US).',
    en: '{field}: write the two letters (for example, TX or US).',
  },
  foundedYear: {
    es: '{field}: escriba un año de cuatro cifras, de 1900 a {year}.',
    en: '{field}: write a four-digit year, from 1900 to {year}.',
  },
  businessDays: {
    es: '{field}: escriba un número de días hábiles de 1 a 5.',
    en: '{field}: write a number of business days from 1 to 5.',
  },
  mustInclude: {
    es: '{field}: el texto debe incluir {text}.',
    en: '{field}: the text must include {text}.',
  },
  sameCount: {
    es: '{field}: las dos listas deben tener el mismo número de elementos.',
    en: '{field}: both lists must have the same number of items.',
  },
  idTwice: {
    es: '{field}: el identificador {id} ya se usa en otra fila.',
    en: '{field}: the id {id} is already used in another row.',
  },
  phoneNeeded: {
    es: '{field}: falta el teléfono con el identificador {id}; {where} lo muestra.',
    en: '{field}: the phone with the id {id} is missing; {where} shows it.',
  },
  phoneUnknown: {
    es: '{field}: elija uno de los teléfonos de la lista.',
    en: '{field}: choose one of the phones in the list.',
  },
  officeUnknown: {
    es: '{field}: elija una de las oficinas de la lista.',
    en: '{field}: choose one of the offices in the list.',
  },
  attorneyUnknown: {
    es: '{field}: ese abogado no está en el equipo.',
    en: '{field}: that attorney is not on the team.',
  },
  attorneyName: {
    es: '{field}: el perfil de ese abogado dice «{name}».',
    en: '{field}: that attorney’s profile says “{name}”.',
  },
  admittedIn: {
    es: '{field}: elija un lugar donde el abogado tiene licencia ({places}).',
    en: '{field}: choose a place where the attorney is licensed ({places}).',
  },
  adminOnly: {
    es: 'Solo una persona administradora puede ver y cambiar los datos de la firma.',
    en: 'Only an administrator can see and change the firm’s facts.',
  },
  cannotUnpublish: {
    es: 'Los datos de la firma no se pueden despublicar: todas las páginas los muestran. Publique otra revisión o restaure una anterior.',
    en: 'The firm’s facts cannot be unpublished: every page shows them. Publish another revision or restore an earlier one.',
  },
} as const satisfies Record<string, Record<TLocale, string>>;

/** A message of the firm's facts. */
export type TFirmMessageKey = keyof typeof MESSAGES;

/** A message of the firm's facts in a language, `{name}` placeholders filled. */
export function firmMessage(
  locale: TLocale,
  key: TFirmMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A field's problem, the field named as the editor reads it (`phones.0.tel` → "Teléfono 1 · …"). */
export function firmProblem(
  locale: TLocale,
  field: string,
  key: TFirmMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): TStudioProblem {
  return {
    field,
    message: firmMessage(locale, key, { field: firmFieldLabel(locale, field), ...vars }),
  };
}

const E164_FIELDS = new Set(['tel', 'number']);
const SLUG_FIELDS = new Set(['id', 'slug', 'founder_slug', 'phone_id', 'office_id']);

/** The message of one zod issue of the firm's schema. */
function issueKey(
  issue: z.core.$ZodIssue,
  leaf: string,
): [TFirmMessageKey, Record<string, string>] {
  switch (issue.code) {
    case 'invalid_type':
      return [issue.input === undefined ? 'required' : 'invalid', {}];
    case 'unrecognized_keys':
      return ['unknownField', {}];
    case 'too_small':
      if (issue.origin === 'string') return ['required', {}];
      if (issue.origin === 'array') return ['atLeastOne', {}];
      if (leaf === 'founded') return ['foundedYear', {}];
      if (leaf === 'within_business_days') return ['businessDays', {}];
      return ['invalid', {}];
    case 'too_big':
      if (leaf === 'region' || leaf === 'country') return ['twoLetters', {}];
      if (leaf === 'within_business_days') return ['businessDays', {}];
      if (issue.origin === 'string') return ['tooLong', { max: String(issue.maximum) }];
      return ['invalid', {}];
    case 'invalid_format':
      if (issue.format === 'includes')
        return ['mustInclude', { text: String((issue as { includes?: unknown }).includes) }];
      if (issue.format === 'email') return ['email', {}];
      if (issue.format === 'url') return ['https', {}];
      if (E164_FIELDS.has(leaf)) return ['e164', {}];
      if (SLUG_FIELDS.has(leaf)) return ['slug', {}];
      if (leaf === 'opens' || leaf === 'closes') return ['clock', {}];
      return ['invalid', {}];
    case 'custom':
      if (leaf === 'closes') return ['closesAfter', {}];
      if (leaf === 'days' || leaf === 'periods') return ['dayTwice', {}];
      if (leaf.startsWith('notice')) return ['noticePair', {}];
      if (leaf.startsWith('have_at_hand')) return ['sameCount', {}];
      return ['invalid', {}];
    default:
      return ['invalid', {}];
  }
}

/** The problems of a zod failure of the firm's schema, each at its field, in the editor's language. */
export function firmZodProblems(locale: TLocale, error: z.ZodError): TStudioProblem[] {
  const year = new Date().getFullYear();
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
    return keys.map((extra) => {
      const path = [...issue.path.map(String), ...(extra ? [extra] : [])];
      const leaf = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
      const [key, vars] = issueKey(issue, leaf);
      return firmProblem(locale, path.join('.') || '(document)', key, { year, ...vars });
    });
  });
}

/** The phone lines the page frame looks up by id, and where they are shown. */
export const FRAME_PHONES = {
  immigration: { es: 'el botón de llamar del menú', en: 'the navbar’s call button' },
  'customer-service': { es: 'el pie de página', en: 'the footer' },
} as const satisfies Record<string, Record<TLocale, string>>;

/** The digits of a phone shown to people must be the last digits of the number dialed. */
export function displayMatchesTel(display: string, tel: string): boolean {
  const digits = display.replace(/\D/g, '');
  return digits.length >= 7 && tel.replace(/\D/g, '').endsWith(digits);
}
