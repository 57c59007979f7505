import { bilingual } from '../../lib/copy/bilingual';

/** The firm's facts page. */
export const COPY = bilingual({
  en: {
    title: 'The firm’s facts',
    description:
      'Phones, offices, e-mail, WhatsApp, social links, office hours and the footer’s facts.',
    heading: 'The firm’s facts',
    lead: 'What every page shows about the firm. Changes are saved as a new revision; the site changes only when you publish.',
  },
  es: {
    title: 'Datos de la firma',
    description:
      'Teléfonos, oficinas, correo, WhatsApp, redes sociales, horario y los datos del pie de página.',
    heading: 'Datos de la firma',
    lead: 'Lo que todas las páginas muestran de la firma. Cada cambio se guarda como una revisión nueva; el sitio cambia solo al publicar.',
  },
});
