import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROUTE_IDS, staffAccessOf, type TRouteId } from '@firm/shared/routes/route-map';
import { CLIENT_DIR } from '../../support/first-load';

/** Every page a visitor can open (not the staff area). */
export const PUBLIC_PAGES: TRouteId[] = ROUTE_IDS.filter((id) => staffAccessOf(id) === null);

type TMapping = { generatedLine: number; generatedColumn: number; source: string | null };
type TConsumer = { eachMapping(callback: (mapping: TMapping) => void): void };
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js') as {
  SourceMapConsumer: new (map: unknown) => TConsumer;
};

/** One package (or folder of the app) and the minified bytes it adds to the browser entry. */
export type TEntryPart = { name: string; bytes: number };

function partOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1] ?? source;
  const app = /(services\/web\/src\/[^/]+\/[^/]+|packages\/shared\/src\/[^/]+)/.exec(source);
  return app?.[1] ?? source;
}

/**
 * What the browser entry is made of, by package and app folder: the minified bytes each source
 * contributes, read from the entry's source map (the bench builds with `--sourcemap`). Sorted, largest
 * first. Empty when the build has no source map.
 */
export function entryReport(): TEntryPart[] {
  const dir = path.join(CLIENT_DIR, 'assets');
  const file = readdirSync(dir).find((name) => /^entry-client-.*\.js$/.test(name));
  if (!file || !readdirSync(dir).includes(`${file}.map`)) return [];
  const code = readFileSync(path.join(dir, file), 'utf8');
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const consumer = new SourceMapConsumer(
    JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')),
  );
  const marks: { at: number; part: string }[] = [];
  consumer.eachMapping((m) => {
    marks.push({
      at: (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn,
      part: m.source ? partOf(m.source) : '(no source)',
    });
  });
  marks.sort((a, b) => a.at - b.at);
  const sizes = new Map<string, number>();
  marks.forEach((mark, i) => {
    const end = marks[i + 1]?.at ?? code.length;
    sizes.set(mark.part, (sizes.get(mark.part) ?? 0) + (end - mark.at));
  });
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}
