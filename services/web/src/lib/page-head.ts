import type { TLocale } from '@firm/shared/i18n/locale';

/** One step of a breadcrumb trail; the last one (the page itself) has no link. */
export type TCrumb = { label: string; href?: string };

/** What a page tells search engines and the frame about itself. */
export type TPageHead = {
  /** The `<title>` (the firm's name is appended). */
  title: string;
  /** The page's `<h1>` when it differs from the title. */
  heading?: string;
  description: string;
  breadcrumb: TCrumb[];
  /**
   * The same page in each language, for hreflang; omitted → derived from the route map (pages whose
   * slugs differ by language must give it).
   */
  alternates?: Partial<Record<TLocale, string>>;
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'profile';
  /** Absolute or root-relative path of the social card image. */
  image?: string;
  /** Extra JSON-LD objects (BlogPosting, Person, LegalService, ...); the BreadcrumbList is added for every page. */
  jsonLd?: Record<string, unknown>[];
  /**
   * The frame shows Quick exit (and its Escape shortcut): a page victims of abuse or trafficking read,
   * about the VAWA, T, U and humanitarian visas, or the thank-you page reached from one.
   */
  quickExit?: boolean;
  /**
   * A staff page that shows a public page as visitors will see it (the studio's preview): the public
   * site's frame instead of the staff frame.
   */
  publicFrame?: boolean;
  /** The footer's lead form ('Submit your case'); false on the thank-you pages, after a form was sent. @defaultValue true */
  footerForm?: boolean;
};
