import { counter } from '@firm/shared/server/metrics';

/** Content imports from git that committed. */
export const contentImports = counter('content_imports_total', 'Content imports committed');

/** Publications that reached the site: `studio` (now) or `scheduled` (a scheduled one ran). */
export const contentPublishes = counter(
  'content_publishes_total',
  'Content publications, by trigger',
  ['trigger'],
);
