import { K1_CHILDREN_UNDER_AGE, K1_MARRY_WITHIN_DAYS } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The k1 visa page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'K-1 fiancé(e) visa',
    heading: 'K-1 visa for your fiancé(e)',
    description: `U.S. citizens can bring a fiancé(e) on a K-1 visa: you must marry within ${K1_MARRY_WITHIN_DAYS} days of arrival, and their unmarried children under ${K1_CHILDREN_UNDER_AGE} may come too.`,
    lead: 'Bring the person you love and start your life together in the United States.',
  },
  es: {
    title: 'Visa K-1 de prometido(a)',
    heading: 'Visa K-1 para su prometido(a)',
    description: `Con la visa K-1 un ciudadano trae a su prometido(a): deben casarse dentro de ${K1_MARRY_WITHIN_DAYS} días de su llegada y sus hijos solteros menores de ${K1_CHILDREN_UNDER_AGE} pueden venir.`,
    lead: 'Traiga a la persona que ama y empiecen su vida juntos en Estados Unidos.',
  },
});
