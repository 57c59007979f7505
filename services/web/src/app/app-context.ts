import type { TCategory } from '@firm/shared/content/category';
import type { TPublicSamples } from '@firm/shared/studio/studio-collections';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TStaffIdentity } from '@firm/shared/staff/staff-identity';
import type { TStaffPostResult } from '../features/staff/utils/staff-post-result';
import type { TContentWarn } from '../lib/content/content-client';

/** Id of the root route (its loader holds the shell data). */
export const ROOT_ROUTE_ID = 'root';

/** Id of the page route (its loader holds the page's data and the answer to a no-JavaScript post). */
export const PAGE_ROUTE_ID = 'page';

/** Data every page's frame needs (navbar, footer, SEO), loaded once per document by the root route. */
export type TShellData = {
  /** The firm's facts; null only when neither the content service nor the local copy could give them. */
  siteConfig: TSiteConfig | null;
  /** Blog categories for the navbar, both languages. */
  categories: TCategory[];
  /** The sample reviews and testimonials the pages label as examples; null when unknown. */
  samples: TPublicSamples | null;
  /** Anti-forgery token for call tracking (meta tag) and forms; '' when leads-api did not answer. */
  csrfToken: string;
  /**
   * This answer's `style-src` nonce on staff pages (the studio's editor styles itself with it); '' on
   * public pages, which are the same for every visitor.
   */
  cspNonce: string;
  /** Public origin for canonical and hreflang links. */
  origin: string;
  /** Year of the copyright line (decided by the server so the browser renders the same text). */
  year: number;
  /** Who is signed in, on staff pages (decided by the edge for every staff document); else null. */
  staff: TStaffIdentity | null;
  /** The answer to a staff form (sign-in, password) posted to its page that did not succeed; else null. */
  staffPost: TStaffPostResult | null;
};

/** What the server hands its loaders (`requestContext`); absent in the browser. */
export type TServerContext = {
  /** Base URL of the content service as the server reaches it. */
  contentBase: string;
  shell: TShellData;
  /** The answer to a form posted without JavaScript, handed to the forms by the page route's loader. */
  formPost?: unknown;
  /** The signed-in member may not open this staff page: the page route answers 403. */
  staffForbidden?: boolean;
  /** On a staff page: the staff API as the signed-in member reads it, for the page's own loader. */
  staffApi?: TStaffApi;
  /** The request's warnings into the edge's log (the loaders' {@link TContentWarn}). */
  warn?: TContentWarn;
};

/** What leads-api answered a staff page's loader: the status and the JSON body. */
export type TStaffData = { status: number; body: Record<string, unknown> };

/**
 * Reads a staff API path (`/api/staff/…`) with the signed-in member's cookies, in the page's language;
 * leads-api unreachable answers 503.
 */
export type TStaffApi = (path: string) => Promise<TStaffData>;

/** The content service's base URL for a loader: direct on the server, same-origin (through the edge) in the browser. */
export function contentBaseOf(context: unknown): string {
  return (context as TServerContext | undefined)?.contentBase ?? '';
}
