import { bilingual } from '../../lib/copy/bilingual';

/** The words around the live-stream entries (their names come from the content service). */
export const LIVES_COPY = bilingual({
  en: {
    watch: 'Watch the recording',
    pages: 'Live streams: pages',
    empty: 'The live streams are not available right now. Please come back in a little while.',
  },
  es: {
    watch: 'Ver la grabación',
    pages: 'Transmisiones en vivo: páginas',
    empty:
      'Las transmisiones no están disponibles en este momento. Vuelva a visitarnos en un rato.',
  },
});
