import type { TPageCopy } from '../kit/static-page';

/** The reviews page's words (the page exists in English only). */
export const COPY: { en: TPageCopy } = {
  en: {
    title: 'Reviews',
    heading: 'What our clients say',
    description:
      'Read Google reviews from clients of Herrera Immigration Law in El Paso and across the United States.',
    lead: 'Real reviews from the families we serve.',
  },
};
