import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The services page's words (each area's long description is a page text in infra/content/pages/services). */
export const COPY = bilingual<TPageCopy & { cta: string }>({
  en: {
    title: 'Our services',
    heading: 'Legal services for immigrant families',
    description:
      'Immigration law, plus personal injury and truck-driver recruitment through our sister firms. Talk to our team about your case for free.',
    lead: 'Immigration is our practice; our sister firms handle personal injury and truck-driver recruitment.',
    cta: 'Get a free evaluation',
  },
  es: {
    title: 'Nuestros servicios',
    heading: 'Servicios legales para familias inmigrantes',
    description:
      'Derecho de inmigración y, con nuestras firmas hermanas, lesiones personales y reclutamiento de choferes de tráiler. Hable gratis con nuestro equipo.',
    lead: 'La inmigración es nuestra práctica; nuestras firmas hermanas atienden lesiones personales y reclutamiento de choferes de tráiler.',
    cta: 'Pida su evaluación gratuita',
  },
});
