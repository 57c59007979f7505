/** Name of the meta tag that carries a staff page's `style-src` nonce (public pages have none). */
export const CSP_NONCE_META_NAME = 'csp-nonce';

/**
 * The nonce this page's Content-Security-Policy allows `<style>` elements with ('' when it has none):
 * what a library that adds its own styles (the studio's CodeMirror) must put on them.
 */
export function readCspNonce(): string {
  if (typeof document === 'undefined') return '';
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META_NAME}"]`)?.content ?? ''
  );
}
