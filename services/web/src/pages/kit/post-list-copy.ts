import { bilingual } from '../../lib/copy/bilingual';

/** The words around a list of blog posts. */
export const POST_LIST_COPY = bilingual({
  en: { list: 'Articles', pages: 'Articles: pages' },
  es: { list: 'Artículos', pages: 'Artículos: páginas' },
});
