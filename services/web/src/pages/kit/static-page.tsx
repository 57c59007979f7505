import type { TLocale } from '@firm/shared/i18n/locale';
import type { TBilingual } from '../../lib/copy/bilingual';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { shellCopy } from '../../lib/copy/shell-copy';
import type { TJsonLdFactory } from './page-json-ld';
import type { TParentRoute } from './trail';
import { trailOf } from './trail';

/** A page's words in one language. */
export type TPageCopy = {
  /** The `<title>` text (the firm's name is appended). */
  title: string;
  /** The `<h1>`. */
  heading: string;
  /** Meta description (≤ 160 characters). */
  description: string;
  /** One line under the heading. */
  lead: string;
};

/**
 * A page's copy: both languages (written with `bilingual()`), or the one language of a page that exists
 * in one language only (the Spanish landing forms, the English reviews page).
 */
export type TPageCopyByLocale =
  TBilingual<TPageCopy> | { readonly es: TPageCopy } | { readonly en: TPageCopy };

/** Options of {@link staticPage}. */
export type TStaticPageOptions = {
  parents?: TParentRoute[];
  noindex?: boolean;
  jsonLd?: TJsonLdFactory;
};

/**
 * A page without a loader: banner with breadcrumb, heading and lead in the page's language (a page that
 * exists in one language only gives that copy). The pages issue fills the body; the frame, SEO and routing
 * are complete already.
 */
export function staticPage(
  copy: TPageCopyByLocale,
  options: TStaticPageOptions = {},
): TPageModule<null> {
  const byLocale: Partial<Record<TLocale, TPageCopy>> = copy;
  const of = (locale: TLocale): TPageCopy =>
    (byLocale[locale] ?? byLocale.es ?? byLocale.en) as TPageCopy;
  return {
    head: ({ locale, shell }) => ({
      title: of(locale).title,
      heading: of(locale).heading,
      description: of(locale).description,
      breadcrumb: trailOf(locale, of(locale).heading, options.parents),
      ...(options.noindex ? { noindex: true } : {}),
      ...(options.jsonLd ? { jsonLd: options.jsonLd(shell, locale) } : {}),
    }),
    Page: ({ locale, head, match }) => (
      <>
        <PageHeader
          heading={of(locale).heading}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={of(locale).lead}
        />
        <PageLeadForm match={match} />
      </>
    ),
  };
}
