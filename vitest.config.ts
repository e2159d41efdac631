import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const integration = {
  globalSetup: ['test/integration/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
};

const journeys = {
  globalSetup: ['test/e2e/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

/** Where the unit tests are: beside the code they test. */
const UNIT_FOLDERS = ['packages', 'functions', 'state-machines', 'web/src'];
const UNIT_FILE = /\.test\.tsx?$/;
const UNIT_INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'functions/**/*.test.ts',
  'state-machines/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
];

/**
 * What makes a unit file need a module graph of its own: it mocks modules, changes the environment
 * or the clock, patches a client or spies on a module's export, each of which would reach the files
 * after it if modules were shared; or it starts a server or an emulator in its process (a test table,
 * the local S3, Step Functions, a stand-in), whose modules keep state of their own: a data-layer file
 * met a table that did not exist after another file's table had stopped. `useFakePorts` starts a test
 * table too, behind a helper: a core file using it met the same on CI (session 35). Found by what the
 * file contains, so a new such file is isolated by construction.
 */
const NEEDS_OWN_MODULES =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers|setSystemTime|spyOn)\b|mockClient\(|process\.env\.[A-Za-z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env|Object\.assign\(process\.env|useTestTable|startTestTable|useFakePorts\(|await start[A-Z]\w*\(/;

function unitFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : unitFiles(path);
    return UNIT_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The unit files that run with their own modules: those that change shared state (above) and the
 * media encodes (ffmpeg's time dwarfs their imports, and their fixtures are cached per process).
 * Every other unit file shares its worker's modules (`isolate: false`): imports were half the unit
 * step's time (docs/testing.md).
 */
const ISOLATED_UNIT_FILES = UNIT_FOLDERS.flatMap(unitFiles).filter(
  (path) => path.startsWith('packages/media/') || NEEDS_OWN_MODULES.test(readFileSync(path, 'utf8')),
);

// One project per kind of test, so npm test (scripts/test.mjs) can run each as a step, some side by
// side (docs/testing.md): unit tests sit next to the code they test, integration tests talk HTTP to a
// local cloud started once per run, journeys drive the built SPA in Chromium, infra tests synthesise
// the CDK app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
          environment: 'node',
          // One worker per core. vitest's default leaves a core to its main process, which here only
          // hands out files: on CI's two cores that ran the 100 files one at a time, the second core
          // idle but for ffmpeg (docs/testing.md).
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'node',
          maxWorkers: availableParallelism(),
        },
      },
      // Integration tests, in two projects that each start a local cloud of their own (the global
      // setup), so npm test runs them side by side in two processes: the files that run masters
      // through ffmpeg (media/), and the ones that only call the API. Within a project, files run one
      // at a time against its one cloud (docs/testing.md).
      {
        test: {
          name: 'integration',
          include: ['test/integration/*.test.ts'],
          ...integration,
        },
      },
      {
        test: {
          name: 'integration-media',
          include: ['test/integration/media/*.test.ts'],
          ...integration,
        },
      },
      // Journeys, in two projects that each start a local cloud serving the built SPA, so npm test runs
      // them side by side: those that process masters through ffmpeg (media/), and the others.
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/*.test.ts'],
          ...journeys,
        },
      },
      {
        test: {
          name: 'e2e-media',
          include: ['test/e2e/media/*.test.ts'],
          ...journeys,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // vitest runs projects with different worker counts in different groups: infra keeps its
          // default (one worker on CI's two cores, where npm test runs it beside integration).
          sequence: { groupOrder: 1 },
          // The files share their worker's modules, so the ones that read the same app share one
          // synth (test/infra/support/synth-app.ts) rather than each making its own (docs/testing.md).
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
