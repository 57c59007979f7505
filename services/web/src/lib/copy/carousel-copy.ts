import type { TCarouselLabels } from '../../components/carousel/carousel-controls';
import { bilingual } from './bilingual';

/**
 * The words of every carousel's controls (previous/next, pause/play, slide and dot names) in both
 * languages, so each carousel of the site names its buttons the same way.
 */
export const CAROUSEL_LABELS = bilingual<TCarouselLabels>({
  en: {
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause',
    play: 'Play',
    slide: (n, total) => `${n} of ${total}`,
    goTo: (n, total) => `Go to slide ${n} of ${total}`,
    counter: (n, total) => `Slide ${n} of ${total}`,
  },
  es: {
    previous: 'Anterior',
    next: 'Siguiente',
    pause: 'Pausar',
    play: 'Reanudar',
    slide: (n, total) => `${n} de ${total}`,
    goTo: (n, total) => `Ir a la diapositiva ${n} de ${total}`,
    counter: (n, total) => `Diapositiva ${n} de ${total}`,
  },
});
