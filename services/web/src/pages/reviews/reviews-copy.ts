import type { TPageCopy } from '../kit/static-page';

/** The reviews page's words (the page exists in English only; Spanish visitors have the testimonials). */
export const COPY: { en: TPageCopy & { intro: string } } = {
  en: {
    title: 'Reviews',
    heading: 'Client reviews',
    description:
      'Read Google reviews from clients of Herrera Immigration Law in El Paso and across the United States.',
    lead: 'What families we have served say about us.',
    intro:
      'These are reviews our clients have left on Google (some written in Spanish and shown here in translation), followed by videos of their trips home and photos from our community giveaways. Every case is different, and past results do not guarantee a similar outcome.',
  },
};
