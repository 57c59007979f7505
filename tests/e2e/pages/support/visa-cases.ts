import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CITIZEN_CHILD_MIN_AGE,
  K1_CHILDREN_UNDER_AGE,
  K1_MARRY_WITHIN_DAYS,
  U_VISA_PRINCIPAL_CAP_PER_YEAR,
  VAWA_CHILD_UNDER_AGE,
  VAWA_FILE_WITHIN_YEARS_OF_DIVORCE,
} from '@firm/shared/constants';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { getHref } from '@firm/shared/routes/route-map';

const PAGES_DIR = path.join(process.cwd(), 'infra/content/pages');

/** A visa page in one language: where it is and what a visitor must find on it. */
export type TVisaCase = {
  id: TRouteId;
  /** Its page text (a folder of infra/content/pages) and the short name used for screenshots. */
  key: keyof typeof PAGE_TEXT_BLOCKS;
  locale: TLocale;
  path: string;
  heading: string;
  cta: string;
  /** Key facts (from the shared constants where they exist), each somewhere in the page's main. */
  facts: string[];
  quickExit: boolean;
};

/** The `##` headings of a page text in a language, read from its Markdown files in block order. */
export function sectionHeadings(key: keyof typeof PAGE_TEXT_BLOCKS, locale: TLocale): string[] {
  return PAGE_TEXT_BLOCKS[key].flatMap((block) =>
    readFileSync(path.join(PAGES_DIR, key, `${block}.${locale}.md`), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = /^## (.+?)\s*\{#[a-z0-9-]+\}\s*$/.exec(line);
        return match?.[1] ? [match[1]] : [];
      }),
  );
}

/** "Information as of November 2026": the month of the page text's latest `updated` date. */
export function asOfLine(key: keyof typeof PAGE_TEXT_BLOCKS, locale: TLocale): string {
  const dates = PAGE_TEXT_BLOCKS[key]
    .map(
      (block) =>
        /^updated: (\d{4}-\d{2}-\d{2})$/m.exec(
          readFileSync(path.join(PAGES_DIR, key, `${block}.${locale}.md`), 'utf8'),
        )?.[1] ?? '',
    )
    .sort();
  const month = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(dates.at(-1) ?? ''));
  return locale === 'en' ? `Information as of ${month}.` : `Información actualizada a ${month}.`;
}

const CAP = U_VISA_PRINCIPAL_CAP_PER_YEAR.toLocaleString('en-US');
const CTA = { en: 'Find out if you qualify', es: 'Descubre si calificas' } as const;

function pair(
  id: TRouteId,
  key: keyof typeof PAGE_TEXT_BLOCKS,
  quickExit: boolean,
  en: { heading: string; facts: string[] },
  es: { heading: string; facts: string[] },
): TVisaCase[] {
  return (['es', 'en'] as const).map((locale) => ({
    id,
    key,
    locale,
    path: getHref(id, locale),
    cta: CTA[locale],
    quickExit,
    ...(locale === 'en' ? en : es),
  }));
}

/** The five visa pages in both languages. */
export const VISA_CASES: TVisaCase[] = [
  ...pair(
    'humanitarianVisa',
    'humanitarian-visa',
    true,
    {
      heading: 'Humanitarian visas',
      facts: ['VAWA', 'T visa', 'U visa', 'aged 21 or older', 'does not cover humanitarian parole'],
    },
    {
      heading: 'Visas humanitarias',
      facts: ['VAWA', 'Visa T', 'Visa U', 'de 21 años o más', 'No trata del parole humanitario'],
    },
  ),
  ...pair(
    'vawaVisa',
    'vawa-visa',
    true,
    {
      heading: 'VAWA: protection for victims of abuse',
      facts: [
        'Form I-360',
        'is not notified and does not sign anything',
        `within ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} years of a divorce connected to the abuse`,
        'within two years of the divorce',
        'The law gives two years; the 18 months leave time',
        `son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or older`,
        'a pending case does not, by itself, prevent an immigration arrest',
        'ICE Directive 11005.4',
        `Unmarried and under ${VAWA_CHILD_UNDER_AGE}`,
      ],
    },
    {
      heading: 'VAWA: protección para víctimas de maltrato',
      facts: [
        'formulario I-360',
        'no recibe ningún aviso ni tiene que firmar nada',
        `dentro de los ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} años siguientes a un divorcio que tuvo que ver con el maltrato`,
        'dentro de los dos años siguientes al divorcio',
        'La ley da dos años; los 18 meses son un margen',
        `hijo o hija con ciudadanía, de ${CITIZEN_CHILD_MIN_AGE} años o más`,
        'un caso en trámite no impide, por sí solo, un arresto de inmigración',
        'Directiva 11005.4 de ICE',
        `Solteros y menores de ${VAWA_CHILD_UNDER_AGE} años`,
      ],
    },
  ),
  ...pair(
    'tVisa',
    't-visa',
    true,
    {
      heading: 'T visa for victims of human trafficking',
      facts: [
        'Form I-914',
        'labor or sex trafficking',
        'exceptions for minors',
        'may be included',
        'commercial sex acts',
        'prevent an immigration arrest',
      ],
    },
    {
      heading: 'Visa T para víctimas de trata de personas',
      facts: [
        'formulario I-914',
        'trata laboral o sexual',
        'excepciones',
        'pueden incluirse',
        'actos sexuales comerciales',
        'dificultades extremas que impliquen un daño grave',
        'un arresto de inmigración',
      ],
    },
  ),
  ...pair(
    'uVisa',
    'u-visa',
    true,
    {
      heading: 'U visa for crime victims',
      facts: [
        `${CAP} principal U visas`,
        'Form I-918 Supplement B',
        'as of November 2026',
        'may',
        'substantial physical or mental abuse',
        'prevent an immigration arrest',
      ],
    },
    {
      heading: 'Visa U para víctimas de delitos',
      facts: [
        `${CAP} visas U principales`,
        'formulario I-918, Suplemento B',
        'a noviembre de 2026',
        'puede',
        'daño físico o mental sustancial',
        'el acecho (stalking)',
        'podemos ayudarle a pedirla',
        'un arresto de inmigración',
      ],
    },
  ),
  ...pair(
    'k1Visa',
    'k1-visa',
    false,
    {
      heading: 'K-1 visa for your fiancé(e)',
      facts: [
        `within ${K1_MARRY_WITHIN_DAYS} days`,
        `under ${K1_CHILDREN_UNDER_AGE}`,
        'K-2',
        'adjustment of status',
        'U.S. citizen',
        'falls out of status',
        'Talk to an attorney before deciding anything',
      ],
    },
    {
      heading: 'Visa K-1 para su prometido(a)',
      facts: [
        `dentro de los ${K1_MARRY_WITHIN_DAYS} días`,
        `menores de ${K1_CHILDREN_UNDER_AGE} años`,
        'K-2',
        'ajuste de estatus',
        'ciudadano estadounidense',
        'se queda sin estatus',
        'Hable con un abogado antes de decidir nada',
      ],
    },
  ),
];

/** One case by route and language. */
export function visaCase(id: TRouteId, locale: TLocale): TVisaCase {
  const found = VISA_CASES.find((c) => c.id === id && c.locale === locale);
  if (!found) throw new Error(`no visa case ${id} ${locale}`);
  return found;
}
