import type { TPageCopy } from '../kit/static-page';

/** The video landing page's words (the page exists in Spanish only). */
export const COPY: { es: TPageCopy } = {
  es: {
    title: 'Evaluación gratuita de su caso',
    heading: '¿Nos vio en YouTube? Evaluemos su caso gratis',
    description:
      'Cuéntenos su situación y un miembro de nuestro equipo le llamará para una evaluación gratuita de su caso migratorio.',
    lead: 'Déjenos sus datos y le llamamos.',
  },
};
