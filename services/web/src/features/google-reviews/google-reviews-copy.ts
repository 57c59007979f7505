import type { TPublicSamples } from '@firm/shared/studio/studio-collections';
import type { TLocale } from '@firm/shared/i18n/locale';
import { bilingual } from '../../lib/copy/bilingual';
import { showsSamples } from '../../lib/content/samples';

/** The words of the Google reviews (cards, carousel, grid, empty state and the write-a-review link). */
export const GOOGLE_REVIEWS_COPY = bilingual({
  en: {
    heading: 'Google reviews',
    /** The heading while any review or testimonial is still sample content: it claims nothing. */
    sampleHeading: 'Client reviews',
    /** Under a sample review, instead of where it comes from. */
    sample: 'Example: not a real client review',
    carouselLabel: 'Google reviews',
    listLabel: 'Google reviews',
    avatarAlt: (name: string) => `Profile picture of ${name}`,
    stars: (rating: number, max: number) => `${rating} out of ${max} star${max === 1 ? '' : 's'}`,
    source: 'Google review',
    empty: 'No reviews available',
    writeReview: 'Write us a review',
    summary: (count: number) => (count === 1 ? '1 Google review' : `${count} Google reviews`),
    sampleSummary: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
    average: 'Average rating',
  },
  es: {
    heading: 'Reseñas de Google',
    sampleHeading: 'Reseñas de clientes',
    sample: 'Ejemplo: no es la reseña de un cliente real',
    carouselLabel: 'Reseñas de Google',
    listLabel: 'Reseñas de Google',
    avatarAlt: (name: string) => `Foto de perfil de ${name}`,
    stars: (rating: number, max: number) => `${rating} de ${max} estrella${max === 1 ? '' : 's'}`,
    source: 'Reseña de Google',
    empty: 'No hay reseñas disponibles',
    writeReview: 'Déjenos una reseña en Google',
    summary: (count: number) => (count === 1 ? '1 reseña en Google' : `${count} reseñas en Google`),
    sampleSummary: (count: number) => (count === 1 ? '1 reseña' : `${count} reseñas`),
    average: 'Calificación promedio',
  },
});

/**
 * The reviews' heading: "Google reviews" once every review is the firm's own, "Client reviews" while the
 * site still shows sample content (issue 30 §3), which must not pass for real Google reviews.
 */
export function reviewsHeading(locale: TLocale, samples: TPublicSamples | null): string {
  const copy = GOOGLE_REVIEWS_COPY[locale];
  return showsSamples(samples) ? copy.sampleHeading : copy.heading;
}
