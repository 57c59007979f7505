import { bilingual } from '../../lib/copy/bilingual';

/** The thank you page's words. */
export const COPY = bilingual({
  en: {
    title: 'Thank you',
    heading: 'Thank you! Your inquiry was sent',
    description: 'Your inquiry was sent. Our team will be in touch with you soon.',
    lead: 'Our team will be in touch with you soon.',
  },
  es: {
    title: 'Gracias',
    heading: '¡Gracias! Su consulta fue enviada',
    description: 'Su consulta fue enviada. Nuestro equipo se comunicará con usted pronto.',
    lead: 'Nuestro equipo se comunicará con usted muy pronto.',
  },
});
