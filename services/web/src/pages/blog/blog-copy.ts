import { bilingual } from '../../lib/copy/bilingual';

/** The blog page's words. */
export const COPY = bilingual({
  en: {
    title: 'Blog: immigration news and guides',
    pageTitle: (n: number) => `Blog: immigration news and guides, page ${n}`,
    heading: 'Immigration blog',
    description:
      'Clear guides on VAWA, U and T visas, K-1 visas, family petitions and immigration news, from the attorneys of Herrera Immigration Law.',
    lead: 'Guides and news, written so you can understand your options.',
    empty: 'There are no articles to show right now.',
  },
  es: {
    title: 'Blog: noticias y guías de inmigración',
    pageTitle: (n: number) => `Blog: noticias y guías de inmigración, página ${n}`,
    heading: 'Blog de inmigración',
    description:
      'Guías claras sobre VAWA, visas U y T, visas K-1, peticiones familiares y noticias de inmigración, de nuestros abogados.',
    lead: 'Guías y noticias escritas para que entienda sus opciones.',
    empty: 'No hay artículos para mostrar en este momento.',
  },
});
