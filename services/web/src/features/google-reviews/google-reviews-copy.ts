import { bilingual } from '../../lib/copy/bilingual';

/** The words of the Google reviews (cards, carousel, grid, empty state and the write-a-review link). */
export const GOOGLE_REVIEWS_COPY = bilingual({
  en: {
    heading: 'Google reviews',
    carouselLabel: 'Google reviews',
    listLabel: 'Google reviews',
    avatarAlt: (name: string) => `Profile picture of ${name}`,
    stars: (rating: number, max: number) => `${rating} out of ${max} star${max === 1 ? '' : 's'}`,
    source: 'Google review',
    empty: 'No reviews available',
    writeReview: 'Write us a review',
    summary: (count: number) => (count === 1 ? '1 Google review' : `${count} Google reviews`),
    average: 'Average rating',
  },
  es: {
    heading: 'Reseñas de Google',
    carouselLabel: 'Reseñas de Google',
    listLabel: 'Reseñas de Google',
    avatarAlt: (name: string) => `Foto de perfil de ${name}`,
    stars: (rating: number, max: number) => `${rating} de ${max} estrella${max === 1 ? '' : 's'}`,
    source: 'Reseña de Google',
    empty: 'No hay reseñas disponibles',
    writeReview: 'Déjenos una reseña en Google',
    summary: (count: number) => (count === 1 ? '1 reseña en Google' : `${count} reseñas en Google`),
    average: 'Calificación promedio',
  },
});
