/**
 * The route pairs of SPEC §2, written out by hand for the tests (independent of the route table).
 */
import type { TRouteId } from './route-map';

/** Pages with a page of their own in both languages: id, English path, Spanish path. */
export const PAIRS: [TRouteId, string, string][] = [
  ['home', '/en', '/'],
  ['services', '/en/services', '/servicios'],
  ['immigrationLawyer', '/en/services/immigration-lawyer', '/servicios/abogado-de-inmigracion'],
  ['attorneys', '/en/attorneys', '/abogados'],
  ['attorneyProfile', '/en/attorneys/ana-herrera', '/abogados/ana-herrera'],
  ['attorneyProfile', '/en/attorneys/daniel-ortiz', '/abogados/daniel-ortiz'],
  ['aboutUs', '/en/about-us', '/nosotros'],
  ['humanitarianVisa', '/en/humanitarian-visa', '/visa-humanitaria'],
  ['vawaVisa', '/en/humanitarian-visa/vawa-visa', '/visa-humanitaria/visa-vawa'],
  ['tVisa', '/en/humanitarian-visa/t-visa', '/visa-humanitaria/visa-t'],
  ['uVisa', '/en/humanitarian-visa/u-visa', '/visa-humanitaria/visa-u'],
  ['k1Visa', '/en/k1-visa', '/visa-k1'],
  ['testimonials', '/en/testimonios', '/testimonios'],
  ['blog', '/en/blog', '/blog'],
  ['contact', '/en/contact', '/contacto'],
  ['terms', '/en/terms-and-conditions', '/terminos-y-condiciones'],
  ['privacy', '/en/privacy-policy', '/politica-de-privacidad'],
  ['sitemap', '/en/sitemap', '/mapa-de-sitio'],
  ['thankYou', '/en/thank-you', '/gracias'],
  ['livesResults', '/en/as-seen-live-with-ana-herrera', '/transmisiones-en-vivo-con-ana-herrera'],
  ['founderLanding', '/en/ana-herrera', '/ana-herrera'],
  ['paroleForm', '/en/form/parole', '/formulario/parole'],
  ['staffSignIn', '/en/staff/sign-in', '/staff/ingresar'],
  ['staffHome', '/en/staff', '/staff'],
  ['staffPassword', '/en/staff/password', '/staff/contrasena'],
  ['staffAccounts', '/en/staff/accounts', '/staff/cuentas'],
  ['staffLeads', '/en/staff/leads', '/staff/prospectos'],
  ['staffLead', '/en/staff/leads/42', '/staff/prospectos/42'],
  ['staffRouting', '/en/staff/routing', '/staff/enrutamiento'],
  ['staffAssignment', '/en/staff/assignment', '/staff/asignacion'],
  ['staffPrivacy', '/en/staff/privacy', '/staff/privacidad'],
  ['staffStatus', '/en/staff/status', '/staff/estado'],
  ['staffReports', '/en/staff/reports', '/staff/informes'],
  ['studioMedia', '/en/staff/content/media', '/staff/contenido/medios'],
  ['staffPosts', '/en/staff/content/blog', '/staff/contenido/blog'],
  ['staffPostNew', '/en/staff/content/blog/new', '/staff/contenido/blog/nuevo'],
  ['staffPost', '/en/staff/content/blog/7', '/staff/contenido/blog/7'],
  ['staffPostPreview', '/en/staff/content/blog/7/preview', '/staff/contenido/blog/7/vista-previa'],
  ['studioTexts', '/en/staff/content/pages', '/staff/contenido/paginas'],
  ['studioText', '/en/staff/content/pages/privacy', '/staff/contenido/paginas/privacy'],
  ['studioFirm', '/en/staff/content/firm', '/staff/contenido/firma'],
  [
    'studioTextPreview',
    '/en/staff/content/pages/privacy/preview',
    '/staff/contenido/paginas/privacy/vista-previa',
  ],
  ['studioHome', '/en/staff/content', '/staff/contenido'],
  ['studioReviews', '/en/staff/content/reviews', '/staff/contenido/resenas'],
  ['studioReviewNew', '/en/staff/content/reviews/new', '/staff/contenido/resenas/nueva'],
  ['studioReview', '/en/staff/content/reviews/k-1', '/staff/contenido/resenas/k-1'],
  [
    'studioTravelTestimonials',
    '/en/staff/content/testimonials/travel',
    '/staff/contenido/testimonios/viajes',
  ],
  [
    'studioTravelTestimonialNew',
    '/en/staff/content/testimonials/travel/new',
    '/staff/contenido/testimonios/viajes/nuevo',
  ],
  [
    'studioTravelTestimonial',
    '/en/staff/content/testimonials/travel/k-1',
    '/staff/contenido/testimonios/viajes/k-1',
  ],
  [
    'studioGiveawayTestimonials',
    '/en/staff/content/testimonials/giveaway',
    '/staff/contenido/testimonios/sorteos',
  ],
  [
    'studioGiveawayTestimonialNew',
    '/en/staff/content/testimonials/giveaway/new',
    '/staff/contenido/testimonios/sorteos/nuevo',
  ],
  [
    'studioGiveawayTestimonial',
    '/en/staff/content/testimonials/giveaway/k-1',
    '/staff/contenido/testimonios/sorteos/k-1',
  ],
  [
    'studioAttorneyTestimonials',
    '/en/staff/content/testimonials/attorney',
    '/staff/contenido/testimonios/abogados',
  ],
  [
    'studioAttorneyTestimonialNew',
    '/en/staff/content/testimonials/attorney/new',
    '/staff/contenido/testimonios/abogados/nuevo',
  ],
  [
    'studioAttorneyTestimonial',
    '/en/staff/content/testimonials/attorney/k-1',
    '/staff/contenido/testimonios/abogados/k-1',
  ],
  ['studioLives', '/en/staff/content/lives', '/staff/contenido/transmisiones'],
  ['studioLiveNew', '/en/staff/content/lives/new', '/staff/contenido/transmisiones/nuevo'],
  ['studioLive', '/en/staff/content/lives/k-1', '/staff/contenido/transmisiones/k-1'],
  ['studioAttorneys', '/en/staff/content/attorneys', '/staff/contenido/abogados'],
  ['studioAttorneyNew', '/en/staff/content/attorneys/new', '/staff/contenido/abogados/nuevo'],
  [
    'studioAttorney',
    '/en/staff/content/attorneys/ana-herrera',
    '/staff/contenido/abogados/ana-herrera',
  ],
  ['studioCategories', '/en/staff/content/categories', '/staff/contenido/categorias'],
  ['studioCategoryNew', '/en/staff/content/categories/new', '/staff/contenido/categorias/nueva'],
  ['studioCategory', '/en/staff/content/categories/k-1', '/staff/contenido/categorias/k-1'],
];

/** Pages in one language only: id, path, where the language switch goes. */
export const ONE_WAY: [TRouteId, string, string][] = [
  ['reviews', '/en/reviews', '/testimonios'],
  ['referralThankYou', '/gracias-referidos', '/en/thank-you'],
  ['videoLanding', '/formulario/youtube', '/en'],
  ['shortVideoAdsLanding', '/formulario/tiktok', '/en'],
  ['referralsForm', '/formulario/referidos', '/en'],
  ['socialMediaForm', '/staff/redes-sociales', '/en/staff'],
];

/** Blog pages: id, path, the redirect path the switch goes to. */
export const BLOG: [TRouteId, string, string][] = [
  ['blogArticle', '/en/blog/how-to-apply', '/redirect/en/blog/how-to-apply'],
  ['blogArticle', '/blog/como-aplicar', '/en/redirect/blog/como-aplicar'],
  ['blogCategory', '/en/blog/category/visas', '/redirect/en/blog/category/visas'],
  ['blogCategory', '/blog/categoria/visas-es', '/en/redirect/blog/categoria/visas-es'],
];
