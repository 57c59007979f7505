import { PAROLE_MIN_YEARS_IN_COUNTRY } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/**
 * The parole landing's words. The parole for spouses of U.S. citizens ("Keeping Families Together") was
 * struck down by a federal court in November 2024 (see the blog's article on it): the page no longer
 * recruits for it, it offers a free review of the visitor's options. The form asks two questions.
 */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Options for spouses of U.S. citizens',
    heading: 'The parole for spouses ended: let’s review your options',
    description: `The parole for spouses of U.S. citizens was struck down in 2024. Married to a citizen and here more than ${PAROLE_MIN_YEARS_IN_COUNTRY} years? We review your options for free.`,
    lead: 'A federal court struck it down in November 2024, and USCIS no longer accepts applications. Other paths may still be open: answer two questions and we will review your case for free.',
  },
  es: {
    title: 'Opciones para cónyuges de ciudadanos',
    heading: 'El parole para cónyuges terminó: revisemos sus opciones',
    description: `Un tribunal anuló en 2024 el parole para cónyuges de ciudadanos. ¿Casado(a) con un ciudadano y más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años aquí? Revisamos sus opciones gratis.`,
    lead: 'Un tribunal federal lo anuló en noviembre de 2024 y USCIS ya no acepta solicitudes. Puede haber otros caminos: responda dos preguntas y revisamos su caso gratis.',
  },
});
