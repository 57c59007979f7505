import { PAROLE_MIN_YEARS_IN_COUNTRY } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The parole form page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Parole form',
    heading: 'Do you qualify for the new Parole?',
    description: `Married to a U.S. citizen and in the country for more than ${PAROLE_MIN_YEARS_IN_COUNTRY} years? Answer a few questions to see if you may qualify for the new Parole.`,
    lead: 'Answer three questions and we will review your case for free.',
  },
  es: {
    title: 'Formulario de Parole',
    heading: '¿Califica para el nuevo Parole?',
    description: `¿Casado(a) con ciudadano(a) y más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años en el país? Responda unas preguntas para saber si podría calificar para el nuevo Parole.`,
    lead: 'Responda tres preguntas y revisaremos su caso gratis.',
  },
});
