import type { TRouteId } from '@firm/shared/routes/route-map';
import { pageFileOf } from '../app/page-file';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export type TManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};

/** Vite's build manifest: source path or chunk name → chunk. */
export type TViteManifest = Record<string, TManifestChunk>;

/** What a document must reference for a page. */
export type TPageAssets = { entry: string; styles: string[]; modulePreloads: string[] };

/** The browser entry's key in the manifest. */
export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

/**
 * Maps a page to the files its document needs: the browser entry, every stylesheet of the entry and the
 * page chunk (and what they import), and module preloads for the page's chunk and its imports, so the
 * page's code downloads in parallel with the entry instead of after it.
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
  const cache = new Map<TRouteId | 'none', TPageAssets>();

  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, seen);
  };

  return (pageId) => {
    const cached = cache.get(pageId ?? 'none');
    if (cached) return cached;
    const keys = new Set<string>();
    collect(CLIENT_ENTRY, keys);
    if (pageId) collect(`src/${pageFileOf(pageId)}`, keys);
    const chunks = [...keys].map((key) => manifest[key] as TManifestChunk);
    const assets: TPageAssets = {
      entry: base + entryChunk.file,
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => base + file),
      modulePreloads: chunks
        .filter((chunk) => chunk !== entryChunk)
        .map((chunk) => base + chunk.file),
    };
    cache.set(pageId ?? 'none', assets);
    return assets;
  };
}
