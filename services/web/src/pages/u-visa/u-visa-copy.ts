import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The u visa page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'U visa',
    heading: 'U visa for crime victims',
    description:
      'Victims of certain crimes who helped the police or prosecutors may qualify for a U visa with a law-enforcement certification.',
    lead: 'Reporting a crime and helping the investigation can open a path to legal status.',
  },
  es: {
    title: 'Visa U',
    heading: 'Visa U para víctimas de delitos',
    description:
      'Las víctimas de ciertos delitos que ayudaron a la policía o a la fiscalía pueden calificar para la visa U con una certificación de las autoridades.',
    lead: 'Denunciar un delito y colaborar con la investigación puede abrirle un camino a un estatus legal.',
  },
});
