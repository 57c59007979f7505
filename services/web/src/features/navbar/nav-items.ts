import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TCategory } from '@firm/shared/content/category';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { shellCopy } from '../../lib/copy/shell-copy';

/** A link of the menu; `external` ones open in a new tab. */
export type TNavLink = { kind: 'link'; label: string; href: string; external?: boolean };

/** A labelled group of links inside a dropdown (TEAM, Humanitarian visas); its label may itself link. */
export type TNavGroup = { kind: 'group'; label: string; href?: string; items: TNavLink[] };

/** A top-level item that opens a list. */
export type TNavDropdown = {
  kind: 'dropdown';
  id: string;
  label: string;
  items: (TNavLink | TNavGroup)[];
};

/** A top-level item of the navigation bar. */
export type TNavItem = TNavLink | TNavDropdown;

const link = (label: string, href: string, external = false): TNavLink => ({
  kind: 'link',
  label,
  href,
  ...(external ? { external } : {}),
});

function displayName(slug: string): string {
  return slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The items of the navigation bar (SPEC §2 "Navigation bar") in a language: HOME; SERVICES; ABOUT US with
 * the TEAM sub-menu; VISAS; REVIEWS; BLOG with the categories; CONTACT. Links to the sister sites are left
 * out when the site configuration is unknown.
 */
export function buildNavItems(
  locale: TLocale,
  categories: readonly Pick<TCategory, 'nombre_en' | 'nombre_es' | 'url_en' | 'url_es'>[],
  siteConfig: TSiteConfig | null,
): TNavItem[] {
  const c = shellCopy(locale);
  const sister = siteConfig?.sister_sites;
  const externals = (entries: [string, string | undefined][]) =>
    entries
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([label, href]) => link(label, href, true));

  return [
    link(c.home, getHref('home', locale)),
    {
      kind: 'dropdown',
      id: 'services',
      label: c.services,
      items: [
        link(c.servicesImmigration, getHref('immigrationLawyer', locale)),
        ...externals([
          [c.servicesPersonalInjury, sister?.personal_injury],
          [c.servicesTrucks, sister?.trucks],
        ]),
        link(c.servicesAll, getHref('services', locale)),
      ],
    },
    {
      kind: 'dropdown',
      id: 'about',
      label: c.about,
      items: [
        {
          kind: 'group',
          label: c.team,
          items: [
            link(
              `${displayName(FOUNDER_SLUG)} · ${c.founderRole}`,
              getHref('attorneyProfile', locale, { slug: FOUNDER_SLUG }),
            ),
            link(c.attorneys, getHref('attorneys', locale)),
          ],
        },
        link(c.aboutUs, getHref('aboutUs', locale)),
      ],
    },
    {
      kind: 'dropdown',
      id: 'visas',
      label: c.visas,
      items: [
        {
          kind: 'group',
          label: c.humanitarianVisas,
          href: getHref('humanitarianVisa', locale),
          items: [
            link(c.vawaVisa, getHref('vawaVisa', locale)),
            link(c.tVisa, getHref('tVisa', locale)),
            link(c.uVisa, getHref('uVisa', locale)),
          ],
        },
        link(c.k1Visa, getHref('k1Visa', locale)),
        ...externals([[c.eb3Visa, sister?.trucks]]),
      ],
    },
    link(c.reviews, getHref(locale === 'en' ? 'reviews' : 'testimonials', locale)),
    {
      kind: 'dropdown',
      id: 'blog',
      label: c.blog,
      items: [
        link(c.blogAll, getHref('blog', locale)),
        ...categories.map((category) =>
          link(
            locale === 'en' ? category.nombre_en : category.nombre_es,
            getHref('blogCategory', locale, {
              slug: locale === 'en' ? category.url_en : category.url_es,
            }),
          ),
        ),
      ],
    },
    link(c.contact, getHref('contact', locale)),
  ];
}
