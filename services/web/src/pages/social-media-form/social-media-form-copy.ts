import type { TPageCopy } from '../kit/static-page';

/** The social media form page's words (the page exists in Spanish only). */
export const COPY: { es: TPageCopy } = {
  es: {
    title: 'Prospectos de redes sociales',
    heading: 'Registro de prospectos de redes sociales',
    description: 'Formulario interno del equipo de redes sociales.',
    lead: 'Uso interno del equipo.',
  },
};
