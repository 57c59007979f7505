/**
 * Every page route of SPEC §2 in both languages. Nothing else in the code base writes a page URL by hand:
 * links are built with getHref, the edge and the language switch read paths with matchRoute.
 */
import { FOUNDER_SLUG } from '../constants';
import type { TLocale } from '../i18n/locale';
import type { TStaffAccessLevel } from '../staff/staff-policy';
import { otherLocale } from '../i18n/locale';
import type { TCompiledPattern, TPatternParams } from './route-pattern';
import {
  compilePattern,
  execPattern,
  expandPattern,
  fillPattern,
  patternSpecificity,
} from './route-pattern';
import { blogRedirectPath } from './blog-redirect';

/** How a route is described: its pattern per language and how the language switch treats it. */
export type TRouteDef = {
  readonly en?: string;
  readonly es?: string;
  /** One-way switch target when the route has no page of its own in the other language. */
  readonly switchTo?: string;
  /** Slugs differ by language: the counterpart is resolved by the edge through a blog redirect path. */
  readonly slugsPerLocale?: 'article' | 'category';
  /** The only values a parameter may take (so `/:name` does not swallow unknown paths). */
  readonly allowed?: Readonly<Record<string, readonly string[]>>;
  /** Pages kept out of the sitemap and search engines (thank-you pages, internal forms). */
  readonly noindex?: true;
  /**
   * A page of the staff area (always noindex, never cached, disallowed in robots.txt): `open` needs no
   * session (the sign-in page), `member` any signed-in member, `intake` lead work (intake and admins),
   * `editor` content work (editors and admins), `admin` admins only. The web edge enforces it before
   * rendering.
   */
  readonly staff?: TStaffAccess;
};

/** Who may open a staff page: nobody signed in, or an access level of the staff policy. */
export type TStaffAccess = 'open' | TStaffAccessLevel;

/** A studio page of a collection: editors and admins, never indexed. */
type TStudioPageDef<En extends string, Es extends string> = {
  readonly en: En;
  readonly es: Es;
  readonly noindex: true;
  readonly staff: 'editor';
};

/**
 * The three studio pages of a collection of the studio's second part (issue 30): its list, its
 * new-item page and its item editor, under `/en/staff/content/<en>` and `/staff/contenido/<es>`.
 * Written once (the table would repeat them 21 times in every page's JavaScript).
 */
function collectionRoutes<
  const List extends string,
  const New extends string,
  const Item extends string,
  const En extends string,
  const Es extends string,
  const Nuevo extends 'nuevo' | 'nueva',
>(ids: readonly [List, New, Item], en: En, es: Es, nuevo: Nuevo) {
  const page = (enPath: string, esPath: string) =>
    ({ en: enPath, es: esPath, noindex: true, staff: 'editor' }) as const;
  const [list, create, item] = ids;
  return {
    [list]: page(`/en/staff/content/${en}`, `/staff/contenido/${es}`),
    [create]: page(`/en/staff/content/${en}/new`, `/staff/contenido/${es}/${nuevo}`),
    [item]: page(`/en/staff/content/${en}/:id`, `/staff/contenido/${es}/:id`),
  } as Record<List, TStudioPageDef<`/en/staff/content/${En}`, `/staff/contenido/${Es}`>> &
    Record<New, TStudioPageDef<`/en/staff/content/${En}/new`, `/staff/contenido/${Es}/${Nuevo}`>> &
    Record<Item, TStudioPageDef<`/en/staff/content/${En}/:id`, `/staff/contenido/${Es}/:id`>>;
}

