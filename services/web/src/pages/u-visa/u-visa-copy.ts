import { U_VISA_PRINCIPAL_CAP_PER_YEAR } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TVisaDetailsCopy } from '../kit/visa-details';

// Written the US way in both languages ("10,000"), as US Spanish does.
const CAP = U_VISA_PRINCIPAL_CAP_PER_YEAR.toLocaleString('en-US');

/** The U visa page's words (its explanations are the page text infra/content/pages/u-visa). */
export const COPY = bilingual<TVisaDetailsCopy>({
  en: {
    title: 'U visa',
    heading: 'U visa for crime victims',
    description:
      'Victims of certain crimes who helped the police or prosecutors may qualify for a U visa with a law-enforcement certification.',
    lead: 'Reporting a crime and helping the investigation can open a path to legal status.',
    facts: [
      ['Who it is for', 'Victims of qualifying crimes who help the authorities'],
      ['How you apply', 'Form I-918, with a certification on Form I-918 Supplement B'],
      ['The certification', 'Signed by the police, a prosecutor, a judge or another agency'],
      ['Yearly limit', `${CAP} principal U visas a year, so there is a long waiting list`],
      ['Your family', 'Some family members may be included'],
    ],
  },
  es: {
    title: 'Visa U',
    heading: 'Visa U para víctimas de delitos',
    description:
      'Las víctimas de ciertos delitos que ayudaron a la policía o a la fiscalía pueden calificar para la visa U con una certificación de las autoridades.',
    lead: 'Denunciar un delito y colaborar con la investigación puede abrirle un camino a un estatus legal.',
    facts: [
      ['Para quién es', 'Víctimas de ciertos delitos que colaboran con las autoridades'],
      [
        'Cómo se pide',
        'Con el formulario I-918 y la certificación del formulario I-918, Suplemento B',
      ],
      ['La certificación', 'La firma la policía, la fiscalía, un juez u otra agencia'],
      ['Límite anual', `${CAP} visas U principales al año, por eso la lista de espera es larga`],
      ['Su familia', 'Algunos familiares pueden incluirse'],
    ],
  },
});
