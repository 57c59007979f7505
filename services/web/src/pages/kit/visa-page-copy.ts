import { bilingual } from '../../lib/copy/bilingual';

/** The words the visa pages share: the call to action, the summary box and its date. */
export const VISA_PAGE_COPY = bilingual({
  en: {
    cta: 'Find out if you qualify',
    factsHeading: 'At a glance',
    asOf: (monthYear: string) => `Information as of ${monthYear}.`,
    caseByCase:
      'Every case is different: this is general information, not legal advice, and no result is guaranteed.',
  },
  es: {
    cta: 'Descubre si calificas',
    factsHeading: 'En resumen',
    asOf: (monthYear: string) => `Información actualizada a ${monthYear}.`,
    caseByCase:
      'Cada caso es distinto: esta es información general, no asesoría legal, y no se garantiza ningún resultado.',
  },
});
