import { bilingual } from '../../lib/copy/bilingual';
import { textPage } from '../kit/text-page';

const COPY = bilingual({
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

/** The terms and conditions: their text comes from infra/content/pages/terms. */
export const page = textPage('terms', COPY);
