import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The humanitarian visa page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Humanitarian visas: VAWA, T and U',
    heading: 'Humanitarian visas',
    description:
      'VAWA, T visas and U visas protect victims of abuse, trafficking and crime. Find out if you may qualify with a free, confidential evaluation.',
    lead: 'Protection for victims of abuse, human trafficking and crime: confidential, and in your language.',
  },
  es: {
    title: 'Visas humanitarias: VAWA, T y U',
    heading: 'Visas humanitarias',
    description:
      'VAWA, la visa T y la visa U protegen a víctimas de maltrato, trata y delitos. Descubra si califica con una evaluación gratuita y confidencial.',
    lead: 'Protección para víctimas de maltrato, trata de personas y delitos, de forma confidencial y en su idioma.',
  },
});
