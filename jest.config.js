/** Jest: unit tests beside the code, integration tests under tests/integration. */
import { availableParallelism } from 'node:os';

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  ],
};
const moduleNameMapper = {
  // their package exports offer only `import` to Node: jest is pointed at those files
  '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  '^strtok3$': '<rootDir>/node_modules/strtok3/lib/index.js',
  '^@firm/shared/(.*)$': '<rootDir>/packages/shared/src/$1',
  '^@firm/(content-api|leads-api|worker|web)/(.*)$': '<rootDir>/services/$1/src/$2',
  // Render tests see a CSS Module as class names equal to their keys.
  '\\.module\\.css$': '<rootDir>/tests/support/css-module-stub.cjs',
};
// ESM-only packages (file-type and the tokenizers it reads with) are compiled to CommonJS for jest.
const ESM_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];
const base = {
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  testEnvironment: 'node',
  rootDir: '.',
};

export default {
  // jest reads testTimeout only here, not per project (jestjs/jest#9759): integration tests need it
  testTimeout: 30000,
  // Integration suites mostly wait on PostgreSQL, Redis and the services they start, and each file has
  // its own database or run ids. jest's default (cores − 1) gave a 2-core machine one process that ran
  // the 286 files one after another: 799 s in CI on 27 Nov 2026; three workers took 406 s on that machine.
  maxWorkers: Math.max(3, availableParallelism() - 1),
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/packages/*/src/**/*.test.ts?(x)',
        '<rootDir>/services/*/src/**/*.test.ts?(x)',
        '<rootDir>/tools/*/src/**/*.test.ts?(x)',
        '<rootDir>/infra/**/*.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/setup/global-setup.ts',
      globalTeardown: '<rootDir>/tests/setup/global-teardown.ts',
    },
  ],
};
