import { bilingual } from '../../lib/copy/bilingual';

/** The sitemap page's words. */
export const COPY = bilingual({
  en: {
    title: 'Sitemap',
    description:
      'Every page of the Herrera Immigration Law website in English: the firm, services, visas, reviews, blog articles, forms and legal pages.',
    lead: 'Every page of our site in one place.',
    groups: {
      firm: 'The firm',
      services: 'Services',
      visas: 'Visas',
      reviews: 'Reviews and testimonials',
      blog: 'Blog',
      forms: 'Contact and forms',
      legal: 'Legal',
    },
    /** An attorney's profile: name and role. */
    attorney: (name: string, role: string) => `${name} – ${role}`,
    /** A blog category (its name alone may be a visa's page name). */
    category: (name: string) => `Blog: ${name}`,
    incomplete:
      'Some attorney profiles or blog articles could not be listed right now. Please try again in a few minutes.',
  },
  es: {
    title: 'Mapa del sitio',
    description:
      'Todas las páginas del sitio de Herrera Abogados de Inmigración en español: la firma, servicios, visas, testimonios, blog, formularios y avisos legales.',
    lead: 'Todas las páginas de nuestro sitio en un solo lugar.',
    groups: {
      firm: 'La firma',
      services: 'Servicios',
      visas: 'Visas',
      reviews: 'Testimonios',
      blog: 'Blog',
      forms: 'Contacto y formularios',
      legal: 'Avisos legales',
    },
    attorney: (name: string, role: string) => `${name} – ${role}`,
    category: (name: string) => `Blog: ${name}`,
    incomplete:
      'En este momento no pudimos mostrar algunos perfiles de abogados o artículos del blog. Por favor, inténtelo de nuevo en unos minutos.',
  },
});
