import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The contact page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Contact us',
    heading: 'Contact us',
    description:
      'Call, write or visit our offices in El Paso, Texas and Washington, DC. Free case evaluation in Spanish or English.',
    lead: 'We answer in Spanish and English. Your first evaluation is free.',
  },
  es: {
    title: 'Contacto',
    heading: 'Contáctenos',
    description:
      'Llámenos, escríbanos o visite nuestras oficinas en El Paso, Texas y Washington, DC. Evaluación gratuita en español o inglés.',
    lead: 'Le atendemos en español y en inglés. Su primera evaluación es gratuita.',
  },
});
