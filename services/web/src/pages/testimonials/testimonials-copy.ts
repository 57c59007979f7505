import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The testimonials page's words. */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Testimonials',
    heading: "Our clients' stories",
    description:
      'Videos and photos from families we have helped: trips home after years apart, and our community giveaways.',
    lead: 'Families who trusted us share their experience.',
  },
  es: {
    title: 'Testimonios',
    heading: 'Historias de nuestros clientes',
    description:
      'Videos y fotos de familias que hemos ayudado: viajes a casa después de años de espera y nuestros sorteos comunitarios.',
    lead: 'Familias que confiaron en nosotros comparten su experiencia.',
  },
});
