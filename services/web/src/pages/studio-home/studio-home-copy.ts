import { bilingual } from '../../lib/copy/bilingual';

/** The content studio's home (issue 30). */
export const COPY = bilingual({
  en: {
    title: 'Content',
    description: 'Everything the site shows, by section, and the sample content still on it.',
    heading: 'Content',
    lead: 'Everything the site shows, by section. Sample content shipped with the site is listed below until the firm’s own replaces it.',
    sections: 'Sections',
    posts: 'Articles',
    postsText: 'The blog’s articles.',
    texts: 'Pages',
    textsText: 'The long texts of the site’s pages.',
    media: 'Media',
    mediaText: 'Images and videos, with their alt texts.',
    firm: 'Firm',
    firmText: 'Phones, offices, hours and the firm’s other facts (admins).',
    samples: 'Sample content',
    samplesTotal: (n: number) =>
      n === 1
        ? 'The site still shows 1 sample item. Replace it with the firm’s own.'
        : `The site still shows ${n} sample items. Replace them with the firm’s own.`,
    noSamples: 'The site shows no sample content.',
    inCollection: (name: string, n: number) => `${name}: ${n}`,
  },
  es: {
    title: 'Contenido',
    description:
      'Todo lo que muestra el sitio, por sección, y el contenido de ejemplo que aún tiene.',
    heading: 'Contenido',
    lead: 'Todo lo que muestra el sitio, por sección. El contenido de ejemplo que venía con el sitio aparece abajo hasta que lo reemplace el de la firma.',
    sections: 'Secciones',
    posts: 'Artículos',
    postsText: 'Los artículos del blog.',
    texts: 'Páginas',
    textsText: 'Los textos largos de las páginas del sitio.',
    media: 'Medios',
    mediaText: 'Imágenes y videos, con sus textos alternativos.',
    firm: 'Firma',
    firmText: 'Teléfonos, oficinas, horarios y demás datos de la firma (administradores).',
    samples: 'Contenido de ejemplo',
    samplesTotal: (n: number) =>
      n === 1
        ? 'El sitio todavía muestra 1 elemento de ejemplo. Reemplácelo con el de la firma.'
        : `El sitio todavía muestra ${n} elementos de ejemplo. Reemplácelos con los de la firma.`,
    noSamples: 'El sitio no muestra contenido de ejemplo.',
    inCollection: (name: string, n: number) => `${name}: ${n}`,
  },
});
