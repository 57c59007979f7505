import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The contact page's words. */
export const COPY = bilingual({
  en: {
    page: {
      title: 'Contact us',
      heading: 'Contact us',
      description:
        'Call, write or visit our offices in El Paso, Texas and Washington, DC. Free case evaluation in Spanish or English.',
      lead: 'We answer in Spanish and English. Your first evaluation is free.',
    } satisfies TPageCopy,
    formTitle: 'Write to us and we will call you',
    phones: {
      heading: 'Call us',
      intro: 'Each team has its own lines. Tap a number to call.',
      immigration: 'Immigration',
      immigrationNote: 'Free case evaluation, in Spanish or English.',
    },
    channels: {
      heading: 'Other ways to reach us',
      email: 'E-mail',
      whatsapp: 'WhatsApp',
      whatsappLink: 'Chat with us on WhatsApp',
      social: 'Follow us',
    },
    offices: {
      heading: 'Our offices',
      directions: (office: string) => `Directions to ${office} in Google Maps`,
      mapTitle: (office: string) => `Map of our ${office} office`,
    },
  },
  es: {
    page: {
      title: 'Contacto',
      heading: 'Contáctenos',
      description:
        'Llámenos, escríbanos o visite nuestras oficinas en El Paso, Texas, y Washington, D. C. Evaluación gratuita en español o inglés.',
      lead: 'Le atendemos en español y en inglés. Su primera evaluación es gratuita.',
    } satisfies TPageCopy,
    formTitle: 'Escríbanos y le llamamos',
    phones: {
      heading: 'Llámenos',
      intro: 'Cada equipo tiene sus propias líneas. Toque un número para llamar.',
      immigration: 'Inmigración',
      immigrationNote: 'Evaluación gratuita de su caso, en español o en inglés.',
    },
    channels: {
      heading: 'Otras formas de comunicarse',
      email: 'Correo electrónico',
      whatsapp: 'WhatsApp',
      whatsappLink: 'Escríbanos por WhatsApp',
      social: 'Síganos',
    },
    offices: {
      heading: 'Nuestras oficinas',
      directions: (office: string) => `Cómo llegar a ${office} en Google Maps`,
      mapTitle: (office: string) => `Mapa de nuestra oficina en ${office}`,
    },
  },
});
