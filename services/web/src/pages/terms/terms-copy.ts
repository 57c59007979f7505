import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The terms and conditions page's words (its text is a page text in infra/content/pages/terms). */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Terms and conditions',
    heading: 'Terms and conditions',
    description: 'The terms that govern the use of the Herrera Immigration Law website.',
    lead: 'Please read these terms before using this site.',
  },
  es: {
    title: 'Términos y condiciones',
    heading: 'Términos y condiciones',
    description: 'Los términos que rigen el uso del sitio web de Herrera Abogados de Inmigración.',
    lead: 'Le pedimos que lea estos términos antes de usar este sitio.',
  },
});
