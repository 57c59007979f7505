import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { BOOT_DATA_ID } from '../app/boot-data';

/** When the scripts start anyway if the browser has reported no paint (ms). */
export const BOOT_FALLBACK_MS = 5000;

/**
 * The boot script, served by the edge as a small external file ({@link BOOT_SCRIPT_PATH}) so that pages
 * carry no inline script at all. It starts the browser code once the page has painted: it adds the module
 * preloads and the entry's module script when the browser reports the first contentful paint (a
 * `paint` PerformanceObserver: the entry arrives once the frame is on screen, where a frame callback runs
 * before raster and display, so scripts asked for then still competed with the paint). Without paint
 * timing, a frame after the first; and a timer ({@link BOOT_FALLBACK_MS}) for a page that reports no paint.
 * Until then the network carries only what the first paint needs — the document, its stylesheets, the
 * font and the hero image — so on a slow phone connection the scripts do not compete with them. The page
 * works before hydration (links, forms that post), so starting the scripts later loses nothing. It reads
 * the entry and its chunks from the `boot-data` block.
 */
export const BOOT_SCRIPT =
  `(function(){var e=document.getElementById(${JSON.stringify(BOOT_DATA_ID)});if(!e)return;` +
  `var a=JSON.parse(e.textContent||'{}'),done=false;function go(){if(done)return;done=true;` +
  `(a.preloads||[]).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l);});` +
  `var s=document.createElement('script');s.type='module';s.src=a.entry;document.body.appendChild(s);}` +
  `function later(){setTimeout(go,0);}var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
  `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later();}});` +
  `o.observe({type:'paint',buffered:true});}else{requestAnimationFrame(later);}` +
  `setTimeout(go,${BOOT_FALLBACK_MS});})();\n`;

/** Where the edge serves {@link BOOT_SCRIPT}: named by its content, so it can be cached for a year. */
export const BOOT_SCRIPT_PATH = `/assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 10)}.js`;

/** Serves the boot script (immutable: its name changes with its text). */
export function bootScript(): RequestHandler {
  return (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.type('text/javascript').send(BOOT_SCRIPT);
  };
}
