import { bilingual } from '../../lib/copy/bilingual';

/** The studio's list of articles. */
export const COPY = bilingual({
  en: {
    title: 'Articles',
    description: 'The blog’s articles in both languages and their state.',
    heading: 'Blog articles',
    lead: 'Each language is published on its own. Times are El Paso time.',
    newPost: 'New article',
    caption: 'Articles, the latest changed first',
    titleEs: 'Title (Spanish)',
    titleEn: 'Title (English)',
    state: 'State',
    changed: 'Last change',
    by: 'By',
    untitled: '(no title yet)',
    theImport: 'the content import',
    empty: 'There are no articles yet.',
  },
  es: {
    title: 'Artículos',
    description: 'Los artículos del blog en ambos idiomas y su estado.',
    heading: 'Artículos del blog',
    lead: 'Cada idioma se publica por separado. Las horas son de El Paso.',
    newPost: 'Nuevo artículo',
    caption: 'Artículos, el último cambiado primero',
    titleEs: 'Título (español)',
    titleEn: 'Título (inglés)',
    state: 'Estado',
    changed: 'Último cambio',
    by: 'Por',
    untitled: '(aún sin título)',
    theImport: 'la importación de contenido',
    empty: 'Aún no hay artículos.',
  },
});
