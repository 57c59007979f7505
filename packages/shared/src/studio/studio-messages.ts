/**
 * The content studio's messages (issue 28) in both languages, side by side: what the API answers an
 * editor (field problems, conflicts, refusals), in the editor's language (the staff pages' `?lang=`).
 * `{name}` placeholders are filled by {@link studioMessage}.
 */
import type { TLocale } from '../i18n/locale';

const MESSAGES = {
  required: { es: '{field}: falta este dato.', en: '{field}: this is missing.' },
  tooLong: {
    es: '{field}: escriba como máximo {max} caracteres.',
    en: '{field}: write at most {max} characters.',
  },
  invalid: { es: '{field}: este valor no es válido.', en: '{field}: this value is not valid.' },
  unknownField: { es: '{field}: este campo no existe.', en: '{field}: there is no such field.' },
  urlFormat: {
    es: '{field}: use solo minúsculas sin acentos, números y guiones (por ejemplo, visa-u-requisitos).',
    en: '{field}: use only lowercase letters, digits and hyphens (for example, u-visa-requirements).',
  },
  urlTaken: {
    es: '{field}: otro artículo ya usa esta dirección.',
    en: '{field}: another article already uses this address.',
  },
  categoryUnknown: {
    es: '{field}: esa categoría no existe.',
    en: '{field}: that category does not exist.',
  },
  authorUnknown: {
    es: '{field}: ese abogado no está en el equipo.',
    en: '{field}: that attorney is not on the team.',
  },
  mediaUnknown: {
    es: '{field}: el archivo {file} no está en la biblioteca de medios.',
    en: '{field}: the file {file} is not in the media library.',
  },
  mediaNotImage: {
    es: '{field}: elija una imagen, no un video.',
    en: '{field}: choose an image, not a video.',
  },
  mediaNoAlt: {
    es: '{field}: la imagen {file} necesita su texto alternativo en {lang} antes de usarse en una página pública.',
    en: '{field}: the image {file} needs its {lang} alt text before a public page can use it.',
  },
  anchorFormat: {
    es: '{field}: el ancla empieza con una letra y lleva solo minúsculas, números y guiones.',
    en: '{field}: an anchor starts with a letter and holds only lowercase letters, digits and hyphens.',
  },
  anchorTwice: {
    es: '{field}: el ancla {anchor} se usa dos veces.',
    en: '{field}: the anchor {anchor} is used twice.',
  },
  anchorMissing: {
    es: '{field}: el texto en {lang} no tiene un encabezado con el ancla {anchor}; termine el encabezado con {#{anchor}}.',
    en: '{field}: the {lang} text has no heading with the anchor {anchor}; end the heading with {#{anchor}}.',
  },
  indexSeparator: {
    es: '{field}: no escriba ";;" ni "**" en el índice.',
    en: '{field}: do not write ";;" or "**" in the index.',
  },
  indexRequired: {
    es: '{field}: agregue al menos una entrada al índice del artículo.',
    en: "{field}: add at least one entry to the article's index.",
  },
  headingLevelOne: {
    es: '{field}: empiece las secciones con "##"; la página ya tiene su título.',
    en: '{field}: start sections with "##"; the page already has its title.',
  },
  headingNeedsAnchor: {
    es: '{field}: el encabezado "{heading}" necesita un ancla; termínelo con {#unas-palabras}.',
    en: '{field}: the heading "{heading}" needs an anchor; end it with {#some-words}.',
  },
  blockUnknown: {
    es: '{field}: esta página no tiene ese bloque.',
    en: '{field}: this page has no such block.',
  },
  blockMissing: {
    es: '{field}: falta este bloque; la página lo muestra.',
    en: '{field}: this block is missing; the page shows it.',
  },
  staleRevision: {
    es: '{name} guardó la revisión {revision} ({when}) mientras usted editaba. No se guardaron sus cambios: conserve su texto, recargue para ver la versión nueva y vuelva a aplicarlos.',
    en: '{name} saved revision {revision} ({when}) while you were editing. Your changes were not saved: keep your text, reload to see the new version and apply them again.',
  },
  someoneElse: { es: 'Otra persona', en: 'Someone else' },
  theImport: { es: 'La importación de contenido', en: 'The content import' },
  postNotFound: { es: 'Ese artículo no existe.', en: 'That article does not exist.' },
  pageNotFound: { es: 'Esa página no existe.', en: 'That page does not exist.' },
  revisionNotFound: { es: 'Esa revisión no existe.', en: 'That revision does not exist.' },
  noSample: {
    es: 'Esta página no tiene texto de ejemplo en infra/content.',
    en: 'This page has no sample text in infra/content.',
  },
  pageCannotUnpublish: {
    es: 'Un texto de página no se puede despublicar: la página lo necesita. Publique otra revisión o restaure una anterior.',
    en: 'A page text cannot be unpublished: the page needs it. Publish another revision or restore an earlier one.',
  },
  attorneyNotFound: { es: 'Ese abogado no existe.', en: 'That attorney does not exist.' },
  attorneySlugTaken: {
    es: '{field}: otro abogado ya usa esta dirección.',
    en: '{field}: another attorney already uses this address.',
  },
  attorneySlugOld: {
    es: '{field}: esta dirección fue de {name} y sigue llevando a su perfil; elija otra.',
    en: "{field}: this address was {name}'s and still leads to that profile; choose another.",
  },
  founderTaken: {
    es: '{field}: {name} ya figura como fundador(a); la firma tiene uno solo. Desmárquelo primero.',
    en: '{field}: {name} is already the founder; the firm has only one. Unmark that profile first.',
  },
  barAdmissionRequired: {
    es: '{field}: agregue al menos una colegiatura (estado y número de colegiado); el perfil la muestra.',
    en: '{field}: add at least one bar admission (state and bar number); the profile shows it.',
  },
  attorneyWritesArticles: {
    es: '{name} es autor(a) de {count} artículo(s). Asigne esos artículos a otro abogado antes de quitar el perfil del sitio.',
    en: '{name} is the author of {count} article(s). Give those articles another author before taking the profile off the site.',
  },
  attorneyInFirmFacts: {
    es: '{name} figura en los datos de la firma como {role}. Cambie primero los datos de la firma.',
    en: "{name} is named in the firm's facts as {role}. Change the firm's facts first.",
  },
  firmFounder: { es: 'fundador(a)', en: 'founder' },
  firmResponsible: {
    es: 'abogado(a) responsable del sitio',
    en: 'attorney responsible for the site',
  },
  mediaNotFound: { es: 'Ese archivo no existe.', en: 'That file does not exist.' },
  mediaInUse: {
    es: 'Este archivo se usa en: {places}. Quítelo de ahí antes de borrarlo.',
    en: 'This file is used in: {places}. Remove it from there before deleting it.',
  },
  mediaNoFile: {
    es: 'Elija un archivo para subir (campo "file").',
    en: 'Choose a file to upload (field "file").',
  },
  mediaType: {
    es: 'Este archivo no es una imagen JPEG, PNG, WebP o AVIF ni un video MP4 o WebM (se revisa su contenido, no su nombre).',
    en: 'This file is not a JPEG, PNG, WebP or AVIF image nor an MP4 or WebM video (its content is checked, not its name).',
  },
  mediaTooLarge: {
    es: 'El archivo pasa de {max} MB, el máximo para {kind}.',
    en: 'The file is over {max} MB, the most for {kind}.',
  },
  mediaBroken: {
    es: 'No se pudo leer la imagen; puede estar dañada.',
    en: 'The image could not be read; it may be damaged.',
  },
  mediaImages: { es: 'una imagen', en: 'an image' },
  mediaVideos: { es: 'un video', en: 'a video' },
  itemNotFound: { es: 'Ese elemento no existe.', en: 'That item does not exist.' },
  numberTooBig: {
    es: '{field}: el valor más alto es {max}.',
    en: '{field}: the highest value is {max}.',
  },
  numberTooSmall: {
    es: '{field}: el valor más bajo es {min}.',
    en: '{field}: the lowest value is {min}.',
  },
  notVideoUrl: {
    es: '{field}: pegue la dirección de un video (YouTube, Facebook, TikTok o Vimeo), no la de un canal o una búsqueda.',
    en: '{field}: paste the address of a video (YouTube, Facebook, TikTok or Vimeo), not a channel or a search.',
  },
  categoryUrlTaken: {
    es: '{field}: otra categoría ya usa esta dirección.',
    en: '{field}: another category already uses this address.',
  },
  attorneyUnknown: {
    es: '{field}: no hay ningún abogado con la dirección {slug}.',
    en: '{field}: there is no attorney with the address {slug}.',
  },
  categoryHasArticles: {
    es: 'Artículos en esta categoría: {count}. Páselos a otra categoría antes de quitarla del sitio.',
    en: 'Articles in this category: {count}. Move them to another category before taking it off the site.',
  },
  orderMismatch: {
    es: 'El nuevo orden debe incluir cada elemento una sola vez; recargue la lista e inténtelo de nuevo.',
    en: 'The new order must name every item exactly once; reload the list and try again.',
  },
  bodyInvalid: {
    es: 'No se pudo leer lo que se envió (se espera JSON).',
    en: 'What was sent could not be read (JSON expected).',
  },
} as const satisfies Record<string, Record<TLocale, string>>;

