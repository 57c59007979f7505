import { bilingual } from '../../lib/copy/bilingual';

/** The contact buttons' words. */
export const CONTACT_COPY = bilingual({
  en: {
    label: (name: string) => `Contact ${name}`,
    call: 'Call',
    whatsapp: 'WhatsApp',
    text: 'Text',
    email: 'E-mail',
    to: (name: string) => ` ${name}`,
    noDialable:
      'This number cannot be dialled as written: check it, or write to the lead by e-mail.',
    referralFirst: 'Open the lead first: they did not ask to be contacted',
  },
  es: {
    label: (name: string) => `Contactar a ${name}`,
    call: 'Llamar',
    whatsapp: 'WhatsApp',
    text: 'Texto',
    email: 'Correo',
    to: (name: string) => ` a ${name}`,
    noDialable:
      'Este número no se puede marcar tal como está escrito; confírmelo con el prospecto.',
    referralFirst: 'Abra su página antes: no pidió contacto',
  },
});