/** The route table. Ids are English camelCase; patterns use `:param` placeholders. */
export const ROUTES = {
  home: { en: '/en', es: '/' },
  services: { en: '/en/services', es: '/servicios' },
  immigrationLawyer: {
    en: '/en/services/immigration-lawyer',
    es: '/servicios/abogado-de-inmigracion',
  },
  attorneys: { en: '/en/attorneys', es: '/abogados' },
  attorneyProfile: { en: '/en/attorneys/:slug', es: '/abogados/:slug' },
  aboutUs: { en: '/en/about-us', es: '/nosotros' },
  humanitarianVisa: { en: '/en/humanitarian-visa', es: '/visa-humanitaria' },
  vawaVisa: { en: '/en/humanitarian-visa/vawa-visa', es: '/visa-humanitaria/visa-vawa' },
  tVisa: { en: '/en/humanitarian-visa/t-visa', es: '/visa-humanitaria/visa-t' },
  uVisa: { en: '/en/humanitarian-visa/u-visa', es: '/visa-humanitaria/visa-u' },
  k1Visa: { en: '/en/k1-visa', es: '/visa-k1' },
  testimonials: { en: '/en/testimonios', es: '/testimonios' },
  reviews: { en: '/en/reviews', switchTo: 'testimonials' },
  blog: { en: '/en/blog', es: '/blog' },
  blogArticle: { en: '/en/blog/:slug', es: '/blog/:slug', slugsPerLocale: 'article' },
  blogCategory: {
    en: '/en/blog/category/:slug',
    es: '/blog/categoria/:slug',
    slugsPerLocale: 'category',
  },
  contact: { en: '/en/contact', es: '/contacto' },
  terms: { en: '/en/terms-and-conditions', es: '/terminos-y-condiciones' },
  privacy: { en: '/en/privacy-policy', es: '/politica-de-privacidad' },
  sitemap: { en: '/en/sitemap', es: '/mapa-de-sitio' },
  thankYou: { en: '/en/thank-you', es: '/gracias', noindex: true },
  // Spanish only: the referral form's thank-you; its nearest English page is the ordinary thank-you.
  referralThankYou: { es: '/gracias-referidos', switchTo: 'thankYou', noindex: true },
  livesResults: { en: '/en/as-seen-live-with-:name', es: '/transmisiones-en-vivo-con-:name' },
  founderLanding: { en: '/en/:name', es: '/:name', allowed: { name: [FOUNDER_SLUG] } },
  videoLanding: { es: '/formulario/youtube' },
  shortVideoAdsLanding: { es: '/formulario/tiktok' },
  referralsForm: { es: '/formulario/referidos' },
  paroleForm: { en: '/en/form/parole', es: '/formulario/parole' },
  // The staff area (issue 16): Spanish first, English under /en like the rest of the site.
  staffSignIn: { en: '/en/staff/sign-in', es: '/staff/ingresar', noindex: true, staff: 'open' },
  staffHome: { en: '/en/staff', es: '/staff', noindex: true, staff: 'member' },
  staffPassword: {
    en: '/en/staff/password',
    es: '/staff/contrasena',
    noindex: true,
    staff: 'member',
  },
  staffAccounts: { en: '/en/staff/accounts', es: '/staff/cuentas', noindex: true, staff: 'admin' },
  // The intake inbox: the leads, one lead, and the admins' routing of notifications.
  staffLeads: { en: '/en/staff/leads', es: '/staff/prospectos', noindex: true, staff: 'intake' },
  staffLead: {
    en: '/en/staff/leads/:id',
    es: '/staff/prospectos/:id',
    noindex: true,
    staff: 'intake',
  },
  staffRouting: {
    en: '/en/staff/routing',
    es: '/staff/enrutamiento',
    noindex: true,
    staff: 'admin',
  },
  // Who owns new leads (issue 29 §3): the admins' assignment rules and who is available.
  staffAssignment: {
    en: '/en/staff/assignment',
    es: '/staff/asignacion',
    noindex: true,
    staff: 'admin',
  },
  // Reports (issue 32): admins, and intake members for their own leads.
  staffReports: {
    en: '/en/staff/reports',
    es: '/staff/informes',
    noindex: true,
    staff: 'intake',
  },
  // Privacy requests and their clock (issue 31 §2): admins only.
  staffPrivacy: {
    en: '/en/staff/privacy',
    es: '/staff/privacidad',
    noindex: true,
    staff: 'admin',
  },
  // The status page (issue 33 §4): services, queue, outbox, alerts; admins only.
  staffStatus: {
    en: '/en/staff/status',
    es: '/staff/estado',
    noindex: true,
    staff: 'admin',
  },
  // The content studio (issue 28): editors and admins.
  studioMedia: {
    en: '/en/staff/content/media',
    es: '/staff/contenido/medios',
    noindex: true,
    staff: 'editor',
  },
  // The staff's social-media lead form (Spanish only, SPEC §3); its old public address
  // /formulario/redes-sociales now sends to sign-in (LEGACY_STAFF_REDIRECTS).
  socialMediaForm: {
    es: '/staff/redes-sociales',
    switchTo: 'staffHome',
    noindex: true,
    staff: 'intake',
  },
  // The content studio's articles (issue 28 §3): editors and admins.
  staffPosts: {
    en: '/en/staff/content/blog',
    es: '/staff/contenido/blog',
    noindex: true,
    staff: 'editor',
  },
  staffPostNew: {
    en: '/en/staff/content/blog/new',
    es: '/staff/contenido/blog/nuevo',
    noindex: true,
    staff: 'editor',
  },
  staffPost: {
    en: '/en/staff/content/blog/:id',
    es: '/staff/contenido/blog/:id',
    noindex: true,
    staff: 'editor',
  },
  // The real article page rendered with the draft, a language per address (its frame's language too).
  staffPostPreview: {
    en: '/en/staff/content/blog/:id/preview',
    es: '/staff/contenido/blog/:id/vista-previa',
    noindex: true,
    staff: 'editor',
  },
  // The content studio's page texts (issue 28 §4): editors and admins.
  studioTexts: {
    en: '/en/staff/content/pages',
    es: '/staff/contenido/paginas',
    noindex: true,
    staff: 'editor',
  },
  studioText: {
    en: '/en/staff/content/pages/:key',
    es: '/staff/contenido/paginas/:key',
    noindex: true,
    staff: 'editor',
  },
  // The firm's facts (issue 30 §2): admins only.
  studioFirm: {
    en: '/en/staff/content/firm',
    es: '/staff/contenido/firma',
    noindex: true,
    staff: 'admin',
  },
  // The public page that shows a page text, rendered with its draft, a language per address.
  studioTextPreview: {
    en: '/en/staff/content/pages/:key/preview',
    es: '/staff/contenido/paginas/:key/vista-previa',
    noindex: true,
    staff: 'editor',
  },
  // The content studio's home and its collections (issue 30): editors and admins. The collections'
  // routes share two pages (app/page-file.ts, studio-collection-routes.ts).
  studioHome: {
    en: '/en/staff/content',
    es: '/staff/contenido',
    noindex: true,
    staff: 'editor',
  },
  ...collectionRoutes(
    ['studioReviews', 'studioReviewNew', 'studioReview'],
    'reviews',
    'resenas',
    'nueva',
  ),
  ...collectionRoutes(
    ['studioTravelTestimonials', 'studioTravelTestimonialNew', 'studioTravelTestimonial'],
    'testimonials/travel',
    'testimonios/viajes',
    'nuevo',
  ),
  ...collectionRoutes(
    ['studioGiveawayTestimonials', 'studioGiveawayTestimonialNew', 'studioGiveawayTestimonial'],
    'testimonials/giveaway',
    'testimonios/sorteos',
    'nuevo',
  ),
  ...collectionRoutes(
    ['studioAttorneyTestimonials', 'studioAttorneyTestimonialNew', 'studioAttorneyTestimonial'],
    'testimonials/attorney',
    'testimonios/abogados',
    'nuevo',
  ),
  ...collectionRoutes(
    ['studioLives', 'studioLiveNew', 'studioLive'],
    'lives',
    'transmisiones',
    'nuevo',
  ),
  ...collectionRoutes(
    ['studioAttorneys', 'studioAttorneyNew', 'studioAttorney'],
    'attorneys',
    'abogados',
    'nuevo',
  ),
  ...collectionRoutes(
    ['studioCategories', 'studioCategoryNew', 'studioCategory'],
    'categories',
    'categorias',
    'nueva',
  ),
} as const satisfies Record<string, TRouteDef>;

