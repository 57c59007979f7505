/** The parts of a click that decide whether the browser would follow a link in the same tab. */
export type TClickLike = {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** Whether a click is a plain left click that nothing else has handled (no new tab, no download). */
export function isPlainClick(click: TClickLike): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey
  );
}

/**
 * The element id a link to a part of the same page points at (`#id`), or null for any other link.
 * @param href - the link's `href` attribute as written
 */
export function fragmentTarget(href: string | null): string | null {
  if (!href?.startsWith('#') || href.length < 2) return null;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
}
