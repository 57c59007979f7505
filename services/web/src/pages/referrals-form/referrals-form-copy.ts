import type { TPageCopy } from '../kit/static-page';

/** The referrals form page's words (the page exists in Spanish only). */
export const COPY: { es: TPageCopy } = {
  es: {
    title: 'Recomiende a un conocido',
    heading: 'Recomiende a familiares y amigos',
    description:
      '¿Alguien le pidió ayuda con su caso migratorio? Si quiere que le llamemos, compártanos sus datos y le ofreceremos una evaluación gratuita.',
    lead: 'Agregue a las personas que quiere recomendar.',
  },
};
