import { bilingual } from '../../lib/copy/bilingual';

/** The sitemap page's words. */
export const COPY = bilingual({
  en: {
    title: 'Sitemap',
    description: 'Every page of the Herrera Immigration Law website in English.',
    lead: 'Every page of our site in one place.',
  },
  es: {
    title: 'Mapa del sitio',
    description: 'Todas las páginas del sitio de Herrera Abogados de Inmigración en español.',
    lead: 'Todas las páginas de nuestro sitio en un solo lugar.',
  },
});
