import { STUDIO_COLLECTION_LIMITS as L } from '@firm/shared/studio/studio-collections';
import type { TCollectionDescriptor } from './collection-fields';

/**
 * The attorneys (the team page, each profile, the articles' authors): the profile's texts in both
 * languages side by side, the portrait from the library, the bar admissions the profile states, the
 * lists, the social links, and whether she or he founded the firm.
 */
export const ATTORNEYS_DESCRIPTOR: TCollectionDescriptor = {
  collection: 'attorneys',
  words: {
    en: {
      heading: 'Attorneys',
      lead: 'The team page shows the attorneys in this order; each has a profile with her or his bar admissions. An attorney who writes articles or is named in the firm’s facts cannot be taken off the site.',
      add: 'Add an attorney',
      newHeading: 'New attorney',
      itemHeading: (label) => `Attorney ${label}`,
    },
    es: {
      heading: 'Abogados',
      lead: 'La página del equipo muestra a los abogados en este orden; cada uno tiene su perfil con sus colegiaturas. No se puede retirar del sitio a quien escribe artículos o figura en los datos de la firma.',
      add: 'Agregar un abogado',
      newHeading: 'Nuevo abogado',
      itemHeading: (label) => `Abogado: ${label}`,
    },
  },
  fields: [
    { name: 'name', kind: 'text', max: L.name, label: { en: 'Full name', es: 'Nombre completo' } },
    {
      name: 'slug',
      kind: 'text',
      max: 80,
      label: { en: 'Profile address', es: 'Dirección del perfil' },
      hint: {
        en: 'Lowercase words joined by hyphens: /en/attorneys/<address>. If you change it, the old address keeps leading to the profile.',
        es: 'Palabras en minúsculas unidas por guiones: /abogados/<dirección>. Si la cambia, la dirección anterior sigue llevando al perfil.',
      },
    },
    {
      name: 'role',
      kind: 'text',
      bilingual: true,
      max: L.name,
      label: { en: 'Title', es: 'Cargo' },
    },
    {
      name: 'is_founder',
      kind: 'checkbox',
      label: { en: 'Founder of the firm (one only)', es: 'Fundador(a) de la firma (solo uno)' },
    },
    { name: 'photo', kind: 'media', label: { en: 'Portrait', es: 'Retrato' } },
    {
      name: 'photo_alt',
      kind: 'text',
      bilingual: true,
      max: L.alt,
      label: {
        en: 'Portrait description (alt text)',
        es: 'Descripción del retrato (texto alternativo)',
      },
    },
    {
      name: 'summary',
      kind: 'longText',
      bilingual: true,
      max: L.alt * 2,
      label: { en: 'Summary', es: 'Resumen' },
      hint: {
        en: 'Write {{years}} for the years of experience and {{founded}} for the founding year: the site fills them in.',
        es: 'Escriba {{years}} para los años de experiencia y {{founded}} para el año de fundación: el sitio los completa.',
      },
    },
    {
      name: 'bio',
      kind: 'markdown',
      bilingual: true,
      max: L.bio,
      label: { en: 'Biography', es: 'Biografía' },
    },
    {
      name: 'bar_admissions',
      kind: 'barAdmissions',
      label: {
        en: 'Bar admissions (shown on the profile)',
        es: 'Colegiaturas (se muestran en el perfil)',
      },
    },
    { name: 'languages', kind: 'list', bilingual: true, label: { en: 'Languages', es: 'Idiomas' } },
    {
      name: 'practice_areas',
      kind: 'list',
      bilingual: true,
      label: { en: 'Practice areas', es: 'Áreas de práctica' },
    },
    {
      name: 'associations',
      kind: 'list',
      bilingual: true,
      label: { en: 'Associations', es: 'Asociaciones' },
    },
    { name: 'social', kind: 'social', label: { en: 'Social links', es: 'Redes sociales' } },
  ],
  empty: () => ({
    name: '',
    slug: '',
    role_es: '',
    role_en: '',
    is_founder: false,
    photo: '',
    photo_alt_es: '',
    photo_alt_en: '',
    summary_es: '',
    summary_en: '',
    bio_es: '',
    bio_en: '',
    bar_admissions: [{ jurisdiction: '', bar_number: '' }],
    languages_es: [],
    languages_en: [],
    practice_areas_es: [],
    practice_areas_en: [],
    associations_es: [],
    associations_en: [],
    social: {},
  }),
  labelOf: (doc) => (typeof doc.name === 'string' ? doc.name : ''),
};
