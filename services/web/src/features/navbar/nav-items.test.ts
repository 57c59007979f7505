import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';
import type { TNavDropdown, TNavGroup, TNavItem, TNavLink } from './nav-items';
import { buildNavItems } from './nav-items';

const siteConfig = JSON.parse(
  readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8'),
) as TSiteConfig;
const categories = [
  {
    nombre_en: 'Family Petitions',
    nombre_es: 'Peticiones familiares',
    url_en: 'family-petitions',
    url_es: 'peticiones-familiares',
  },
];

function links(items: (TNavItem | TNavGroup)[]): TNavLink[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : links(item.items)));
}

const dropdown = (items: TNavItem[], id: string) =>
  items.find((item) => item.kind === 'dropdown' && item.id === id) as TNavDropdown;

describe('buildNavItems', () => {
  const en = buildNavItems('en', categories, siteConfig);
  const es = buildNavItems('es', categories, siteConfig);

  it('When the English bar is built, then its items follow the spec order', () => {
    expect(en.map((item) => item.label)).toEqual([
      'HOME',
      'SERVICES',
      'ABOUT US',
      'VISAS',
      'REVIEWS',
      'BLOG',
      'CONTACT',
    ]);
  });

  it('When the Spanish bar is built, then REVIEWS becomes TESTIMONIOS and links to /testimonios', () => {
    expect(es.map((item) => item.label)).toEqual([
      'INICIO',
      'SERVICIOS',
      'NOSOTROS',
      'VISAS',
      'TESTIMONIOS',
      'BLOG',
      'CONTACTO',
    ]);
    expect(es[4]).toMatchObject({ kind: 'link', href: '/testimonios' });
  });

  it('When SERVICES is built, then it has immigration, the two sister sites in new tabs, and all services', () => {
    expect(
      links(dropdown(en, 'services').items).map((link) => [link.href, Boolean(link.external)]),
    ).toEqual([
      ['/en/services/immigration-lawyer', false],
      ['https://www.herrerainjurylaw.com', true],
      ['https://www.herreratruckjobs.com', true],
      ['/en/services', false],
    ]);
  });

  it('When ABOUT US is built, then TEAM holds the founder and the attorneys, then about us', () => {
    const about = dropdown(es, 'about');
    expect(about.items[0]).toMatchObject({ kind: 'group', label: 'Equipo' });
    expect(links(about.items).map((link) => link.href)).toEqual([
      '/abogados/ana-herrera',
      '/abogados',
      '/nosotros',
    ]);
  });

  it('When VISAS is built, then humanitarian visas (VAWA, T, U), K-1 and EB-3 (trucks site) are there', () => {
    const visas = dropdown(en, 'visas');
    expect(visas.items[0]).toMatchObject({ kind: 'group', href: '/en/humanitarian-visa' });
    expect(links(visas.items).map((link) => link.href)).toEqual([
      '/en/humanitarian-visa/vawa-visa',
      '/en/humanitarian-visa/t-visa',
      '/en/humanitarian-visa/u-visa',
      '/en/k1-visa',
      'https://www.herreratruckjobs.com',
    ]);
  });

  it('When BLOG is built, then it lists all articles and each category in the language', () => {
    expect(links(dropdown(en, 'blog').items).map((link) => [link.label, link.href])).toEqual([
      ['All articles', '/en/blog'],
      ['Family Petitions', '/en/blog/category/family-petitions'],
    ]);
    expect(links(dropdown(es, 'blog').items)[1]).toMatchObject({
      href: '/blog/categoria/peticiones-familiares',
    });
  });

  it('When the site configuration is unknown, then the sister-site links are left out and the rest stays', () => {
    const items = buildNavItems('en', [], null);
    expect(links(items).some((link) => link.external)).toBe(false);
    expect(items).toHaveLength(7);
  });
});
