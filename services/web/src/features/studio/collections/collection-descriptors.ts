import { STUDIO_COLLECTION_LIMITS as L } from '@firm/shared/studio/studio-collections';
import type { TPagedCollection } from '@firm/shared/routes/studio-collection-routes';
import { ATTORNEYS_DESCRIPTOR } from './attorney-descriptor';
import type { TCollectionDescriptor } from './collection-fields';

const text = (doc: Record<string, unknown>, ...names: string[]) =>
  names
    .map((name) => doc[name])
    .find((value): value is string => typeof value === 'string' && value !== '') ?? '';

const today = () => new Date().toISOString().slice(0, 10);

const ALT = {
  label: { en: 'Description of the picture', es: 'Descripción de la imagen' },
  hint: {
    en: 'What the picture shows, for people who cannot see it (its alt text).',
    es: 'Lo que muestra la imagen, para quien no puede verla (su texto alternativo).',
  },
};

/** The Google reviews (the reviews page and the home carousel read them). */
const reviews: TCollectionDescriptor = {
  collection: 'reviews',
  words: {
    en: {
      heading: 'Google reviews',
      lead: 'The reviews the reviews page and the home page show, newest first. Copy each one as Google shows it, with its link.',
      add: 'Add a review',
      newHeading: 'New Google review',
      itemHeading: (label) => `Review by ${label}`,
    },
    es: {
      heading: 'Reseñas de Google',
      lead: 'Las reseñas que muestran la página de reseñas y la página de inicio, de la más reciente a la más antigua. Copie cada una tal como aparece en Google, con su enlace.',
      add: 'Agregar una reseña',
      newHeading: 'Nueva reseña de Google',
      itemHeading: (label) => `Reseña de ${label}`,
    },
  },
  fields: [
    {
      name: 'nombre',
      kind: 'text',
      max: L.name,
      label: { en: 'Reviewer’s name', es: 'Nombre de quien escribió la reseña' },
    },
    {
      name: 'imagen',
      kind: 'media',
      label: { en: 'Reviewer’s photo', es: 'Foto de quien escribió la reseña' },
    },
    { name: 'rating', kind: 'stars', label: { en: 'Stars', es: 'Estrellas' } },
    {
      name: 'published_at',
      kind: 'date',
      relative: true,
      label: { en: 'Date of the review', es: 'Fecha de la reseña' },
      hint: {
        en: 'The day Google shows; the site says how long ago it was.',
        es: 'El día que muestra Google; el sitio dice hace cuánto fue.',
      },
    },
    {
      name: 'body',
      kind: 'longText',
      bilingual: true,
      max: L.body,
      label: { en: 'Review', es: 'Reseña' },
    },
    {
      name: 'url',
      kind: 'url',
      optional: true,
      label: { en: 'Link to the review on Google', es: 'Enlace a la reseña en Google' },
      hint: { en: 'Starts with https://', es: 'Empieza con https://' },
    },
  ],
  empty: () => ({
    nombre: '',
    imagen: '',
    rating: 5,
    published_at: today(),
    body_es: '',
    body_en: '',
  }),
  labelOf: (doc) => text(doc, 'nombre'),
};

