import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noHttp = {
  group: ['**/http/*', '**/http'],
  message: 'Modules do not import the HTTP layer: declare an action (docs/actions.md); shared types live in core/.',
};
const noRawTables = {
  regex: '(^|/)db/resource-tables(\\.ts)?$',
  message: 'Use scoped(db, ctx).of(resource) or system(db).of(resource) from core/repository.ts.',
};
// The web's data layer (src/api: fetch, session, query hooks) sits under the screens: screens
// import it, never the reverse, so a hook never drags the screen registry into the login chunk.
const notFromWebApi = {
  // Relative paths only: `@kampus/contract/resources` is the contract, not the web's resources/.
  regex: '^(\\.\\./)+(app|resources|pages)(/|$)',
  message:
    'apps/web/src/api is the data layer: it never imports app/, resources/ or pages/ (docs/architecture.md, Layers).',
};
// The contract's root re-exports its catalogues, which load every module's labels in five
// languages with a top-level await: one value imported from there pulls them all into the web's
// entry and splits it (the login page went from 2 preloaded files to 17). Import a subpath.
const notContractRoot = {
  name: '@kampus/contract',
  message:
    'Import from a subpath (@kampus/contract/resources, /menus, /action, ...): the root drags every label into the web app.',
};
const systemModules = [
  'apps/server/src/modules/**/seed-*.ts',
  'apps/server/src/modules/**/*seed*.ts',
  'apps/server/src/modules/**/*.job.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/server/.e2e-build/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  // Modules are named operations and declared actions: the HTTP layer registers them, never the
  // reverse. They read and write through the scoped repository (docs/repository.md); only seeds and
  // jobs, which run as the system, may touch the typed tables themselves.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: systemModules,
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp, noRawTables] }] },
  },
  {
    files: systemModules,
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp] }] },
  },
  // Every transaction of the server opens through inTransaction (db/database.ts), which hands the
  // work a Db: no cast of a driver's transaction type anywhere else.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/database.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open a transaction with inTransaction(db, work) from db/database.ts.',
        },
        {
          selector: "TSAsExpression[expression.type='TSAsExpression'][typeAnnotation.typeName.name='Db']",
          message: 'A transaction is a Db already: inTransaction(db, work) hands it over typed.',
        },
      ],
    },
  },
  // A check over every item is expect(list).toAllSatisfy(test) (test/every-matcher.ts): a plain
  // `every` is true on an empty list, so an empty answer passed it.
  {
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "CallExpression[callee.name='expect'] > CallExpression[callee.property.name='every']",
          message: 'Use expect(list).toAllSatisfy(test): it fails on an empty list.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [notContractRoot] }] },
  },
  // The web's layers as docs/architecture.md draws them: screens -> api -> HTTP.
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [notContractRoot], patterns: [notFromWebApi] }] },
  },
  // Tool configurations that must be CommonJS (.dependency-cruiser.cjs, the cycle check).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/vite.config.ts', '**/vitest.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
