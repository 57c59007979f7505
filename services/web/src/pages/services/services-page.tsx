import { staticPage } from '../kit/static-page';

/** The services page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage({
  en: {
    title: 'Our services',
    heading: 'Legal services for immigrant families',
    description:
      'Immigration law, plus personal injury and truck-driver recruitment through our sister firms. Talk to our team about your case for free.',
    lead: 'Immigration is our practice; our sister firms handle personal injury and truck-driver recruitment.',
  },
  es: {
    title: 'Nuestros servicios',
    heading: 'Servicios legales para familias inmigrantes',
    description:
      'Derecho de inmigración y, con nuestras firmas hermanas, lesiones personales y reclutamiento de camioneros. Hable gratis con nuestro equipo.',
    lead: 'La inmigración es nuestra práctica; nuestras firmas hermanas atienden lesiones personales y reclutamiento de camioneros.',
  },
});
