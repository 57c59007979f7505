import { bilingual } from '../../lib/copy/bilingual';

/** The staff home's words. */
export const COPY = bilingual({
  en: {
    title: 'Staff area',
    description: 'The firm’s staff area.',
    heading: (name: string) => `Hello, ${name}`,
    lead: 'What would you like to do?',
    leads: 'Leads',
    leadsText: 'The intake inbox: filter, search, follow up and export the leads.',
    routing: 'Routing',
    routingText: 'Which intake e-mails and webhooks receive which leads.',
    socialMedia: 'Enter a social media lead',
    socialMediaText: 'A lead from a Facebook, Instagram, TikTok or WhatsApp conversation.',
    accounts: 'Staff accounts',
    accountsText: 'Add, disable or reset the password of a staff member.',
    queues: 'Queues',
    queuesText: 'Intake e-mails and webhooks waiting, retried or failed.',
    password: 'Change your password',
    passwordText: 'Choose a new password for your account.',
  },
  es: {
    title: 'Área del personal',
    description: 'Área del personal de la firma.',
    heading: (name: string) => `Hola, ${name}`,
    lead: '¿Qué desea hacer?',
    leads: 'Prospectos',
    leadsText:
      'La bandeja de admisión: filtrar, buscar, dar seguimiento y exportar los prospectos.',
    routing: 'Enrutamiento',
    routingText: 'Qué correos de admisión y qué webhooks reciben qué prospectos.',
    socialMedia: 'Registrar un prospecto de redes sociales',
    socialMediaText: 'Un prospecto de una conversación de Facebook, Instagram, TikTok o WhatsApp.',
    accounts: 'Cuentas del personal',
    accountsText: 'Agregar, desactivar o restablecer la contraseña de un miembro del personal.',
    queues: 'Colas',
    queuesText: 'Correos de admisión y webhooks en espera, reintentados o fallidos.',
    password: 'Cambiar su contraseña',
    passwordText: 'Elija una contraseña nueva para su cuenta.',
  },
});
