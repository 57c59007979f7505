import { firmJsonLd } from '../kit/page-json-ld';
import { staticPage } from '../kit/static-page';

/** The contact page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(
  {
    en: {
      title: 'Contact us',
      heading: 'Contact us',
      description:
        'Call, write or visit our offices in El Paso, Texas and Washington, DC. Free case evaluation in Spanish or English.',
      lead: 'We answer in Spanish and English. Your first evaluation is free.',
    },
    es: {
      title: 'Contacto',
      heading: 'Contáctenos',
      description:
        'Llámenos, escríbanos o visite nuestras oficinas en El Paso, Texas y Washington, DC. Evaluación gratuita en español o inglés.',
      lead: 'Le atendemos en español y en inglés. Su primera evaluación es gratuita.',
    },
  },
  { jsonLd: firmJsonLd },
);
