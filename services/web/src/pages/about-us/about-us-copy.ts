import { FOUNDED_YEAR, YEARS_OF_EXPERIENCE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The about us page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'About us',
    heading: 'About Herrera Immigration Law',
    description: `Founded in El Paso, Texas in ${FOUNDED_YEAR}, our firm has spent more than ${YEARS_OF_EXPERIENCE.claimed} years helping immigrant families find a legal path.`,
    lead: `Since ${FOUNDED_YEAR} we have helped families from El Paso to Washington, DC.`,
  },
  es: {
    title: 'Nosotros',
    heading: 'Sobre Herrera Abogados de Inmigración',
    description: `Fundada en El Paso, Texas, en ${FOUNDED_YEAR}, nuestra firma lleva más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias inmigrantes a encontrar un camino legal.`,
    lead: `Desde ${FOUNDED_YEAR} ayudamos a familias desde El Paso hasta Washington, DC.`,
  },
});
