/**
 * Joins the class names that are set (CSS Module classes plus an optional one from the caller).
 * @example classNames(styles.root, active && styles.active, className)
 */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
