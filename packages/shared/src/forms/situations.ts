/**
 * The 8 situation options of SPEC §5 with stable ids and English/Spanish labels.
 */
import { CITIZEN_CHILD_MIN_AGE, DIVORCE_WINDOW_MONTHS } from '../constants';
import type { TLocale } from '../i18n/locale';

/** Stable ids of the situation options, in the order the select lists them. */
export const SITUATION_IDS = [
  'spouse',
  'divorced-18-months',
  'citizen-child-21',
  'abuse-victim',
  'petition-family',
  'fiance',
  'crime-victim',
  'none',
] as const;

/** A situation option's id (the wire value of `situacion`). */
export type TSituationId = (typeof SITUATION_IDS)[number];

/** Labels of each option by language. */
export const SITUATION_LABELS: Record<TSituationId, Record<TLocale, string>> = {
  spouse: {
    en: 'Through my U.S. citizen or permanent resident spouse',
    es: 'A través de mi esposo(a) ciudadano(a) o residente',
  },
  'divorced-18-months': {
    en: `Divorced from a U.S. citizen or resident less than ${DIVORCE_WINDOW_MONTHS} months ago`,
    es: `Divorciado(a) de un ciudadano(a) o residente hace menos de ${DIVORCE_WINDOW_MONTHS} meses`,
  },
  'citizen-child-21': {
    en: `Through my U.S. citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or older`,
    es: `A través de mi hijo(a) ciudadano(a) de ${CITIZEN_CHILD_MIN_AGE} años o más`,
  },
  'abuse-victim': {
    en: 'Victim of mistreatment by a smuggler, employer or partner',
    es: 'Víctima de maltrato por parte de un coyote, patrón o pareja',
  },
  'petition-family': {
    en: 'I am a U.S. citizen or resident and want to bring my family',
    es: 'Soy ciudadano(a) o residente y quiero traer a mi familia',
  },
  fiance: {
    en: 'I am a U.S. citizen and want to bring my fiancé(e)',
    es: 'Soy ciudadano(a) y quiero traer a mi prometido(a)',
  },
  'crime-victim': {
    en: 'Victim of a crime who cooperated with the police',
    es: 'Víctima de un delito que colaboró con la policía',
  },
  none: { en: 'None of the above', es: 'Ninguna de las anteriores' },
};

/** The options of the situation select in a language, in display order. */
export function situationOptions(locale: TLocale): { value: TSituationId; label: string }[] {
  return SITUATION_IDS.map((id) => ({ value: id, label: SITUATION_LABELS[id][locale] }));
}

/**
 * The label of a situation in a language.
 * @param id - the option's id
 * @param locale - the language
 */
export function situationLabel(id: TSituationId, locale: TLocale): string {
  return SITUATION_LABELS[id][locale];
}

/**
 * Labels the forms showed before (issue 25: "21 or older", "delito"): a page cached or opened before the
 * change may still send them.
 */
const FORMER_LABELS: [string, TSituationId][] = [
  [`Through my U.S. citizen son or daughter over ${CITIZEN_CHILD_MIN_AGE}`, 'citizen-child-21'],
  [
    `A través de mi hijo(a) ciudadano(a) mayor de ${CITIZEN_CHILD_MIN_AGE} años`,
    'citizen-child-21',
  ],
  ['Víctima de un crimen que colaboró con la policía', 'crime-victim'],
];

const BY_TEXT = new Map<string, TSituationId>([
  ...SITUATION_IDS.flatMap((id): [string, TSituationId][] => [
    [fold(id), id],
    [fold(SITUATION_LABELS[id].en), id],
    [fold(SITUATION_LABELS[id].es), id],
  ]),
  ...FORMER_LABELS.map(([label, id]): [string, TSituationId] => [fold(label), id]),
]);

/**
 * Reads a submitted situation: its id, or (as older clients sent) its English or Spanish label, current or
 * former; case,
 * surrounding spaces and repeated spaces do not matter.
 * @param value - the raw `situacion` value
 * @returns the option's id, or null when it is not one of the 8 options
 */
export function parseSituation(value: unknown): TSituationId | null {
  if (typeof value !== 'string') return null;
  return BY_TEXT.get(fold(value)) ?? null;
}

/**
 * A stored situation in words (a value from before the ids were enforced is shown as it is).
 * @param value - the stored `situacion`
 * @param locale - the reader's language
 */
export function situationText(value: string, locale: TLocale): string {
  return (SITUATION_IDS as readonly string[]).includes(value)
    ? situationLabel(value as TSituationId, locale)
    : value;
}

function fold(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
