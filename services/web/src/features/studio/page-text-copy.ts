import { bilingual } from '../../lib/copy/bilingual';

/** The page text editor's words. */
export const PAGE_TEXT_COPY = bilingual({
  en: {
    blocks: {
      intro: 'Introduction',
      eligibility: 'Who qualifies',
      benefits: 'Benefits',
      process: 'The process',
      body: 'Text',
      history: 'History',
      about: 'About the firm',
      mission: 'Mission',
      'how-it-works': 'How it works',
      story: 'The founder’s story',
      'which-visa': 'Which visa',
      immigration: 'Immigration',
      injury: 'Personal injury',
      trucks: 'Truck accidents',
      tips: 'Tips',
    } as Record<string, string>,
    block: (name: string) => `Block: ${name}`,
    blockHint: 'A block cannot be deleted: the page shows it. Headings are ## Title {#anchor}.',
    updated: (lang: string) => `“Last updated” date (${lang})`,
    updatedHint: 'Shown on the page; leave it empty when the page shows none.',
    alsoEditing: (names: string) => `Also editing this page now: ${names}.`,
    back: 'All page texts',
    view: 'See the page on the site',
  },
  es: {
    blocks: {
      intro: 'Introducción',
      eligibility: 'Quién califica',
      benefits: 'Beneficios',
      process: 'El proceso',
      body: 'Texto',
      history: 'Historia',
      about: 'Sobre la firma',
      mission: 'Misión',
      'how-it-works': 'Cómo funciona',
      story: 'La historia del fundador',
      'which-visa': 'Qué visa',
      immigration: 'Inmigración',
      injury: 'Lesiones personales',
      trucks: 'Accidentes de camiones',
      tips: 'Consejos',
    } as Record<string, string>,
    block: (name: string) => `Bloque: ${name}`,
    blockHint:
      'Un bloque no se puede borrar: la página lo muestra. Los encabezados se escriben ## Título {#ancla}.',
    updated: (lang: string) => `Fecha de “última actualización” (${lang})`,
    updatedHint: 'Se muestra en la página; déjela vacía si la página no muestra ninguna.',
    alsoEditing: (names: string) => `También está editando esta página ahora: ${names}.`,
    back: 'Todos los textos de las páginas',
    view: 'Ver la página en el sitio',
  },
});

/** A block's name for people ("Introducción"), or its own name when the copy has none. */
export function blockLabel(locale: 'es' | 'en', block: string): string {
  return PAGE_TEXT_COPY[locale].blocks[block] ?? block;
}
