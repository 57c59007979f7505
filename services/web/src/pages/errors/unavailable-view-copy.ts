import { bilingual } from '../../lib/copy/bilingual';

/** The unavailable view page's words. */
export const COPY = bilingual({
  en: {
    title: 'This page is temporarily unavailable',
    body: 'Please try again in a few minutes, or call us: we are here to help.',
  },
  es: {
    title: 'Esta página no está disponible por el momento',
    body: 'Intente de nuevo en unos minutos o llámenos: estamos para ayudarle.',
  },
});
