import { bilingual } from '../../lib/copy/bilingual';

/** The words around the Google reviews list of the reviews and testimonials pages. */
export const GOOGLE_REVIEWS_SECTION_COPY = bilingual({
  en: { pages: 'Google reviews: pages' },
  es: { pages: 'Reseñas de Google: páginas' },
});
