// One lint setup for the whole repository: typescript-eslint's recommended rules everywhere,
// React hooks rules in the SPA, and the import-direction rules of docs/architecture.md.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The SPA's feature folders: each may import only itself and the shared folders. */
const WEB_FEATURES = readdirSync(new URL('web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'cdk.out/**', 'web/dist/**', 'web/.prerender/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import workspace packages by name (@masterport/...).' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // core is entered per area (its package exports), so a Lambda bundles only the areas it calls.
    // A separate rule name, so the no-restricted-imports blocks keep their own patterns.
    files: ['packages/**/*.ts', 'functions/**/*.ts', 'infra/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@masterport/core',
              message:
                'Import an area entry: @masterport/core/masters, /accounts, /shared... (packages/core/README.md).',
            },
          ],
          patterns: [
            { group: ['@masterport/core/src/*'], message: 'Import an area entry of @masterport/core, not its files.' },
          ],
        },
      ],
      // esbuild (the Lambdas' bundler) keeps all of zod behind a named `z`, its ~40 locales too (364 kB per bundle).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as a namespace, import * as z from 'zod' (infra/README.md, Bundles).",
        },
      ],
    },
  },
  {
    // src/testing's fakes are SDK clients of the real kind, set in place of the adapters' (unit tests only).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/adapters/**', 'packages/core/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'core talks to AWS only through src/adapters.' }] },
      ],
    },
  },
  {
    // The test seam (fake ports, factories) never reaches a Lambda: only tests import it.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/core/src',
              from: './packages/core/src/testing',
              message: 'Only unit tests import src/testing.',
            },
          ],
        },
      ],
    },
  },
  // Import direction (docs/architecture.md), checked on resolved paths so a subpath alias
  // (`#features/...`) and a relative path are held to the same rule.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      // A workspace package is imported by its name, never by a relative path into its folder.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // media's `preupload` entry is browser-safe (its test walks its imports): the format rules QC
              // runs, which the upload tab applies to a dropped file's headers, loaded on demand. The
              // contract's `routes` entry is its route facts without schemas, what the API client calls.
              regex: '^@masterport/(?!contract$|contract/routes$|media/preupload$)',
              message:
                'The SPA imports only @masterport/contract, @masterport/contract/routes (and @masterport/media/preupload) among workspace packages.',
            },
            {
              group: ['../../*'],
              message: 'Import shared folders through the subpath imports (#lib/..., #components/..., #config/...).',
            },
          ],
        },
      ],
      // bulletproof-react's rule: shared folders -> features -> app, and no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('web/src/', import.meta.url)),
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'A feature imports only itself and the shared folders (components, config, lib); share code through those.',
            })),
            {
              target: './features',
              from: './app',
              message: 'The app folder composes the features; features do not import it.',
            },
            {
              target: ['./components', './config', './lib', './locales'],
              from: ['./features', './app'],
              message: 'Shared folders import no feature and not the app folder.',
            },
          ],
        },
      ],
    },
  },
  // File names are kebab-case (model-codebases §13); `.test` and `.d` middle extensions aside.
  {
    files: ['{web,packages,functions,infra,test,scripts,state-machines}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
