import type { TLocale } from '@firm/shared/i18n/locale';
import type { TCarouselLabels } from '../../components/carousel/carousel-controls';
import { bilingual } from './bilingual';

const LABELS = bilingual<TCarouselLabels>({
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
    play: 'Reproducir',
    slide: (n, total) => `${n} de ${total}`,
    goTo: (n, total) => `Ir a la diapositiva ${n} de ${total}`,
    counter: (n, total) => `Diapositiva ${n} de ${total}`,
  },
});

/**
 * The words of a carousel's controls in a language (the carousel itself has none).
 * @param locale - the page's language
 */
export function carouselLabels(locale: TLocale): TCarouselLabels {
  return LABELS[locale];
}
