import type { TLocale } from '@firm/shared/i18n/locale';
import { allStaticPaths, ROUTES, ROUTE_IDS, type TRouteId } from '@firm/shared/routes/route-map';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import type { TSitemapContent } from './sitemap-groups';
import { flattenLinks, SITEMAP_GROUPS, sitemapGroups } from './sitemap-groups';

const CONTENT: Record<TLocale, TSitemapContent> = {
  es: {
    attorneys: [
      { slug: 'ana-herrera', name: 'Ana Herrera', role: 'Abogada fundadora' },
      { slug: 'daniel-ortiz', name: 'Daniel Ortiz', role: 'Abogado consultor' },
    ],
    categories: [
      { id: 1, slug: 'visa-t', name: 'Visa T' },
      { id: 2, slug: 'vawa', name: 'VAWA' },
    ],
    posts: [
      { slug: 'visa-t-trata', title: 'Visa T: protección', categoryId: 1 },
      { slug: 'vawa-divorcio', title: 'VAWA después del divorcio', categoryId: 2 },
      { slug: 'sin-categoria', title: 'Un artículo suelto', categoryId: 9 },
    ],
    complete: true,
  },
  en: {
    attorneys: [{ slug: 'ana-herrera', name: 'Ana Herrera', role: 'Founding Attorney' }],
    categories: [{ id: 1, slug: 't-visa', name: 'T Visa' }],
    posts: [{ slug: 't-visa-trafficking', title: 'T visa: protection', categoryId: 1 }],
    complete: true,
  },
};

const indexable = (locale: TLocale) =>
  allStaticPaths().filter((entry) => entry.locale === locale && !entry.noindex);

describe('sitemapGroups', () => {
  it('When the groups are read, then every route search engines may list is in exactly one group and the others in none', () => {
    const grouped = SITEMAP_GROUPS.flatMap((group) => group.routes);
    const noindex = ROUTE_IDS.filter((id) => 'noindex' in ROUTES[id]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...noindex].sort()).toEqual([...ROUTE_IDS].sort());
  });

  it.each(['es', 'en'] as const)(
    'When the %s sitemap is built, then it links every indexable page of that language once and no page of the other',
    (locale) => {
      const hrefs = sitemapGroups(locale, CONTENT[locale])
        .flatMap((group) => flattenLinks(group.links))
        .map((link) => link.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const entry of indexable(locale)) expect(hrefs).toContain(entry.path);
      const otherPrefix = locale === 'es' ? /^\/en(\/|$)/ : /^\/(?!en(\/|$))/;
      expect(hrefs.filter((href) => otherPrefix.test(href))).toEqual([]);
    },
  );

  it('When the Spanish sitemap is built, then attorney profiles, the lives page, categories and their articles are there, and an article of an unlisted category still is', () => {
    const groups = sitemapGroups('es', CONTENT.es);
    const firm = groups.find((group) => group.id === 'firm');
    expect(firm?.links.map((link) => link.label)).toEqual([
      'Inicio',
      'Nosotros',
      'Nuestros abogados',
      'Ana Herrera – Abogada fundadora',
      'Daniel Ortiz – Abogado consultor',
      'Ana Herrera',
      'Transmisiones en vivo',
    ]);
    expect(firm?.links[3]?.href).toBe('/abogados/ana-herrera');
    const blog = groups.find((group) => group.id === 'blog');
    expect(blog?.links.map((link) => [link.label, link.href])).toEqual([
      ['Blog', '/blog'],
      ['Blog: Visa T', '/blog/categoria/visa-t'],
      ['Blog: VAWA', '/blog/categoria/vawa'],
      ['Un artículo suelto', '/blog/sin-categoria'],
    ]);
    expect(blog?.links[1]?.children).toEqual([
      { href: '/blog/visa-t-trata', label: 'Visa T: protección' },
    ]);
  });

  it('When the English sitemap is built, then it has no Spanish-only page (landings, referrals) and lists the English reviews page', () => {
    const groups = sitemapGroups('en', CONTENT.en);
    const labels = groups.flatMap((group) => flattenLinks(group.links)).map((link) => link.label);
    expect(labels).toContain('Reviews');
    expect(labels).not.toContain(ROUTE_LABELS.en.videoLanding);
    expect(labels).not.toContain(ROUTE_LABELS.en.referralsForm);
    expect(groups.map((group) => group.heading)).toEqual([
      'The firm',
      'Services',
      'Visas',
      'Reviews and testimonials',
      'Contact and forms',
      'Legal',
      'Blog',
    ]);
  });

  it.each(['es', 'en'] as const)(
    'When the %s sitemap is built, then no two links share a label (the campaign landings included)',
    (locale) => {
      const labels = sitemapGroups(locale, CONTENT[locale])
        .flatMap((group) => flattenLinks(group.links))
        .map((link) => link.label.toLocaleLowerCase(locale));
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    },
  );

  it.each(['es', 'en'] as const)(
    'When the %s route labels are read, then no two pages of that language share one',
    (locale) => {
      const ids = [...new Set(indexable(locale).map((entry) => entry.id))] as TRouteId[];
      const labels = ids.map((id) => ROUTE_LABELS[locale][id].toLocaleLowerCase(locale));
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    },
  );

  it('When the content service could not answer, then the route map pages are still grouped', () => {
    const empty = { attorneys: [], categories: [], posts: [], complete: false };
    const hrefs = sitemapGroups('es', empty).flatMap((group) =>
      flattenLinks(group.links).map((link) => link.href),
    );
    expect(hrefs).toContain('/contacto');
    expect(hrefs).toContain('/transmisiones-en-vivo-con-ana-herrera');
  });
});
