#!/usr/bin/env node
// `npm test`: everything a change can break, in order, stopping at the first failure:
// typecheck, lint, unit, integration (HTTP against the local cloud), infra (CDK assertions +
// cdk-nag), the SPA build, and the Playwright journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

/** The journeys need Chromium; install Debian's package when it is missing and we can. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's "chromium" package (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  run('install Chromium (Debian package)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
}

const only = process.argv[2];
const steps = {
  typecheck: () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  lint: () => run('lint', 'npm', ['run', '--silent', 'lint']),
  unit: () => run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']),
  integration: () => run('integration tests (local cloud over HTTP)', 'npx', ['vitest', 'run', '--project', 'integration'], { NODE_OPTIONS: '--openssl-legacy-provider' }),
  infra: () => run('infra tests (CDK assertions, cdk-nag)', 'npx', ['vitest', 'run', '--project', 'infra']),
  e2e: () => {
    ensureChromium();
    run('build the SPA', 'npm', ['run', '--silent', 'build:web']);
    run('browser journeys (Playwright + Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], { NODE_OPTIONS: '--openssl-legacy-provider' });
  },
};

for (const [name, step] of Object.entries(steps)) {
  if (!only || only === name) step();
}
console.log('\nAll checks passed.');
