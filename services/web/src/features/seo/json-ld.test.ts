import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';
import { blogPostingLd, breadcrumbLd, legalServiceLd, personLd, serializeJsonLd } from './json-ld';

const ORIGIN = 'https://www.example.com';
const siteConfig = JSON.parse(
  readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8'),
) as TSiteConfig;

describe('serializeJsonLd', () => {
  it('When a value contains "</script>", then the output cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});

describe('breadcrumbLd', () => {
  it('When a trail is given, then items are numbered from 1 with absolute URLs, the last one the page itself', () => {
    const ld = breadcrumbLd(
      [{ label: 'Inicio', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'VAWA' }],
      ORIGIN,
      '/blog/vawa',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        { '@type': 'ListItem', position: 3, name: 'VAWA', item: `${ORIGIN}/blog/vawa` },
      ],
    });
  });
});

describe('legalServiceLd', () => {
  it('When the site configuration is described, then the firm has both offices, its phone and no rating markup', () => {
    const ld = legalServiceLd(siteConfig, 'es', ORIGIN);
    expect(ld['@type']).toBe('LegalService');
    expect(ld.name).toBe('Herrera Abogados de Inmigración');
    expect(ld.telephone).toBe('+19155550142');
    expect(ld.url).toBe(`${ORIGIN}/`);
    const addresses = ld.address as { addressLocality: string; streetAddress: string }[];
    expect(addresses.map((address) => address.addressLocality)).toEqual(['El Paso', 'Washington']);
    expect(addresses[0]?.streetAddress).toBe('1500 N Mesa St, Suite 300');
    expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|review/i);
  });
});

describe('blogPostingLd and personLd', () => {
  const article = {
    id: 1,
    url_en: 'u-visa',
    url_es: 'visa-u',
    titulo_en: 'U visa',
    titulo_es: 'Visa U',
    description_en: 'About the U visa',
    description_es: 'Sobre la visa U',
    main_media: 'u.jpg',
    main_media_text_en: '',
    main_media_text_es: '',
    created_at: '2025-03-14T15:00:00.000Z',
    author: { slug: 'ana-herrera', name: 'Ana Herrera' },
    body_en: '',
    body_es: '',
  } as TBlogArticle;

  it('When an article is described in Spanish, then the posting has its headline, dates, image, author and language', () => {
    expect(blogPostingLd(article, 'es', ORIGIN, '/blog/visa-u')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Visa U',
      description: 'Sobre la visa U',
      datePublished: '2025-03-14T15:00:00.000Z',
      dateModified: '2025-03-14T15:00:00.000Z',
      image: [`${ORIGIN}/images/files/u.jpg`],
      inLanguage: 'es-US',
      mainEntityOfPage: `${ORIGIN}/blog/visa-u`,
      author: { '@type': 'Person', name: 'Ana Herrera', url: `${ORIGIN}/abogados/ana-herrera` },
    });
  });

  it('When an attorney is described in English, then the Person has the English role and languages', () => {
    const attorney = {
      slug: 'ana-herrera',
      name: 'Ana Herrera',
      role_en: 'Founding Attorney',
      role_es: 'Abogada fundadora',
      summary_en: 'Intro',
      summary_es: 'Intro',
      photo: 'ana.jpg',
      languages_en: ['Spanish', 'English'],
      languages_es: ['Español', 'Inglés'],
      practice_areas_en: ['VAWA'],
      practice_areas_es: ['VAWA'],
      associations_en: ['AILA'],
      associations_es: ['AILA'],
      social: { facebook: 'https://www.facebook.com/x' },
    } as unknown as TAttorney;
    expect(personLd(attorney, 'en', ORIGIN, '/en/attorneys/ana-herrera')).toMatchObject({
      '@type': 'Person',
      jobTitle: 'Founding Attorney',
      knowsLanguage: ['Spanish', 'English'],
      url: `${ORIGIN}/en/attorneys/ana-herrera`,
      memberOf: [{ '@type': 'Organization', name: 'AILA' }],
      sameAs: ['https://www.facebook.com/x'],
    });
  });
});
