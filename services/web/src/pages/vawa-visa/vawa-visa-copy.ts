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
    title: 'VAWA self-petition',
    heading: 'VAWA: protection for victims of abuse',
    description: `VAWA lets spouses and children abused by a U.S. citizen or resident, and parents abused by a U.S.-citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE}+, petition on their own.`,
    lead: 'You can apply on your own: USCIS does not notify the abuser, and the abuser signs nothing.',
    facts: [
      ['How you apply', 'A self-petition on Form I-360: you file it yourself'],
      ['The abuser', 'Is not notified and does not sign anything'],
      [
        'Spouses',
        `Of an abusive citizen or resident; ex-spouses within ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} years of a divorce connected to the abuse`,
      ],
      [
        'Parents',
        `Abused by a U.S.-citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or older`,
      ],
      [
        'Children',
        `Unmarried and under ${VAWA_CHILD_UNDER_AGE}, abused by a citizen or resident parent`,
      ],
    ],
  },
  es: {
    title: 'VAWA (autopetición)',
    heading: 'VAWA: protección para víctimas de maltrato',
    description: `Cónyuges e hijos maltratados por un ciudadano o residente, y padres maltratados por un hijo o hija ciudadano de ${CITIZEN_CHILD_MIN_AGE} años o más, pueden pedir VAWA por su cuenta.`,
    lead: 'Puede solicitarla por su cuenta: USCIS no le avisa al agresor, y el agresor no firma nada.',
    facts: [
      ['Cómo se pide', 'Con una autopetición, el formulario I-360: la presenta usted'],
      ['El agresor', 'No recibe ningún aviso ni tiene que firmar nada'],
      [
        'Esposos',
        `Maltratados por su esposo o esposa con ciudadanía o residencia; si ya se divorciaron, dentro de los ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} años siguientes a un divorcio que tuvo que ver con el maltrato`,
      ],
      [
        'Padres',
        `Maltratados por un hijo o hija con ciudadanía, de ${CITIZEN_CHILD_MIN_AGE} años o más`,
      ],
      [
        'Hijos',
        `Solteros y menores de ${VAWA_CHILD_UNDER_AGE} años, maltratados por su padre o madre con ciudadanía o residencia`,
      ],
    ],
  },
});
