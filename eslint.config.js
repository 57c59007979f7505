import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import { webBoundariesRule } from './infra/eslint/web-boundaries.js';

export default tseslint.config(
  {
    // what the tools and test runs write (prettier reads .gitignore; eslint does not)
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // The web app's architecture (infra/eslint/web-boundaries.js) and the rules of React hooks.
    files: ['services/web/src/**/*.{ts,tsx}'],
    plugins: {
      firm: { rules: { 'web-boundaries': webBoundariesRule } },
      'react-hooks': reactHooks,
    },
    rules: {
      'firm/web-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Accessibility at lint time (axe checks the rendered pages in the browser tests too).
    files: ['services/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // a scrollable region (role="region" with a label) is focusable so keys can scroll it
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // File and folder names in kebab-case (CONVENTIONS.md), a middle extension allowed (x.test.ts).
    files: ['{packages,services,tools,infra,tests}/**/*.{ts,tsx,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The services' layers (CONVENTIONS.md): a route delegates to a service, never to a repository.
    files: ['services/*/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository'],
              message: 'A route delegates to a service; repositories hold the SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (and the rate-limit and session stores, which are their own kind).
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*-store.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in a *.repository.ts (or a *-store.ts); call a repository function.',
        },
      ],
    },
  },
  {
    // react-router runs on the server only: the browser's code uses lib/site-router (issue 17's budget).
    files: ['services/web/src/**/*.{ts,tsx}'],
    ignores: [
      'services/web/src/edge/**',
      'services/web/src/app/entry-server.tsx',
      'services/web/src/app/server-routes.ts',
      'services/web/src/app/page-loader.ts',
      'services/web/src/app/root-loader.ts',
      'services/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Browser code uses lib/site-router; react-router stays on the server.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    // Config files whose tools require a default export.
    files: [
      '**/vite.config.ts',
      '**/playwright.config.ts',
      'jest.config.js',
      'eslint.config.js',
      'tests/**/global-setup.ts',
      'tests/**/global-teardown.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
