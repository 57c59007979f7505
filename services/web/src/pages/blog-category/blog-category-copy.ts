import { bilingual } from '../../lib/copy/bilingual';

/** The blog category page's words. */
export const COPY = bilingual({
  en: {
    title: (name: string, page: number) =>
      page > 1 ? `${name}: articles, page ${page}` : `${name}: articles`,
    description: (name: string) =>
      `Articles about ${name} from the immigration attorneys of Herrera Immigration Law.`,
    empty: 'There are no articles in this category yet.',
  },
  es: {
    title: (name: string, page: number) =>
      page > 1 ? `${name}: artículos, página ${page}` : `${name}: artículos`,
    description: (name: string) =>
      `Artículos sobre ${name} de los abogados de inmigración de Herrera Abogados de Inmigración.`,
    empty: 'Todavía no hay artículos en esta categoría.',
  },
});
