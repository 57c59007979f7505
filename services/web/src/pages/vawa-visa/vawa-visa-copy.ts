import {
  CITIZEN_CHILD_MIN_AGE,
  VAWA_CHILD_UNDER_AGE,
  VAWA_FILE_WITHIN_YEARS_OF_DIVORCE,
} from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TVisaDetailsCopy } from '../kit/visa-details';

/** The VAWA page's words (its explanations are the page text infra/content/pages/vawa-visa). */
export const COPY = bilingual<TVisaDetailsCopy>({
  en: {
    title: 'VAWA visa',
    heading: 'VAWA: protection for victims of abuse',
    description: `VAWA lets spouses and children abused by a U.S. citizen or resident, and parents abused by a U.S.-citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE}+, petition on their own.`,
    lead: 'You can apply on your own, without the abuser knowing or signing anything.',
    facts: [
      ['How you apply', 'A self-petition on Form I-360: you file it yourself'],
      ['The abuser', 'Is not notified and does not sign anything'],
      [
        'Spouses',
        `Of an abusive citizen or resident; ex-spouses within ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} years of the divorce`,
      ],
      ['Parents', `Abused by a U.S.-citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or over`],
      [
        'Children',
        `Unmarried and under ${VAWA_CHILD_UNDER_AGE}, abused by a citizen or resident parent`,
      ],
    ],
  },
  es: {
    title: 'Visa VAWA',
    heading: 'VAWA: protección para víctimas de maltrato',
    description: `Cónyuges e hijos maltratados por un ciudadano o residente, y padres maltratados por un hijo ciudadano de ${CITIZEN_CHILD_MIN_AGE} años o más, pueden pedir VAWA por su cuenta.`,
    lead: 'Puede solicitarla por su cuenta, sin que el agresor lo sepa ni firme nada.',
    facts: [
      ['Cómo se pide', 'Con una autopetición, el formulario I-360: la presenta usted'],
      ['El agresor', 'No recibe ningún aviso ni tiene que firmar nada'],
      [
        'Esposos',
        `De un ciudadano o residente que los maltrató; si ya se divorciaron, dentro de ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} años del divorcio`,
      ],
      ['Padres', `Maltratados por un hijo o hija ciudadano de ${CITIZEN_CHILD_MIN_AGE} años o más`],
      [
        'Hijos',
        `Solteros y menores de ${VAWA_CHILD_UNDER_AGE} años, maltratados por su padre o madre ciudadano o residente`,
      ],
    ],
  },
});
