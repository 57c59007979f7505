/**
 * First-load bytes of a page from the web build (`services/web/dist/client`): the browser entry, the
 * page's chunk and every chunk they import statically (what the document references and
 * module-preloads), gzipped at level 9. Dynamic imports are not counted (they load later, if at all).
 * Used by `tests/bench/first-load-js.ts` and by the byte-budget test of the home page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { pageFileOf } from '@firm/web/app/page-file';
import {
  CLIENT_ENTRY,
  siteStylesheet,
  staticClosure,
  type TViteManifest,
} from '@firm/web/edge/build-manifest';

/** Where the browser build is. */
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../services/web/dist/client');

/** Raw and gzipped bytes. */
export type TBytes = { raw: number; gzip: number };

/** What a page's first load downloads (JavaScript and CSS). */
export type TFirstLoad = { js: TBytes; css: TBytes; chunks: number; page: TBytes };

const sizes = new Map<string, TBytes>();
function sizeOf(file: string): TBytes {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(CLIENT_DIR, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

function readManifest(): TViteManifest {
  return JSON.parse(
    readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as TViteManifest;
}

const total = (list: TBytes[]): TBytes =>
  list.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });

/** A route's first-load JavaScript and CSS, from the build's manifest. */
export function firstLoadOf(id: TRouteId): TFirstLoad {
  const manifest = readManifest();
  const pageKey = `src/${pageFileOf(id)}`;
  if (!manifest[pageKey]) throw new Error(`No chunk for ${id} (${pageKey}) in the manifest`);
  const keys = staticClosure(manifest, [CLIENT_ENTRY, pageKey]);
  const chunks = keys.map((key) => manifest[key]!);
  return {
    js: total(chunks.map((chunk) => sizeOf(chunk.file))),
    css: sizeOf(siteStylesheet(manifest)),
    chunks: chunks.length,
    page: sizeOf(manifest[pageKey]!.file),
  };
}
