import type { ReactNode } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageContext, TPageHead } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import type { TBilingual } from '../../lib/copy/bilingual';
import { shellCopy } from '../../lib/copy/shell-copy';
import type { TJsonLdFactory } from './page-json-ld';
import type { TPageCopy } from './static-page';
import type { TParentRoute } from './trail';
import { trailOf } from './trail';

/**
 * The head of a page whose title, heading and description are its copy (breadcrumb: Home, the parents,
 * the heading), for pages with a loader of their own.
 * @param copy - the page's words in both languages
 * @param options - parent pages of the breadcrumb, JSON-LD
 */
export function copyHead<D>(
  copy: TBilingual<TPageCopy>,
  options: { parents?: TParentRoute[]; jsonLd?: TJsonLdFactory } = {},
): (context: TPageContext<D>) => TPageHead {
  return ({ locale, shell }) => ({
    title: copy[locale].title,
    heading: copy[locale].heading,
    description: copy[locale].description,
    breadcrumb: trailOf(locale, copy[locale].heading, options.parents),
    ...(options.jsonLd ? { jsonLd: options.jsonLd(shell, locale) } : {}),
  });
}

/** Props of {@link CopyBanner}. */
export type TCopyBannerProps = {
  copy: TPageCopy;
  locale: TLocale;
  head: TPageHead;
  /** Under the lead line, e.g. a call to action. */
  children?: ReactNode;
};

/** The banner of a page from its copy: breadcrumb, heading and lead line. */
export function CopyBanner({ copy, locale, head, children }: TCopyBannerProps) {
  return (
    <PageHeader
      heading={copy.heading}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={copy.lead}
    >
      {children}
    </PageHeader>
  );
}
