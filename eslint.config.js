// One lint setup for the whole repository: typescript-eslint's recommended rules everywhere,
// React hooks rules in the SPA, and the import-direction rules of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Import workspace packages by name (@masterport/...).' }] }],
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
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@masterport/core', message: 'Import an area entry: @masterport/core/masters, /accounts, /shared... (packages/core/README.md).' }],
        patterns: [{ group: ['@masterport/core/src/*'], message: 'Import an area entry of @masterport/core, not its files.' }],
      }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/adapters/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'core talks to AWS only through src/adapters.' }] }],
    },
  },
);
