import { staticPage } from '../kit/static-page';

/** The reviews page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage({
  en: {
    title: 'Reviews',
    heading: 'What our clients say',
    description:
      'Read Google reviews from clients of Herrera Immigration Law in El Paso and across the United States.',
    lead: 'Real reviews from the families we serve.',
  },
});
