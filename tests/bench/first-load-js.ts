/**
 * First-load JavaScript per page, from the web build: the browser entry, the page's chunk and every
 * chunk they import statically (what the document references and module-preloads), gzipped at level
 * 9 and summed. Dynamic imports are not counted (they load later, if at all).
 *
 *   npm run build -w @firm/web
 *   node --import tsx tests/bench/first-load-js.ts [routeId ...]     # default: every route
 *
 * Prints one line per route (raw and gzipped kB, and the chunks counted), then the CSS likewise.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_IDS, type TRouteId } from '@firm/shared/routes/route-map';
import { pageFileOf } from '../../services/web/src/app/page-file';
import { CLIENT_ENTRY, type TViteManifest } from '../../services/web/src/edge/build-manifest';

const clientDir = path.resolve(import.meta.dirname, '../../services/web/dist/client');
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
) as TViteManifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(clientDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(7);
const requested = process.argv.slice(2) as TRouteId[];
const routes = requested.length > 0 ? requested : ROUTE_IDS;

for (const id of routes) {
  const pageKey = `src/${pageFileOf(id)}`;
  if (!manifest[pageKey]) throw new Error(`No chunk for ${id} (${pageKey}) in the manifest`);
  const chunks = staticClosure([CLIENT_ENTRY, pageKey]).map((key) => manifest[key]!);
  const js = chunks.map((chunk) => sizeOf(chunk.file));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(sizeOf);
  const sum = (list: { raw: number; gzip: number }[], k: 'raw' | 'gzip') =>
    list.reduce((total, size) => total + size[k], 0);
  const page = sizeOf(manifest[pageKey]!.file);
  process.stdout.write(
    `${id.padEnd(26)} JS ${kb(sum(js, 'raw'))} kB raw ${kb(sum(js, 'gzip'))} kB gzip ` +
      `(${chunks.length} chunks; page chunk ${kb(page.gzip)} kB gzip)   ` +
      `CSS ${kb(sum(css, 'gzip'))} kB gzip\n`,
  );
}
