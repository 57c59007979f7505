import { bilingual } from '../../lib/copy/bilingual';

/** The article preview's words (in the language previewed, like the page around them). */
export const COPY = bilingual({
  en: {
    /** The address shown for a draft that has none yet in this language. */
    noAddress: 'no-address-yet',
  },
  es: {
    noAddress: 'sin-direccion-aun',
  },
});
