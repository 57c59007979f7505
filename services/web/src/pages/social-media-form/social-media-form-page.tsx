import { staticPage } from '../kit/static-page';

/** The social media form page (banner, breadcrumb and heading; the pages issue adds its body). */
export const page = staticPage(
  {
    es: {
      title: 'Prospectos de redes sociales',
      heading: 'Registro de prospectos de redes sociales',
      description: 'Formulario interno del equipo de redes sociales.',
      lead: 'Uso interno del equipo.',
    },
  },
  { noindex: true },
);
