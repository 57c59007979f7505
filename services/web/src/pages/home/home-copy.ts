import { YEARS_OF_EXPERIENCE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';

/** The home page's words. */
export const COPY = bilingual({
  en: {
    title: 'Immigration lawyers in El Paso, TX and Washington, DC',
    heading: 'Immigration attorneys who stand with you',
    description: `Herrera Immigration Law: more than ${YEARS_OF_EXPERIENCE.claimed} years helping immigrant families with VAWA, T and U visas, K-1 visas and family petitions. Free case evaluation.`,
    lead: `More than ${YEARS_OF_EXPERIENCE.claimed} years helping families in Texas and across the country. Free case evaluation, in Spanish or English.`,
  },
  es: {
    title: 'Abogados de inmigración en El Paso, TX y Washington, DC',
    heading: 'Abogados de inmigración que están de su lado',
    description: `Herrera Abogados de Inmigración: más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias inmigrantes con VAWA, visas T y U, visas K-1 y peticiones familiares.`,
    lead: `Más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias en Texas y en todo el país. Evaluación gratuita de su caso, en español o en inglés.`,
  },
});
