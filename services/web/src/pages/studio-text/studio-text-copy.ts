import { bilingual } from '../../lib/copy/bilingual';

/** A page text's editor page. */
export const COPY = bilingual({
  en: {
    title: 'Edit a page text',
    description: 'The texts of a page of the site in both languages.',
    heading: (name: string) => `Page text: ${name}`,
    lead: 'Changes are saved as a new revision; the site changes only when you publish.',
  },
  es: {
    title: 'Editar el texto de una página',
    description: 'Los textos de una página del sitio en ambos idiomas.',
    heading: (name: string) => `Texto de la página: ${name}`,
    lead: 'Cada cambio se guarda como una revisión nueva; el sitio cambia solo al publicar.',
  },
});
