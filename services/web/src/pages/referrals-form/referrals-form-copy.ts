import type { TPageCopy } from '../kit/static-page';

/** The referrals form page's words (the page exists in Spanish only). */
export const COPY: { es: TPageCopy } = {
  es: {
    title: 'Recomiende a un conocido',
    heading: 'Recomiende a familiares y amigos',
    description:
      '¿Conoce a alguien que necesita ayuda con su caso migratorio? Compártanos sus datos y le ofreceremos una evaluación gratuita.',
    lead: 'Agregue a las personas que quiere recomendar.',
  },
};
