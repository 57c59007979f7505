/**
 * Which paths belong to the staff area. Apart from `staff-paths.ts` (the staff API's paths) because
 * every public page's entry chunk asks it, and issue 17's byte budget has no room for the rest.
 */

/** The staff pages' path prefixes (Spanish without a prefix, English under /en like the site). */
export const STAFF_PAGE_PREFIXES = ['/staff', '/en/staff'] as const;

/** Whether a path belongs to the staff area (pages, the queue dashboard): never indexed, never cached. */
export function isStaffPath(pathname: string): boolean {
  return STAFF_PAGE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
