import type { TPageCopy } from '../kit/static-page';

/** The reviews page's words (the page exists in English only; Spanish visitors have the testimonials). */
export const COPY: { en: TPageCopy & { intro: string } } = {
  en: {
    title: 'Reviews',
    heading: 'What our clients say',
    description:
      'Read Google reviews from clients of Herrera Immigration Law in El Paso and across the United States.',
    lead: 'Real reviews from the families we serve.',
    intro:
      'These are the reviews our clients have left on Google, in their own words, followed by videos of their trips home and photos from our community giveaways. Every case is different, and past results do not guarantee a similar outcome.',
  },
};
