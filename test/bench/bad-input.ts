// The generated bad-input test of every built route (test/integration/bad-input.test.ts) with many
// more random values per field than `npm test` sends: `npm run bench:bad-input` (BAD_INPUT_RUNS=200 by default).
import { spawnSync } from 'node:child_process';

const runs = process.env.BAD_INPUT_RUNS ?? '200';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'test/integration/bad-input.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, BAD_INPUT_RUNS: runs, NODE_OPTIONS: '--openssl-legacy-provider' },
});
process.exit(result.status ?? 1);
