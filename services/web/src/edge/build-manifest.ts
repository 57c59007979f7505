import type { TRouteId } from '@firm/shared/routes/route-map';
import { pageFileOf } from '../app/page-file';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export type TManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};

/** Vite's build manifest: source path or chunk name → chunk. */
export type TViteManifest = Record<string, TManifestChunk>;

/** What a document must reference for a page. */
export type TPageAssets = { entry: string; styles: string[]; modulePreloads: string[] };

/** The browser entry's key in the manifest. */
export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

/** The keys of some chunks and of every chunk they import statically. */
export function staticClosure(manifest: TViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The key of the site's one stylesheet in the manifest (`build.cssCodeSplit: false`). */
export const SITE_STYLESHEET = 'style.css';

/**
 * The site's stylesheet: the web build puts every page's CSS in one file (about 15 kB gzipped, with the
 * forms and the staff area), so a document links one stylesheet, which the visitor's next pages find
 * in the cache. Per-page files made 7 to 9 render-blocking requests per page, each a round trip on a slow
 * phone connection (Lighthouse LCP, BENCHMARKS.md).
 * @throws Error when the build made no such file
 */
export function siteStylesheet(manifest: TViteManifest): string {
  const sheet = manifest[SITE_STYLESHEET];
  if (!sheet) throw new Error(`The build manifest has no ${SITE_STYLESHEET}; run the web build`);
  return sheet.file;
}

/**
 * Maps a page to the files its document needs: the browser entry, the site's stylesheet
 * ({@link siteStylesheet}), and module preloads for the page's chunk and its imports, so the page's code
 * downloads in parallel with the entry instead of after it.
 * @param manifest - the client build's manifest
 * @param base - public path of the built files ('/')
 * @throws Error when the manifest has no browser entry
 */
export function createAssetResolver(
  manifest: TViteManifest,
  base = '/',
): (pageId: TRouteId | null) => TPageAssets {
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The build manifest has no ${CLIENT_ENTRY}; run the web build`);
  const stylesheet = siteStylesheet(manifest);
  const cache = new Map<TRouteId | 'none', TPageAssets>();

  return (pageId) => {
    const cached = cache.get(pageId ?? 'none');
    if (cached) return cached;
    const keys = staticClosure(
      manifest,
      pageId ? [CLIENT_ENTRY, `src/${pageFileOf(pageId)}`] : [CLIENT_ENTRY],
    );
    const chunks = keys.map((key) => manifest[key] as TManifestChunk);
    const assets: TPageAssets = {
      entry: base + entryChunk.file,
      styles: [base + stylesheet],
      modulePreloads: chunks
        .filter((chunk) => chunk !== entryChunk)
        .map((chunk) => base + chunk.file),
    };
    cache.set(pageId ?? 'none', assets);
    return assets;
  };
}
