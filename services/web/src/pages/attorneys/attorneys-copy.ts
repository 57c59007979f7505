import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The attorneys page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Our attorneys',
    heading: 'Meet our attorneys',
    description:
      'Meet attorney Ana Herrera, founder of the firm, and our consulting attorney: bilingual legal help for immigrant families.',
    lead: 'A bilingual team that treats every case as unique.',
  },
  es: {
    title: 'Nuestros abogados',
    heading: 'Conozca a nuestros abogados',
    description:
      'Conozca a la abogada Ana Herrera, fundadora de la firma, y a nuestro abogado consultor: ayuda legal bilingüe para familias inmigrantes.',
    lead: 'Un equipo bilingüe que trata cada caso como único.',
  },
});
