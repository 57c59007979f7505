import { FOUNDER_SLUG } from '../constants';
import { BLOG, ONE_WAY, PAIRS } from './route-expectations.test-data';
import type { TRouteId } from './route-map';
import {
  allStaticPaths,
  staffAccessOf,
  counterpartHref,
  getHref,
  hasLocale,
  matchRoute,
  ROUTES,
} from './route-map';

describe('route map', () => {
  it.each(PAIRS)(
    'When matching the %s pair %s ↔ %s, then each side maps to the other',
    (id, en, es) => {
      const enMatch = matchRoute(en);
      const esMatch = matchRoute(es);
      expect(enMatch).toMatchObject({ id, locale: 'en' });
      expect(esMatch).toMatchObject({ id, locale: 'es' });
      expect(counterpartHref(enMatch!)).toBe(es);
      expect(counterpartHref(esMatch!)).toBe(en);
    },
  );

  it.each(ONE_WAY)(
    'When %s (%s) has one language only, then its counterpart is %s or none',
    (id, path, target) => {
      const match = matchRoute(path);
      expect(match?.id).toBe(id);
      const counterpart = counterpartHref(match!);
      expect(counterpart).toBe(target === '/en' ? null : target);
    },
  );

  it.each(BLOG)(
    'When %s %s is matched, then its counterpart is the redirect path %s',
    (id, path, target) => {
      const match = matchRoute(path);
      expect(match?.id).toBe(id);
      expect(counterpartHref(match!)).toBe(target);
    },
  );

  it('When every route id is listed, then the expectations cover each of them', () => {
    const covered = new Set([...PAIRS, ...ONE_WAY, ...BLOG].map(([id]) => id));
    expect([...covered].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(PAIRS)(
    'When building %s with getHref, then both languages give the spec paths',
    (id, en, es) => {
      const params = matchRoute(en)!.params;
      const href = getHref as (id: TRouteId, locale: 'en' | 'es', params?: object) => string;
      expect(href(id, 'en', params)).toBe(en);
      expect(href(id, 'es', params)).toBe(es);
    },
  );

  it('When a parameter needs encoding, then getHref encodes it and matchRoute decodes it', () => {
    const path = getHref('blogArticle', 'es', { slug: 'año nuevo/visa' });
    expect(path).toBe('/blog/a%C3%B1o%20nuevo%2Fvisa');
    expect(matchRoute(path)?.params).toEqual({ slug: 'año nuevo/visa' });
  });

  it('When a route has no page in a language, then getHref throws and hasLocale is false', () => {
    expect(() => getHref('reviews', 'es')).toThrow(/no 'es' page/);
    expect(() => getHref('videoLanding', 'en')).toThrow(/no 'en' page/);
    expect(hasLocale('reviews', 'es')).toBe(false);
    expect(hasLocale('reviews', 'en')).toBe(true);
  });

  it('When a parametrised route is built without its parameter, then getHref throws', () => {
    const href = getHref as (id: TRouteId, locale: 'en' | 'es', params?: object) => string;
    expect(() => href('attorneyProfile', 'en')).toThrow(/'slug'/);
    expect(() => href('attorneyProfile', 'en', { slug: '' })).toThrow(/'slug'/);
  });

  it('When the founder landing is built for another name, then getHref throws', () => {
    expect(() => getHref('founderLanding', 'es', { name: 'someone-else' })).toThrow(
      /does not accept/,
    );
    expect(getHref('founderLanding', 'es', { name: FOUNDER_SLUG })).toBe('/ana-herrera');
  });

  it('When getHref is called with the wrong parameters, then TypeScript rejects it', () => {
    // @ts-expect-error attorneyProfile needs { slug }
    expect(() => getHref('attorneyProfile', 'en')).toThrow();
    // @ts-expect-error a static route takes no parameters
    expect(getHref('contact', 'en', { slug: 'x' })).toBe('/en/contact');
  });

  it.each([
    '/unknown',
    '/en/unknown',
    '/daniel-ortiz',
    '/en/daniel-ortiz',
    '/contacto/',
    '/en/contact/',
    '/es',
    '/visa-vawa',
    '/en/attorneys/a/b',
    '/blog/a/b/c',
    '/en/as-seen-live-with-',
    '/redirect/en/blog/x',
    '/en/redirect/blog/x',
    '/blog/%E0%A4%A',
    '',
  ])('When matching %p, then no page is found', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('When the path carries a query string or hash, then it is ignored', () => {
    expect(matchRoute('/contacto?utm_source=x')).toMatchObject({ id: 'contact', locale: 'es' });
    expect(matchRoute('/en/contact#form')).toMatchObject({ id: 'contact', locale: 'en' });
  });

  it('When a static path could also be a parameter, then the static route wins', () => {
    expect(matchRoute('/en/sitemap')?.id).toBe('sitemap');
    expect(matchRoute('/blog')?.id).toBe('blog');
    expect(matchRoute('/blog/categoria/x')?.id).toBe('blogCategory');
  });

  it('When listing the static paths, then every static page appears once per language', () => {
    const paths = allStaticPaths();
    const list = paths.map((p) => p.path);
    expect(new Set(list).size).toBe(list.length);
    for (const [id, en, es] of [...PAIRS, ...ONE_WAY]) {
      if (['attorneyProfile', 'livesResults', 'staffLead'].includes(id)) continue;
      if (['staffPost', 'staffPostPreview', 'studioText', 'studioTextPreview'].includes(id))
        continue;
      // the studio collections' items (issue 30): their ids come from the content
      if (/^studio\w+$/.test(id) && matchRoute(en)?.params['id']) continue;
      const own = ONE_WAY.some(([oneWay]) => oneWay === id) ? [en] : [en, es];
      for (const path of own) expect(list).toContain(path);
    }
    expect(list).not.toContain('/en/blog/:slug');
    expect(list.every((path) => !path.includes(':'))).toBe(true);
    for (const entry of paths)
      expect(matchRoute(entry.path)).toMatchObject({ id: entry.id, locale: entry.locale });
  });

  it('When listing the static paths, then thank-you pages and the internal form are noindex', () => {
    const noindex = allStaticPaths()
      .filter((p) => p.noindex)
      .map((p) => p.path);
    // the studio's home and collections (issue 30): their lists and new-item pages
    const collections = noindex.filter((path) =>
      /^\/(en\/staff\/content|staff\/contenido)(\/(reviews|resenas|testimonials|testimonios|lives|transmisiones|categories|categorias|attorneys|abogados)(\/|$)|$)/.test(
        path,
      ),
    );
    expect(collections).toHaveLength(30);
    expect(noindex.filter((path) => !collections.includes(path)).sort()).toEqual([
      '/en/staff',
      '/en/staff/accounts',
      '/en/staff/assignment',
      '/en/staff/content/blog',
      '/en/staff/content/blog/new',
      '/en/staff/content/firm',
      '/en/staff/content/media',
      '/en/staff/content/pages',
      '/en/staff/leads',
      '/en/staff/password',
      '/en/staff/privacy',
      '/en/staff/reports',
      '/en/staff/routing',
      '/en/staff/sign-in',
      '/en/staff/status',
      '/en/thank-you',
      '/gracias',
      '/gracias-referidos',
      '/staff',
      '/staff/asignacion',
      '/staff/contenido/blog',
      '/staff/contenido/blog/nuevo',
      '/staff/contenido/firma',
      '/staff/contenido/medios',
      '/staff/contenido/paginas',
      '/staff/contrasena',
      '/staff/cuentas',
      '/staff/enrutamiento',
      '/staff/estado',
      '/staff/informes',
      '/staff/ingresar',
      '/staff/privacidad',
      '/staff/prospectos',
      '/staff/redes-sociales',
    ]);
  });

  it('When listing the static paths, then exactly the pages under /staff and /en/staff are staff pages, each noindex', () => {
    for (const entry of allStaticPaths()) {
      const underStaff = entry.path === '/staff' || /^\/(en\/)?staff(\/|$)/.test(entry.path);
      expect([entry.path, entry.staff]).toEqual([entry.path, underStaff]);
      if (entry.staff) expect(entry.noindex).toBe(true);
    }
  });

  it('When the staff pages are asked who may open them, then sign-in is open, accounts are for admins, lead pages for intake, the content studio for editors, home and password for any member', () => {
    expect(staffAccessOf('staffSignIn')).toBe('open');
    expect(staffAccessOf('staffAccounts')).toBe('admin');
    expect(staffAccessOf('staffRouting')).toBe('admin');
    expect(staffAccessOf('staffAssignment')).toBe('admin');
    expect(staffAccessOf('staffStatus')).toBe('admin');
    expect(staffAccessOf('studioMedia')).toBe('editor');
    expect(staffAccessOf('staffPosts')).toBe('editor');
    expect(staffAccessOf('staffPostNew')).toBe('editor');
    expect(matchRoute('/staff/contenido/blog/nuevo')?.id).toBe('staffPostNew');
    expect(matchRoute('/staff/contenido/blog/12')).toMatchObject({
      id: 'staffPost',
      params: { id: '12' },
    });
    expect(staffAccessOf('staffPostPreview')).toBe('editor');
    expect(matchRoute('/staff/contenido/blog/12/vista-previa')).toMatchObject({
      id: 'staffPostPreview',
      params: { id: '12' },
    });
    expect(staffAccessOf('studioTexts')).toBe('editor');
    expect(matchRoute('/en/staff/content/pages/privacy')).toMatchObject({
      id: 'studioText',
      locale: 'en',
      params: { key: 'privacy' },
    });
    expect(staffAccessOf('studioTextPreview')).toBe('editor');
    expect(matchRoute('/staff/contenido/paginas/vawa-visa/vista-previa')).toMatchObject({
      id: 'studioTextPreview',
      locale: 'es',
      params: { key: 'vawa-visa' },
    });
    expect(staffAccessOf('staffLeads')).toBe('intake');
    expect(staffAccessOf('staffLead')).toBe('intake');
    expect(staffAccessOf('socialMediaForm')).toBe('intake');
    expect(staffAccessOf('staffHome')).toBe('member');
    expect(staffAccessOf('staffPassword')).toBe('member');
    expect(staffAccessOf('contact')).toBeNull();
  });
});
