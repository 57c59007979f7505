// @ts-check
// The import rules of services/web/src, as one ESLint rule: each import is classified by the
// folder of the importing file and the folder the specifier resolves to. Plain JavaScript so that
// eslint.config.js loads it without a TypeScript loader.
import { builtinModules } from 'node:module';
import path from 'node:path';

// Folders are found by their place in the repository, wherever it is checked out.
const WEB_SRC = path.join(path.sep, 'services', 'web', 'src', path.sep);
const SHARED_SRC = path.join(path.sep, 'packages', 'shared', 'src', path.sep);
const NODE_BUILTINS = new Set(builtinModules);
const GENERIC_AREAS = new Set(['components', 'lib']);
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/**
 * Where a file of services/web/src lives: its top folder (`area`), the feature or page folder
 * under it (`name`), and a label for messages (`features/navbar`, `pages/home`, `lib`).
 * @typedef {{ area: string, name: string | undefined, label: string }} TPlace
 */

/**
 * What an import specifier points at: a web source folder, the shared server kit, a Node
 * built-in, or something else (a package, another shared module).
 * @typedef {{ kind: 'web', place: TPlace } | { kind: 'shared-server' | 'node' | 'other' }} TTarget
 */

/**
 * The place of an absolute path inside services/web/src, or undefined outside it.
 * @param {string} file
 * @returns {TPlace | undefined}
 */
function placeOf(file) {
  const at = file.lastIndexOf(WEB_SRC);
  if (at < 0) return undefined;
  const [area = '', name] = file.slice(at + WEB_SRC.length).split(path.sep);
  const named = (area === 'features' || area === 'pages') && name !== undefined;
  return { area, name: named ? name : undefined, label: named ? `${area}/${name}` : area };
}

/**
 * Resolves a specifier the way the build does: relative paths from the importing file,
 * `@firm/shared/server/...` to the shared server kit (as is a relative path into
 * packages/shared/src/server), `node:*` and bare built-in names to Node.
 * @param {string} specifier
 * @param {string} importer absolute path of the importing file
 * @returns {TTarget}
 */
function targetOf(specifier, importer) {
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier)) return { kind: 'node' };
  if (/^@firm\/shared\/server(\/|$)/.test(specifier)) return { kind: 'shared-server' };
  if (!specifier.startsWith('.')) return { kind: 'other' };
  const file = path.resolve(path.dirname(importer), specifier);
  if (`${file}${path.sep}`.includes(`${SHARED_SRC}server${path.sep}`))
    return { kind: 'shared-server' };
  const place = placeOf(file);
  return place ? { kind: 'web', place } : { kind: 'other' };
}

/**
 * The broken rule of one import, as a message id with its data, or undefined when it is allowed.
 * @param {TPlace} from place of the importing file
 * @param {boolean} browser whether the importing file ends up in the browser bundle
 * @param {TTarget} target
 * @param {string} specifier
 * @returns {{ messageId: string, data: Record<string, string> } | undefined}
 */
function violationOf(from, browser, target, specifier) {
  const data = { from: from.label, to: specifier };
  if (target.kind === 'node' && browser) return { messageId: 'browserNode', data };
  if (target.kind === 'shared-server' && browser) return { messageId: 'browserServer', data };
  if (target.kind !== 'web') return undefined;
  const to = target.place;
  data.to = to.label;
  if (to.area === 'edge' && browser) return { messageId: 'browserEdge', data };
  if (from.area === 'features' && to.area === 'features' && from.name !== to.name)
    return { messageId: 'featureToFeature', data };
  if (GENERIC_AREAS.has(from.area) && ['features', 'pages', 'app', 'edge'].includes(to.area))
    return { messageId: 'genericToDomain', data };
  if (to.area !== 'pages' || from.label === to.label || to.name === 'kit') return undefined;
  if (to.name === 'errors')
    return from.area === 'app' ? undefined : { messageId: 'errorViews', data };
  if (from.area === 'pages') return { messageId: 'pageToPage', data };
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the folders of services/web/src' },
    schema: [],
    messages: {
      featureToFeature:
        '{{from}} must not import {{to}}: features never import each other (compose them in app/ or a page).',
      genericToDomain:
        '{{from}} must not import {{to}}: components/ and lib/ import neither features, pages, app nor edge.',
      pageToPage:
        "{{from}} must not import {{to}}: a page never imports another page's folder (shared scaffolding goes in pages/kit).",
      errorViews: '{{from}} must not import {{to}}: the error views are imported by app/ only.',
      browserNode:
        '{{from}} must not import {{to}}: browser code never imports Node built-ins (only edge/ and tests may).',
      browserServer:
        '{{from}} must not import {{to}}: browser code never imports @firm/shared/server/* (only edge/ and tests may).',
      browserEdge:
        '{{from}} must not import {{to}}: browser code never imports edge/ (the Express edge runs on Node only).',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const browser = from.area !== 'edge' && !TEST_FILE.test(context.filename);
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const found = violationOf(
        from,
        browser,
        targetOf(source.value, context.filename),
        source.value,
      );
      if (found) context.report({ node: source, ...found });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