/** The travel testimonials: a short video and its poster (3 a page on the site). */
const travel: TCollectionDescriptor = {
  collection: 'travel',
  words: {
    en: {
      heading: 'Travel testimonials',
      lead: 'Short videos of clients’ trips, in the order the testimonials page shows them (3 a page).',
      add: 'Add a travel testimonial',
      newHeading: 'New travel testimonial',
      itemHeading: (label) => `Travel testimonial: ${label}`,
    },
    es: {
      heading: 'Testimonios de viajes',
      lead: 'Videos cortos de los viajes de los clientes, en el orden en que los muestra la página de testimonios (3 por página).',
      add: 'Agregar un testimonio de viaje',
      newHeading: 'Nuevo testimonio de viaje',
      itemHeading: (label) => `Testimonio de viaje: ${label}`,
    },
  },
  fields: [
    { name: 'foto', kind: 'media', media: 'video', label: { en: 'Video', es: 'Video' } },
    {
      name: 'poster',
      kind: 'media',
      label: {
        en: 'Poster (the video’s first picture)',
        es: 'Portada (la imagen inicial del video)',
      },
    },
    {
      name: 'alt',
      kind: 'longText',
      bilingual: true,
      max: L.alt,
      label: { en: 'Description of the video', es: 'Descripción del video' },
      hint: {
        en: 'What the video shows, for people who cannot see it; the site shows it under the video.',
        es: 'Lo que muestra el video, para quien no puede verlo; el sitio la muestra debajo del video.',
      },
    },
  ],
  empty: () => ({ foto: '', poster: '', alt_es: '', alt_en: '' }),
  labelOf: (doc) => text(doc, 'alt_es', 'alt_en', 'foto'),
};

/** The giveaway testimonials: an image (6 a page on the site). */
const giveaway: TCollectionDescriptor = {
  collection: 'giveaway',
  words: {
    en: {
      heading: 'Giveaway testimonials',
      lead: 'Photos of the giveaways’ winners, in the order the testimonials page shows them (6 a page).',
      add: 'Add a giveaway testimonial',
      newHeading: 'New giveaway testimonial',
      itemHeading: (label) => `Giveaway testimonial: ${label}`,
    },
    es: {
      heading: 'Testimonios de sorteos',
      lead: 'Fotos de los ganadores de los sorteos, en el orden en que las muestra la página de testimonios (6 por página).',
      add: 'Agregar un testimonio de sorteo',
      newHeading: 'Nuevo testimonio de sorteo',
      itemHeading: (label) => `Testimonio de sorteo: ${label}`,
    },
  },
  fields: [
    { name: 'foto', kind: 'media', label: { en: 'Photo', es: 'Foto' } },
    { name: 'alt', kind: 'longText', bilingual: true, max: L.alt, ...ALT },
  ],
  empty: () => ({ foto: '', alt_es: '', alt_en: '' }),
  labelOf: (doc) => text(doc, 'alt_es', 'alt_en', 'foto'),
};

/** The client testimonials of the attorneys' profiles. */
const attorneyTestimonials: TCollectionDescriptor = {
  collection: 'attorney-testimonials',
  words: {
    en: {
      heading: 'Attorney testimonials',
      lead: 'What clients say about the attorneys, in the order their profiles show them. Each one shows on the profiles of the attorneys it is about.',
      add: 'Add an attorney testimonial',
      newHeading: 'New attorney testimonial',
      itemHeading: (label) => `Testimonial by ${label}`,
    },
    es: {
      heading: 'Testimonios sobre los abogados',
      lead: 'Lo que dicen los clientes sobre los abogados, en el orden en que los muestran sus perfiles. Cada uno aparece en el perfil de los abogados a los que se refiere.',
      add: 'Agregar un testimonio',
      newHeading: 'Nuevo testimonio sobre un abogado',
      itemHeading: (label) => `Testimonio de ${label}`,
    },
  },
  fields: [
    {
      name: 'nombre',
      kind: 'text',
      max: L.name,
      label: { en: 'Client’s name', es: 'Nombre del cliente' },
    },
    { name: 'foto', kind: 'media', label: { en: 'Client’s photo', es: 'Foto del cliente' } },
    {
      name: 'body',
      kind: 'markdown',
      bilingual: true,
      max: L.body,
      label: { en: 'Testimonial', es: 'Testimonio' },
    },
    {
      name: 'attorneys',
      kind: 'attorneys',
      label: { en: 'About which attorneys', es: 'Sobre qué abogados' },
      hint: { en: 'At least one.', es: 'Al menos uno.' },
    },
  ],
  empty: () => ({ nombre: '', foto: '', body_es: '', body_en: '', attorneys: [] }),
  labelOf: (doc) => text(doc, 'nombre'),
};

