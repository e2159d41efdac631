import { defineConfig } from 'vitest/config';

// Three projects so CI can run them in sequence: unit tests sit next to the code they test,
// integration tests talk HTTP to a local cloud started once per run, infra tests synthesise the CDK app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/**/*.test.ts',
            'state-machines/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // The unit files share one module graph per worker instead of loading the contract, core and
          // the AWS SDK again for each of their 100 files: a quarter less CPU for the unit run (measured
          // in the README's testing section). A file that swaps a module for a fake (vi.mock)
          // loads what it tests afresh and drops it after (vi.resetModules); seams set per file
          // (useFakePorts, useTestTable) are undone in its afterAll, and vitest resets vi.setConfig per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