/** A route's id. */
export type TRouteId = keyof typeof ROUTES;

type TPatternsOf<Id extends TRouteId> =
  | ((typeof ROUTES)[Id] extends { en: infer E extends string } ? E : never)
  | ((typeof ROUTES)[Id] extends { es: infer S extends string } ? S : never);

/** The parameters a route needs, e.g. `{ slug: string }` for attorneyProfile; `{}` for static routes. */
export type TRouteParams<Id extends TRouteId> = { [K in TPatternParams<TPatternsOf<Id>>]: string };

/** getHref's trailing argument: required for parametrised routes, absent for static ones. */
export type THrefParamsArg<Id extends TRouteId> = [TPatternParams<TPatternsOf<Id>>] extends [never]
  ? []
  : [params: TRouteParams<Id>];

/** A path recognised by matchRoute. */
export type TRouteMatch = { id: TRouteId; locale: TLocale; params: Record<string, string> };

/** Every route id, in table order. */
export const ROUTE_IDS = Object.keys(ROUTES) as TRouteId[];

const defOf = (id: TRouteId): TRouteDef => ROUTES[id];

/** Whether a route has a page in a language. */
export function hasLocale(id: TRouteId, locale: TLocale): boolean {
  return typeof defOf(id)[locale] === 'string';
}

