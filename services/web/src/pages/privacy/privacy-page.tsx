import { staticPage } from '../kit/static-page';

/** The privacy page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage({
  en: {
    title: 'Privacy policy',
    heading: 'Privacy policy',
    description:
      'How Herrera Immigration Law collects, uses and protects the information you share with us.',
    lead: 'Your information is confidential. This is how we handle it.',
  },
  es: {
    title: 'Política de privacidad',
    heading: 'Política de privacidad',
    description:
      'Cómo Herrera Abogados de Inmigración recopila, usa y protege la información que usted comparte con nosotros.',
    lead: 'Su información es confidencial. Así la tratamos.',
  },
});
