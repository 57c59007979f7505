import { bilingual } from '../../lib/copy/bilingual';

/** An article's editor page. */
export const COPY = bilingual({
  en: {
    title: 'Edit article',
    description: 'A blog article in both languages.',
    untitled: 'Article without a title',
    lead: 'Changes are saved as a new revision; the site changes only when you publish.',
  },
  es: {
    title: 'Editar artículo',
    description: 'Un artículo del blog en ambos idiomas.',
    untitled: 'Artículo sin título',
    lead: 'Cada cambio se guarda como una revisión nueva; el sitio cambia solo al publicar.',
  },
});
