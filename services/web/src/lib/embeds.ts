/**
 * Third-party frames the site may show (and the CSP allows): the maps provider and YouTube.
 * Nothing third-party loads before the visitor scrolls to it.
 */
export const MAPS_ORIGIN = 'https://www.google.com';

/** Origins allowed in `frame-src`. */
export const FRAME_SOURCES = [
  MAPS_ORIGIN,
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
] as const;

/**
 * The embeddable map of an address (no API key needed).
 * @param address - a postal address, as written in the site config
 */
export function mapEmbedUrl(address: string): string {
  const query = new URLSearchParams({ q: address, output: 'embed' });
  return `${MAPS_ORIGIN}/maps?${query.toString()}`;
}

/**
 * A link that opens an address in the maps provider's own page (a new tab; nothing is embedded).
 * @param address - a postal address
 */
export function mapLinkUrl(address: string): string {
  return `${MAPS_ORIGIN}/maps/search/?${new URLSearchParams({ api: '1', query: address }).toString()}`;
}
