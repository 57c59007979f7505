import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { shellCopy } from '../../lib/copy/shell-copy';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import type { TCrumb } from '../../lib/page-head';

/** Pages that appear as parents in breadcrumbs (all without parameters). */
export type TParentRoute = 'services' | 'attorneys' | 'humanitarianVisa' | 'blog' | 'aboutUs';

/**
 * A breadcrumb trail: Home, the parents, then the page itself.
 * @param locale - the page's language
 * @param current - the page's own label
 * @param parents - parent pages, outermost first
 */
export function trailOf(locale: TLocale, current: string, parents: TParentRoute[] = []): TCrumb[] {
  return [
    { label: shellCopy(locale).homeCrumb, href: getHref('home', locale) },
    ...parents.map((id) => ({ label: ROUTE_LABELS[locale][id], href: getHref(id, locale) })),
    { label: current },
  ];
}
