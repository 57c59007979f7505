import { bilingual } from '../../lib/copy/bilingual';

/** The studio's list of page texts. */
export const COPY = bilingual({
  en: {
    title: 'Page texts',
    description: 'The long texts of the site’s pages in both languages and their state.',
    heading: 'Page texts',
    lead: 'The long texts of the site’s pages (visas, privacy, terms, history…). Each language is published on its own; a text can be restored but never deleted. Times are El Paso time.',
    caption: 'Page texts',
    page: 'Page',
    blocks: 'Blocks',
    state: 'State',
    changed: 'Last change',
  },
  es: {
    title: 'Textos de las páginas',
    description: 'Los textos largos de las páginas del sitio en ambos idiomas y su estado.',
    heading: 'Textos de las páginas',
    lead: 'Los textos largos de las páginas del sitio (visas, privacidad, términos, historia…). Cada idioma se publica por separado; un texto se puede restaurar pero nunca borrar. Las horas son de El Paso.',
    caption: 'Textos de las páginas',
    page: 'Página',
    blocks: 'Bloques',
    state: 'Estado',
    changed: 'Último cambio',
  },
});
