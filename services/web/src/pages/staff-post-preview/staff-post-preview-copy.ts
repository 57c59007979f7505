import { bilingual } from '../../lib/copy/bilingual';

/** The article preview's words (in the language previewed, like the page around them). */
export const COPY = bilingual({
  en: {
    banner: 'Preview — not published',
    bannerText: 'This is how visitors will see the article once it is published.',
    back: 'Back to the editor',
    /** The address shown for a draft that has none yet in this language. */
    noAddress: 'no-address-yet',
  },
  es: {
    banner: 'Vista previa — no publicado',
    bannerText: 'Así verán el artículo los visitantes cuando se publique.',
    back: 'Volver al editor',
    noAddress: 'sin-direccion-aun',
  },
});
