import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import config from '../../eslint.config.js';
import { repoPaths } from '@firm/shared/server/paths';

const root = repoPaths().root;
// The project's own config, exactly as `eslint .` uses it (typescript-eslint's config type and
// ESLint's differ only in an index signature).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: config as Linter.Config[],
});

/** Lints `source` as if it were the file `file` of services/web/src; returns the messages of `ruleId`. */
async function messagesOf(file: string, source: string, ruleId: string): Promise<string[]> {
  const filePath = path.join(root, 'services/web/src', file);
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaries = (file: string, specifier: string) =>
  messagesOf(
    file,
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    'firm/web-boundaries',
  );

describe('firm/web-boundaries', () => {
  it.each([
    [
      'features/navbar/navbar.tsx',
      '../footer/footer',
      'features/navbar must not import features/footer: features never import each other',
    ],
    [
      'features/lead-forms/components/lead-form.tsx',
      '../../seo/json-ld',
      'features/lead-forms must not import features/seo: features never import each other',
    ],
    [
      'components/logo.tsx',
      '../features/navbar/navbar',
      'components must not import features/navbar: components/ and lib/ import neither features, pages, app nor edge',
    ],
    [
      'lib/content/site-config.ts',
      '../../pages/home/home-page',
      'lib must not import pages/home: components/ and lib/ import neither features, pages, app nor edge',
    ],
    [
      'lib/page-head.ts',
      '../app/routes',
      'lib must not import app: components/ and lib/ import neither features, pages, app nor edge',
    ],
    [
      'pages/home/home-page.tsx',
      '../contact/contact-page',
      "pages/home must not import pages/contact: a page never imports another page's folder",
    ],
    [
      'pages/kit/static-page.tsx',
      '../home/home-page',
      "pages/kit must not import pages/home: a page never imports another page's folder",
    ],
    [
      'pages/home/home-page.tsx',
      '../errors/not-found-view',
      'pages/home must not import pages/errors: the error views are imported by app/ only',
    ],
    [
      'features/seo/seo-head.tsx',
      '../../pages/errors/error-view.module.css',
      'features/seo must not import pages/errors: the error views are imported by app/ only',
    ],
    [
      'edge/page-handler.ts',
      '../pages/errors/not-found-view',
      'edge must not import pages/errors: the error views are imported by app/ only',
    ],
    [
      'app/document.tsx',
      'node:fs',
      'app must not import node:fs: browser code never imports Node built-ins',
    ],
    [
      'lib/format-date.ts',
      'path',
      'lib must not import path: browser code never imports Node built-ins',
    ],
    [
      'features/seo/json-ld.ts',
      '@firm/shared/server/logger',
      'features/seo must not import @firm/shared/server/logger: browser code never imports @firm/shared/server/*',
    ],
    [
      'components/logo.tsx',
      '../../../packages/shared/src/server/paths',
      'components must not import ../../../packages/shared/src/server/paths: browser code never imports @firm/shared/server/*',
    ],
    [
      'pages/contact/contact-page.tsx',
      '../../edge/config',
      'pages/contact must not import edge: browser code never imports edge/',
    ],
    [
      'components/logo.tsx',
      '../edge/config',
      'components must not import edge: browser code never imports edge/',
    ],
  ])('When %s imports %s, then lint reports "%s"', async (file, specifier, expected) => {
    const messages = await boundaries(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    ['features/navbar/navbar.tsx', './nav-items'],
    ['features/navbar/navbar.tsx', '../../components/logo'],
    ['features/navbar/navbar.tsx', '../../lib/copy/shell-copy'],
    ['features/lead-forms/components/lead-form.tsx', '../utils/first-error'],
    ['components/logo.tsx', '../lib/format-date'],
    ['lib/page-head.ts', '@firm/shared/routes/route-map'],
    ['pages/home/home-page.tsx', '../kit/static-page'],
    ['pages/home/home-page.tsx', './home-copy'],
    ['pages/home/home-page.tsx', '../../features/lead-forms/components/page-lead-form'],
    ['app/page-error.tsx', '../pages/errors/not-found-view'],
    ['pages/errors/not-found-view.tsx', './error-view.module.css'],
    ['app/routes.tsx', '../features/navbar/navbar'],
    ['edge/server.ts', 'node:fs'],
    ['edge/server.ts', '@firm/shared/server/logger'],
    ['edge/form-posts/forward-form.ts', '../../features/lead-forms/utils/submit-outcome'],
    ['features/navbar/nav-items.test.ts', 'node:fs'],
    ['app/page-file.test.ts', '@firm/shared/server/paths'],
    ['lib/links.test.ts', 'node:path'],
  ])('When %s imports %s, then lint allows it', async (file, specifier) => {
    expect(await boundaries(file, specifier)).toEqual([]);
  });

  it('When browser code imports a Node type, re-exports or lazily imports Node, then each is reported', async () => {
    const source = [
      "import type { ServerResponse } from 'node:http';",
      "export * from 'fs';",
      "export { readFile } from 'node:fs/promises';",
      "export const load = (): Promise<unknown> => import('node:path');",
      'export type T = ServerResponse;',
    ].join('\n');
    expect(await messagesOf('app/entry-server.tsx', source, 'firm/web-boundaries')).toHaveLength(4);
  });

  it('When a file lies outside services/web/src, then the rule does not apply', async () => {
    const filePath = path.join(root, 'services/leads-api/src/server.ts');
    const [result] = await eslint.lintText("import { x } from 'node:fs';\nexport const y = x;\n", {
      filePath,
    });
    expect(result?.messages.filter((m) => m.ruleId === 'firm/web-boundaries')).toEqual([]);
  });
});

describe('react-hooks', () => {
  const component = (body: string) =>
    [
      "import { useEffect, useState } from 'react';",
      'export function Widget({ open, id }: { open: boolean; id: string }) {',
      body,
      '  return <p>{id}</p>;',
      '}',
    ].join('\n');

  it.each([
    [
      'a hook is called under a condition',
      'rules-of-hooks',
      '  if (open) useState(0);',
      'called conditionally',
    ],
    [
      'an effect leaves out a value it reads',
      'exhaustive-deps',
      '  useEffect(() => { document.title = id; }, []);',
      "missing dependency: 'id'",
    ],
  ])('When %s, then react-hooks/%s fails', async (_case, rule, body, expected) => {
    const messages = await messagesOf(
      'features/navbar/widget.tsx',
      component(body),
      `react-hooks/${rule}`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it('When hooks are called at the top with every dependency listed, then neither rule reports', async () => {
    const source = component(
      '  const [n] = useState(0);\n  useEffect(() => { document.title = `${id}${n}${open}`; }, [id, n, open]);',
    );
    const file = 'features/navbar/widget.tsx';
    expect(await messagesOf(file, source, 'react-hooks/rules-of-hooks')).toEqual([]);
    expect(await messagesOf(file, source, 'react-hooks/exhaustive-deps')).toEqual([]);
  });
});
