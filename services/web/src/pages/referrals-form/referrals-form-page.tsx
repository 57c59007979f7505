import { staticPage } from '../kit/static-page';

/** The referrals form page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage({
  es: {
    title: 'Recomiende a un conocido',
    heading: 'Recomiende a familiares y amigos',
    description:
      '¿Conoce a alguien que necesita ayuda con su caso migratorio? Compártanos sus datos y le ofreceremos una evaluación gratuita.',
    lead: 'Agregue a las personas que quiere recomendar.',
  },
});
