import { bilingual } from '../../lib/copy/bilingual';

/** A new article's page. */
export const COPY = bilingual({
  en: {
    title: 'New article',
    description: 'A new blog article in both languages.',
    heading: 'New article',
    lead: 'It is saved as a draft as soon as you write; nothing is published until you say so.',
  },
  es: {
    title: 'Nuevo artículo',
    description: 'Un artículo nuevo del blog en ambos idiomas.',
    heading: 'Nuevo artículo',
    lead: 'Se guarda como borrador en cuanto escribe; nada se publica hasta que usted lo decida.',
  },
});
