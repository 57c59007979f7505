import { bilingual } from '../../lib/copy/bilingual';

/** The staff frame's words (the pages have their own copy). */
export const STAFF_COPY = bilingual({
  en: {
    brand: 'Herrera · Staff',
    skipToContent: 'Skip to content',
    navLabel: 'Staff area',
    home: 'Home',
    leads: 'Leads',
    posts: 'Articles',
    routing: 'Routing',
    socialMedia: 'Social media leads',
    accounts: 'Staff accounts',
    queues: 'Queues',
    password: 'Password',
    signOut: 'Sign out',
    signedInAs: (name: string) => `Signed in as ${name}`,
    switchLanguage: 'ES',
    switchLanguageLabel: 'Ver en español',
  },
  es: {
    brand: 'Herrera · Personal',
    skipToContent: 'Saltar al contenido',
    navLabel: 'Área del personal',
    home: 'Inicio',
    leads: 'Prospectos',
    posts: 'Artículos',
    routing: 'Enrutamiento',
    socialMedia: 'Redes sociales',
    accounts: 'Cuentas',
    queues: 'Colas',
    password: 'Contraseña',
    signOut: 'Salir',
    signedInAs: (name: string) => `Sesión de ${name}`,
    switchLanguage: 'EN',
    switchLanguageLabel: 'View in English',
  },
});
