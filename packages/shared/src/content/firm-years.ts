/**
 * The firm's years of experience, computed from its founding year (`firm.founded` in
 * `infra/content/site-config.json`, the one place the firm writes it). The site says "more than N years",
 * so N is the number of whole years that have surely passed, whatever the founding month was: on
 * 1 January of `year` a firm founded on the last day of `founded` has been open `year - founded - 1`
 * whole years.
 * @param founded - the founding year, e.g. 2010
 * @param year - the current year, e.g. 2026
 * @returns e.g. 15 for 2010 and 2026; never negative
 */
export function yearsOfExperience(founded: number, year: number): number {
  return Math.max(0, year - founded - 1);
}
