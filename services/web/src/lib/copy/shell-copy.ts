import type { TLocale } from '@firm/shared/i18n/locale';

/**
 * Words of the site's frame (navbar, footer, floating buttons) in both languages. The visitor-facing
 * messages of the spec live in the shared package (`t()`); this is the web's own chrome.
 */
const EN = {
  skipToContent: 'Skip to main content',
  mainNav: 'Main navigation',
  home: 'HOME',
  services: 'SERVICES',
  servicesImmigration: 'Immigration',
  servicesPersonalInjury: 'Personal injury',
  servicesTrucks: 'Truck driver recruitment',
  servicesAll: 'All services',
  about: 'ABOUT US',
  team: 'Team',
  founderRole: 'Founding attorney',
  attorneys: 'Our attorneys',
  aboutUs: 'About us',
  visas: 'VISAS',
  humanitarianVisas: 'Humanitarian visas',
  vawaVisa: 'VAWA visa',
  tVisa: 'T visa',
  uVisa: 'U visa',
  k1Visa: 'K-1 fiancé(e) visa',
  eb3Visa: 'EB-3 visa',
  reviews: 'REVIEWS',
  blog: 'BLOG',
  blogAll: 'All articles',
  contact: 'CONTACT',
  callNow: 'CALL NOW',
  callNowLabel: 'Call now',
  switchLabel: 'Ver en español',
  switchShort: 'ES',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  search: 'Search the blog',
  searchPlaceholder: 'VAWA, U visa, K-1…',
  searchResults: (n: number) => (n === 1 ? '1 article found' : `${n} articles found`),
  searchNone: 'No articles found',
  opensInNewTab: '(opens in a new tab)',
  homeLink: 'Herrera Immigration Law, home',
  contactHeading: 'Contact us',
  emailLabel: 'E-mail',
  immigrationLine: 'Immigration',
  customerServiceLine: 'Customer service',
  officesHeading: 'Our offices',
  followUs: 'Follow us',
  blogSearchHeading: 'Search our blog',
  mapTitle: 'Map of our El Paso, Texas office',
  mapPlaceholder: 'The map loads when you reach it.',
  openInMaps: 'Open in Google Maps',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  sitemap: 'Sitemap',
  rights: 'All rights reserved.',
  legalNav: 'Legal',
  disclaimer:
    'Every case is unique: past results do not guarantee a similar outcome. A pre-qualification or free evaluation is not an approval by any immigration authority. The content of this site is general information, not legal advice, and reading it does not create an attorney-client relationship.',
  whatsapp: 'Chat on WhatsApp',
  breadcrumb: 'Breadcrumb',
  homeCrumb: 'Home',
} as const;

type TShellCopy = {
  [K in keyof typeof EN]: (typeof EN)[K] extends (n: number) => string
    ? (n: number) => string
    : string;
};

const ES: TShellCopy = {
  skipToContent: 'Saltar al contenido principal',
  mainNav: 'Navegación principal',
  home: 'INICIO',
  services: 'SERVICIOS',
  servicesImmigration: 'Inmigración',
  servicesPersonalInjury: 'Lesiones personales',
  servicesTrucks: 'Reclutamiento de camioneros',
  servicesAll: 'Todos los servicios',
  about: 'NOSOTROS',
  team: 'Equipo',
  founderRole: 'Abogada fundadora',
  attorneys: 'Nuestros abogados',
  aboutUs: 'Sobre nosotros',
  visas: 'VISAS',
  humanitarianVisas: 'Visas humanitarias',
  vawaVisa: 'Visa VAWA',
  tVisa: 'Visa T',
  uVisa: 'Visa U',
  k1Visa: 'Visa K-1 de prometido(a)',
  eb3Visa: 'Visa EB-3',
  reviews: 'TESTIMONIOS',
  blog: 'BLOG',
  blogAll: 'Todos los artículos',
  contact: 'CONTACTO',
  callNow: 'LLAME AHORA',
  callNowLabel: 'Llame ahora',
  switchLabel: 'View in English',
  switchShort: 'EN',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: 'Menú',
  search: 'Buscar en el blog',
  searchPlaceholder: 'VAWA, visa U, K-1…',
  searchResults: (n: number) => (n === 1 ? '1 artículo encontrado' : `${n} artículos encontrados`),
  searchNone: 'No se encontraron artículos',
  opensInNewTab: '(se abre en una pestaña nueva)',
  homeLink: 'Herrera Abogados de Inmigración, inicio',
  contactHeading: 'Contáctenos',
  emailLabel: 'Correo electrónico',
  immigrationLine: 'Inmigración',
  customerServiceLine: 'Servicio al cliente',
  officesHeading: 'Nuestras oficinas',
  followUs: 'Síganos',
  blogSearchHeading: 'Busque en nuestro blog',
  mapTitle: 'Mapa de nuestra oficina en El Paso, Texas',
  mapPlaceholder: 'El mapa se carga cuando llega a él.',
  openInMaps: 'Abrir en Google Maps',
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
  sitemap: 'Mapa del sitio',
  rights: 'Todos los derechos reservados.',
  legalNav: 'Legal',
  disclaimer:
    'Cada caso es único: los resultados anteriores no garantizan un resultado similar. Una precalificación o evaluación gratuita no es una aprobación de ninguna autoridad migratoria. El contenido de este sitio es información general, no asesoría legal, y leerlo no crea una relación abogado-cliente.',
  whatsapp: 'Escríbanos por WhatsApp',
  breadcrumb: 'Ruta de navegación',
  homeCrumb: 'Inicio',
};

const COPY: Record<TLocale, TShellCopy> = { en: EN, es: ES };

/** The frame's words in a language. */
export function shellCopy(locale: TLocale): TShellCopy {
  return COPY[locale];
}

/** The firm's name as the logo and titles show it. */
export const BRAND_NAME: Record<TLocale, string> = {
  en: 'Herrera Immigration Law',
  es: 'Herrera Abogados de Inmigración',
};