/** A studio message's key. */
export type TStudioMessageKey = keyof typeof MESSAGES;

/**
 * A studio message in a language, `{name}` placeholders filled (unknown ones stay as written).
 * @param locale - the editor's language
 * @param key - the message
 * @param vars - placeholder values
 */
export function studioMessage(
  locale: TLocale,
  key: TStudioMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

const LANGUAGE_NAMES = {
  es: { es: 'español', en: 'inglés' },
  en: { es: 'Spanish', en: 'English' },
} as const satisfies Record<TLocale, Record<TLocale, string>>;

/** A language's name in the editor's language (`inglés`, `Spanish`). */
export function languageName(locale: TLocale, lang: TLocale): string {
  return LANGUAGE_NAMES[locale][lang];
}

const FIELD_LABELS: Record<string, Record<TLocale, string>> = {
  category: { es: 'Categoría', en: 'Category' },
  author: { es: 'Autor', en: 'Author' },
  slug: { es: 'Dirección del perfil', en: 'Profile address' },
  name: { es: 'Nombre', en: 'Name' },
  role_es: { es: 'Cargo en español', en: 'Spanish title' },
  role_en: { es: 'Cargo en inglés', en: 'English title' },
  is_founder: { es: 'Fundador(a)', en: 'Founder' },
  photo: { es: 'Retrato', en: 'Portrait' },
  photo_alt_es: { es: 'Texto alternativo del retrato en español', en: 'Spanish portrait alt text' },
  photo_alt_en: { es: 'Texto alternativo del retrato en inglés', en: 'English portrait alt text' },
  summary_es: { es: 'Resumen en español', en: 'Spanish summary' },
  summary_en: { es: 'Resumen en inglés', en: 'English summary' },
  bio_es: { es: 'Biografía en español', en: 'Spanish biography' },
  bio_en: { es: 'Biografía en inglés', en: 'English biography' },
  bar_admissions: { es: 'Colegiaturas', en: 'Bar admissions' },
  jurisdiction: { es: 'estado', en: 'state' },
  bar_number: { es: 'número de colegiado', en: 'bar number' },
  languages_es: { es: 'Idiomas en español', en: 'Languages in Spanish' },
  languages_en: { es: 'Idiomas en inglés', en: 'Languages in English' },
  practice_areas_es: { es: 'Áreas de práctica en español', en: 'Practice areas in Spanish' },
  practice_areas_en: { es: 'Áreas de práctica en inglés', en: 'Practice areas in English' },
  associations_es: { es: 'Asociaciones en español', en: 'Associations in Spanish' },
  associations_en: { es: 'Asociaciones en inglés', en: 'Associations in English' },
  social: { es: 'Redes sociales', en: 'Social links' },
  featured: { es: 'Destacado', en: 'Featured' },
  quick_exit: {
    es: 'Salida rápida (tema de maltrato o trata)',
    en: 'Quick exit (abuse or trafficking topic)',
  },
  main_media: { es: 'Imagen principal', en: 'Main image' },
  index: { es: 'Índice', en: 'Index' },
  url: { es: 'Dirección', en: 'Address' },
  titulo: { es: 'Título', en: 'Title' },
  description: { es: 'Descripción', en: 'Description' },
  main_media_text: { es: 'Texto alternativo de la imagen', en: 'Image alt text' },
  markdown: { es: 'Texto', en: 'Text' },
  anchor: { es: 'ancla', en: 'anchor' },
  updated: { es: 'Fecha de actualización', en: 'Last updated date' },
  blocks: { es: 'Bloque', en: 'Block' },
  alt_es: { es: 'Texto alternativo en español', en: 'Spanish alt text' },
  alt_en: { es: 'Texto alternativo en inglés', en: 'English alt text' },
  languages: { es: 'Idiomas', en: 'Languages' },
  at: { es: 'Fecha y hora', en: 'Date and time' },
  baseRevision: { es: 'Revisión de partida', en: 'Base revision' },
  // the collections of issue 30 (studio-collections.ts)
  nombre: { es: 'Nombre', en: 'Name' },
  imagen: { es: 'Foto', en: 'Photo' },
  rating: { es: 'Estrellas', en: 'Stars' },
  body_es: { es: 'Texto en español', en: 'Spanish text' },
  body_en: { es: 'Texto en inglés', en: 'English text' },
  published_at: { es: 'Fecha de la reseña', en: 'Review date' },
  foto: { es: 'Archivo', en: 'File' },
  poster: { es: 'Imagen de portada', en: 'Poster image' },
  attorneys: { es: 'Abogados', en: 'Attorneys' },
  streamed_at: { es: 'Fecha de la transmisión', en: 'Broadcast date' },
  nombre_es: { es: 'Nombre en español', en: 'Spanish name' },
  nombre_en: { es: 'Nombre en inglés', en: 'English name' },
  imagen_es: { es: 'Imagen en español', en: 'Spanish image' },
  imagen_en: { es: 'Imagen en inglés', en: 'English image' },
  url_es: { es: 'Dirección en español', en: 'Spanish address' },
  url_en: { es: 'Dirección en inglés', en: 'English address' },
  ids: { es: 'Orden', en: 'Order' },
};

/**
 * How a field's dotted path reads to an editor: `es.titulo` → "Título (español)", `index.1.anchor` →
 * "Índice, entrada 2, ancla", `es.blocks.intro` → "Bloque intro (español)".
 */
export function fieldLabel(locale: TLocale, path: string): string {
  const parts = path.split('.');
  const lang = parts[0] === 'es' || parts[0] === 'en' ? parts.shift() : undefined;
  const words: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    if (part === 'blocks' && parts[i + 1]) {
      words.push(`${FIELD_LABELS.blocks![locale]} ${parts[(i += 1)]}`);
    } else if (/^\d+$/.test(part)) {
      words.push(`${locale === 'es' ? 'entrada' : 'entry'} ${Number(part) + 1}`);
    } else if ((part === 'es' || part === 'en') && parts[0] === 'index') {
      words.push(languageName(locale, part));
    } else {
      words.push(FIELD_LABELS[part]?.[locale] ?? part);
    }
  }
  const label = words.join(', ') || path;
  return lang ? `${label} (${languageName(locale, lang as TLocale)})` : label;
}
