import { YEARS_OF_EXPERIENCE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The founder landing page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Ana Herrera, immigration attorney',
    heading: 'Ana Herrera',
    description: `Attorney Ana Herrera has helped immigrant families for more than ${YEARS_OF_EXPERIENCE.claimed} years. Watch her live streams and ask for a free case evaluation.`,
    lead: 'Founding attorney of Herrera Immigration Law.',
  },
  es: {
    title: 'Ana Herrera, abogada de inmigración',
    heading: 'Ana Herrera',
    description: `La abogada Ana Herrera ha ayudado a familias inmigrantes por más de ${YEARS_OF_EXPERIENCE.claimed} años. Vea sus transmisiones en vivo y pida una evaluación gratuita.`,
    lead: 'Abogada fundadora de Herrera Abogados de Inmigración.',
  },
});
