/**
 * First-load JavaScript per page, from the web build (see tests/support/first-load.ts):
 *
 *   npm run build -w @firm/web
 *   node --import tsx tests/bench/first-load-js.ts [routeId ...]     # default: every route
 *
 * Prints one line per route (raw and gzipped kB, and the chunks counted), then the CSS likewise.
 */
import { ROUTE_IDS, type TRouteId } from '@firm/shared/routes/route-map';
import { firstLoadOf } from '../support/first-load';

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(7);
const requested = process.argv.slice(2) as TRouteId[];
const routes = requested.length > 0 ? requested : ROUTE_IDS;

for (const id of routes) {
  const { js, css, chunks, page } = firstLoadOf(id);
  process.stdout.write(
    `${id.padEnd(26)} JS ${kb(js.raw)} kB raw ${kb(js.gzip)} kB gzip ` +
      `(${chunks} chunks; page chunk ${kb(page.gzip)} kB gzip)   ` +
      `CSS ${kb(css.gzip)} kB gzip\n`,
  );
}