/** The lives: recordings of the firm's live broadcasts. */
const lives: TCollectionDescriptor = {
  collection: 'lives',
  words: {
    en: {
      heading: 'Lives',
      lead: 'The recordings of the live broadcasts, newest first, as the lives pages show them (3 a page).',
      add: 'Add a live',
      newHeading: 'New live',
      itemHeading: (label) => `Live: ${label}`,
    },
    es: {
      heading: 'Transmisiones en vivo',
      lead: 'Las grabaciones de las transmisiones en vivo, de la más reciente a la más antigua, como las muestran las páginas de transmisiones (3 por página).',
      add: 'Agregar una transmisión',
      newHeading: 'Nueva transmisión en vivo',
      itemHeading: (label) => `Transmisión: ${label}`,
    },
  },
  fields: [
    {
      name: 'nombre',
      kind: 'text',
      bilingual: true,
      max: L.name * 2,
      label: { en: 'Title', es: 'Título' },
    },
    { name: 'imagen', kind: 'media', bilingual: true, label: { en: 'Image', es: 'Imagen' } },
    {
      name: 'url',
      kind: 'url',
      label: { en: 'Address of the recording', es: 'Dirección de la grabación' },
      hint: {
        en: 'A video on YouTube, Facebook, TikTok or Vimeo (not a channel or a search).',
        es: 'Un video de YouTube, Facebook, TikTok o Vimeo (no un canal ni una búsqueda).',
      },
    },
    {
      name: 'streamed_at',
      kind: 'date',
      label: { en: 'Date of the broadcast', es: 'Fecha de la transmisión' },
    },
  ],
  empty: () => ({
    url: '',
    streamed_at: today(),
    nombre_es: '',
    nombre_en: '',
    imagen_es: '',
    imagen_en: '',
  }),
  labelOf: (doc) => text(doc, 'nombre_es', 'nombre_en'),
};

/** The blog's categories (the navbar's order). */
const categories: TCollectionDescriptor = {
  collection: 'categories',
  words: {
    en: {
      heading: 'Blog categories',
      lead: 'The blog’s categories in the navbar’s order. A category with articles cannot be deleted.',
      add: 'Add a category',
      newHeading: 'New category',
      itemHeading: (label) => `Category: ${label}`,
    },
    es: {
      heading: 'Categorías del blog',
      lead: 'Las categorías del blog en el orden del menú. Una categoría con artículos no se puede borrar.',
      add: 'Agregar una categoría',
      newHeading: 'Nueva categoría',
      itemHeading: (label) => `Categoría: ${label}`,
    },
  },
  fields: [
    { name: 'nombre', kind: 'text', bilingual: true, max: 80, label: { en: 'Name', es: 'Nombre' } },
    {
      name: 'url',
      kind: 'text',
      bilingual: true,
      max: 80,
      label: { en: 'Address', es: 'Dirección' },
      hint: {
        en: 'Lowercase words without accents, joined by hyphens.',
        es: 'Palabras en minúsculas sin acentos, unidas por guiones.',
      },
    },
    {
      name: 'quick_exit',
      kind: 'checkbox',
      label: {
        en: 'Quick exit (an abuse or trafficking topic)',
        es: 'Salida rápida (tema de abuso o trata)',
      },
    },
  ],
  empty: () => ({ nombre_es: '', nombre_en: '', url_es: '', url_en: '', quick_exit: false }),
  labelOf: (doc) => text(doc, 'nombre_es', 'nombre_en'),
};

/** Every collection with studio pages. */
export const COLLECTION_DESCRIPTORS: Record<TPagedCollection, TCollectionDescriptor> = {
  reviews,
  travel,
  giveaway,
  'attorney-testimonials': attorneyTestimonials,
  attorneys: ATTORNEYS_DESCRIPTOR,
  lives,
  categories,
};