/**
 * The path of a route in a language, its parameters URL-encoded.
 * @param id - route id
 * @param locale - language of the page
 * @param rest - the route's parameters when it has any
 * @throws Error when the route has no page in that language, a parameter is missing, or a value is not allowed
 */
export function getHref<Id extends TRouteId>(
  id: Id,
  locale: TLocale,
  ...rest: THrefParamsArg<Id>
): string {
  const def = defOf(id);
  const pattern = def[locale];
  if (pattern === undefined) throw new Error(`Route '${id}' has no '${locale}' page`);
  const params = (rest[0] ?? {}) as Record<string, string>;
  if (!paramsAllowed(def, params))
    throw new Error(`Route '${id}' does not accept ${JSON.stringify(params)}`);
  return fillPattern(pattern, params);
}

type TCompiledRoute = {
  id: TRouteId;
  locale: TLocale;
  pattern: string;
  compiled: TCompiledPattern;
};

// Static patterns first, then the ones with more literal text, so the most specific route wins.
const COMPILED: TCompiledRoute[] = ROUTE_IDS.flatMap((id) =>
  (['en', 'es'] as const).flatMap((locale) => {
    const pattern = defOf(id)[locale];
    return pattern === undefined
      ? []
      : [{ id, locale, pattern, compiled: compilePattern(pattern) }];
  }),
).sort((a, b) => patternSpecificity(b.pattern) - patternSpecificity(a.pattern));

function paramsAllowed(def: TRouteDef, params: Readonly<Record<string, string>>): boolean {
  return Object.entries(def.allowed ?? {}).every(([name, values]) =>
    values.includes(params[name] ?? ''),
  );
}

/**
 * Recognises a canonical page path (no trailing slash; see canonicalRedirect). A query string or hash is ignored.
 * @param pathname - the path of the request
 * @returns the route, its language and decoded parameters, or null for an unknown page
 */
export function matchRoute(pathname: string): TRouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  for (const route of COMPILED) {
    const params = execPattern(route.compiled, path);
    if (params && paramsAllowed(defOf(route.id), params))
      return { id: route.id, locale: route.locale, params };
  }
  return null;
}

/**
 * The same page in the other language: the mapped path, the one-way target (reviews → testimonials), or for
 * blog articles and categories the blog redirect path that the edge resolves.
 * @param match - from matchRoute
 * @returns the path, or null when the page has no counterpart
 */
export function counterpartHref(match: TRouteMatch): string | null {
  const def = defOf(match.id);
  const target = otherLocale(match.locale);
  if (def.slugsPerLocale) {
    const slug = match.params['slug'];
    return slug ? blogRedirectPath(def.slugsPerLocale, match.locale, slug) : null;
  }
  if (def[target] !== undefined && paramsAllowed(def, match.params)) {
    return fillPattern(def[target], match.params);
  }
  const switchTo = def.switchTo as TRouteId | undefined;
  if (switchTo && hasLocale(switchTo, target))
    return fillPattern(defOf(switchTo)[target] as string);
  return null;
}

/** A static page: its route, language and path, and whether it belongs to the staff area. */
export type TStaticPath = {
  id: TRouteId;
  locale: TLocale;
  path: string;
  noindex: boolean;
  staff: boolean;
};

/** Who may open a route's page; null for the public site. */
export function staffAccessOf(id: TRouteId): TStaffAccess | null {
  return defOf(id).staff ?? null;
}

/** Old public addresses that moved into the staff area: path → route id. */
export const LEGACY_STAFF_REDIRECTS: Readonly<Record<string, TRouteId>> = {
  '/formulario/redes-sociales': 'socialMediaForm',
};

/**
 * Every page path known without content: static routes plus parametrised routes whose values are fixed
 * (the founder landing). Blog, attorney and lives pages with content slugs are added by their services.
 */
export function allStaticPaths(): TStaticPath[] {
  return ROUTE_IDS.flatMap((id) => {
    const def = defOf(id);
    return (['es', 'en'] as const).flatMap((locale) => {
      const pattern = def[locale];
      if (pattern === undefined) return [];
      const paths = expandPattern(pattern, def.allowed ?? {});
      return paths.map((path) => ({
        id,
        locale,
        path,
        noindex: def.noindex === true,
        staff: def.staff !== undefined,
      }));
    });
  });
}
