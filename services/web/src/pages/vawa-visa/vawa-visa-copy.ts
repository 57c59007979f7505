import { VAWA_FILE_WITHIN_YEARS_OF_DIVORCE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The vawa visa page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'VAWA visa',
    heading: 'VAWA: protection for victims of abuse',
    description: `Abused by a U.S. citizen or resident spouse, parent or adult child? VAWA may let you self-petition. Ex-spouses must file within ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} years of divorce.`,
    lead: 'You can apply on your own, without the abuser knowing or signing anything.',
  },
  es: {
    title: 'Visa VAWA',
    heading: 'VAWA: protección para víctimas de maltrato',
    description: `¿Le maltrató su cónyuge, padre o hijo adulto ciudadano o residente? VAWA puede permitirle autopeticionar. Ex cónyuges: hasta ${VAWA_FILE_WITHIN_YEARS_OF_DIVORCE} años tras el divorcio.`,
    lead: 'Puede solicitarla por su cuenta, sin que el agresor lo sepa ni firme nada.',
  },
});
