import { K1_CHILDREN_UNDER_AGE, K1_MARRY_WITHIN_DAYS } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TVisaDetailsCopy } from '../kit/visa-details';

/** The K-1 visa page's words (its explanations are the page text infra/content/pages/k1-visa). */
export const COPY = bilingual<TVisaDetailsCopy>({
  en: {
    title: 'K-1 fiancé(e) visa',
    heading: 'K-1 visa for your fiancé(e)',
    description: `U.S. citizens can bring a fiancé(e) on a K-1 visa: you must marry within ${K1_MARRY_WITHIN_DAYS} days of arrival, and their unmarried children under ${K1_CHILDREN_UNDER_AGE} may come too.`,
    lead: 'Bring the person you love and start your life together in the United States.',
    facts: [
      ['Who it is for', 'The fiancé(e) of a U.S. citizen (not of a permanent resident)'],
      ['The wedding', `Within ${K1_MARRY_WITHIN_DAYS} days of the K-1 holder’s arrival`],
      ['Children', `Unmarried and under ${K1_CHILDREN_UNDER_AGE}: they may come on K-2 visas`],
      ['After the wedding', 'A green card from inside the U.S. (adjustment of status)'],
      ['How it starts', 'The citizen files Form I-129F with USCIS'],
    ],
  },
  es: {
    title: 'Visa K-1 de prometido(a)',
    heading: 'Visa K-1 para su prometido(a)',
    description: `Con la visa K-1 un ciudadano trae a su prometido(a): deben casarse dentro de ${K1_MARRY_WITHIN_DAYS} días de su llegada y sus hijos solteros menores de ${K1_CHILDREN_UNDER_AGE} pueden venir.`,
    lead: 'Traiga a la persona que ama y empiecen su vida juntos en Estados Unidos.',
    facts: [
      [
        'Para quién es',
        'El prometido o la prometida de un ciudadano estadounidense (no de un residente)',
      ],
      ['La boda', `Dentro de los ${K1_MARRY_WITHIN_DAYS} días siguientes a su llegada`],
      [
        'Los hijos',
        `Solteros y menores de ${K1_CHILDREN_UNDER_AGE} años: pueden venir con visa K-2`,
      ],
      ['Después de la boda', 'La residencia sin salir de Estados Unidos (ajuste de estatus)'],
      ['Cómo empieza', 'El ciudadano presenta el formulario I-129F ante USCIS'],
    ],
  },
});
