import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The immigration lawyer page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Immigration lawyer',
    heading: 'Immigration lawyer in El Paso, Texas',
    description:
      'Family petitions, VAWA, T and U visas, K-1 visas and more. An immigration lawyer who explains your options in plain Spanish or English.',
    lead: 'We evaluate your case, start the process with you and follow it until you receive your documents.',
  },
  es: {
    title: 'Abogado de inmigración',
    heading: 'Abogado de inmigración en El Paso, Texas',
    description:
      'Peticiones familiares, VAWA, visas T y U, visas K-1 y más. Un abogado de inmigración que le explica sus opciones con claridad y en español.',
    lead: 'Evaluamos su caso, iniciamos el proceso con usted y lo acompañamos hasta que reciba sus documentos.',
  },
});
