import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The t visa page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'T visa',
    heading: 'T visa for victims of human trafficking',
    description:
      'The T visa protects people brought or kept in the U.S. through force, fraud or coercion for forced labor or sex trafficking.',
    lead: 'If a smuggler, employer or partner forced you to work or exploited you, the law may protect you.',
  },
  es: {
    title: 'Visa T',
    heading: 'Visa T para víctimas de trata de personas',
    description:
      'La visa T protege a quienes fueron traídos o retenidos en EE. UU. mediante fuerza, fraude o coerción para trabajo forzado o explotación sexual.',
    lead: 'Si un coyote, un patrón o su pareja le obligó a trabajar o le explotó, la ley puede protegerle.',
  },
});
