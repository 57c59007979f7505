import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The testimonials page's words (the videos, photos and reviews come from the content service). */
export const COPY = bilingual<TPageCopy & { intro: string }>({
  en: {
    title: 'Testimonials',
    heading: "Our clients' stories",
    description:
      'Videos and photos from families we have helped: trips home after years apart, our community giveaways and our clients’ Google reviews.',
    lead: 'Families who trusted us share their experience.',
    intro:
      'Behind every case there is a family. Here are some of them: clients who could finally fly home, neighbors at our giveaways, and the reviews our clients leave on Google. Every case is different, and past results do not guarantee a similar outcome.',
  },
  es: {
    title: 'Testimonios',
    heading: 'Historias de nuestros clientes',
    description:
      'Videos y fotos de familias que hemos ayudado: viajes a casa después de años de espera, nuestros sorteos comunitarios y las reseñas de nuestros clientes en Google.',
    lead: 'Familias que confiaron en nosotros comparten su experiencia.',
    intro:
      'Detrás de cada caso hay una familia. Aquí le compartimos algunas: clientes que por fin pudieron viajar a su país, vecinos en nuestros sorteos y las reseñas que nuestros clientes dejan en Google. Cada caso es distinto y los resultados anteriores no garantizan un resultado similar.',
  },
});
