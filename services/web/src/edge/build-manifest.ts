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

const PAGE_MODULE = /^src\/pages\/.*-page\.tsx$/;

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

/**
 * The stylesheets a document links: those of its chunks, and those of the parts its chunks load later
 * (a form whose code waits until the visitor comes near it is in the server's HTML from the start, so its
 * styles must be too). Other pages' chunks, which the router loads on navigation, are left out.
 */
export function documentStyles(manifest: TViteManifest, chunkKeys: readonly string[]): string[] {
  const seen = new Set(chunkKeys);
  const later: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    later.push(key);
    for (const child of chunk.imports ?? []) visit(child);
    for (const child of chunk.dynamicImports ?? []) if (!PAGE_MODULE.test(child)) visit(child);
  };
  for (const key of chunkKeys)
    for (const child of manifest[key]?.dynamicImports ?? [])
      if (!PAGE_MODULE.test(child)) visit(child);
  // the chunks' own styles first, in their order, then those of the parts loaded later
  return [...new Set([...chunkKeys, ...later].flatMap((key) => manifest[key]?.css ?? []))];
}

/**
 * Maps a page to the files its document needs: the browser entry, every stylesheet of the entry and the
 * page chunk (and what they import or load later, see {@link documentStyles}), and module preloads for the page's chunk and its imports, so the
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
      styles: documentStyles(manifest, keys).map((file) => base + file),
      modulePreloads: chunks
        .filter((chunk) => chunk !== entryChunk)
        .map((chunk) => base + chunk.file),
    };
    cache.set(pageId ?? 'none', assets);
    return assets;
  };
}
