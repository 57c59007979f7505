import { staticPage } from '../kit/static-page';

/** The terms page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage({
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
    lead: 'Lea estos términos antes de usar este sitio.',
  },
});
