import type { TPageHead } from '../../lib/page-head';

/** The head of a staff page: its title and description, no breadcrumb, never indexed. */
export function staffHead(copy: { title: string; description: string }): TPageHead {
  return { title: copy.title, description: copy.description, breadcrumb: [], noindex: true };
}
