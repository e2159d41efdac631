import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./support/leave-open-and-stop.ts', import.meta.url));
/** stop()'s own bound is 10 s; a stop that needs more is what hung `npm test` after its last test. */
const STOP_BOUND_MS = 12_000;
/** Once stop() has answered, nothing may keep the process alive: it ends by itself, quickly. */
const EXIT_BOUND_MS = 5_000;

interface StopReport {
  forced: string[];
  ms: number;
}

// `npm test` must end after its last test whatever a test left open: a local cloud in a process of
// its own is left an idle keep-alive connection on every server, a request whose body never ends
// and a half-read object, then stopped; the process must then end on its own, no exit() called.
describe('stopping the local cloud with connections left open', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'masterport-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends every connection, says what it forced and lets the process exit', async () => {
    const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', SCRIPT, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, unknown>[] = [];
    const times: Record<string, number> = {};
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        lines.push(parsed);
        for (const key of Object.keys(parsed)) times[key] = Date.now();
      }
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    // Start-up is not what is measured: up to a minute on a busy machine.
    const outcome = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000 + STOP_BOUND_MS + EXIT_BOUND_MS)),
    ]);
    if (outcome === 'hung') child.kill('SIGKILL');

    const opened = lines.find((line) => 'open' in line) as { open: string[]; servers: string[] } | undefined;
    expect(opened, 'the child opened its connections').toBeDefined();
    const { open, servers } = opened!;
    // One idle connection per server (the app, its emulators and stand-ins), the endless request, the
    // half-read object.
    expect(servers).toEqual(expect.arrayContaining(['app', 'dynamodb', 's3', 'ses', 'sfn']));
    expect(open.filter((line) => line.endsWith(': an idle keep-alive connection'))).toHaveLength(servers.length);
    expect(open).toHaveLength(servers.length + 2);
    const report = lines.find((line) => 'stopped' in line)?.stopped as StopReport | undefined;
    expect(report, 'stop() answered').toBeDefined();
    expect(times.stopped! - times.open!).toBeLessThan(STOP_BOUND_MS);
    expect(outcome, 'the process ended by itself').not.toBe('hung');
    if (outcome === 'hung') return;
    expect(outcome.code).toBe(0);
    expect(outcome.at - times.stopped!).toBeLessThan(EXIT_BOUND_MS);
    // What it had to end is said, server by server: the requests cut apart from idle connections.
    const said = report!.forced.join('\n');
    expect(said).toMatch(/^App: 1 request in flight cut, 1 idle keep-alive connection closed$/m);
    expect(said).toMatch(/^S3: 1 request in flight cut, \d+ idle keep-alive connections? closed$/m);
    for (const server of ['DynamoDB', 'SES', 'Step Functions', 'Payment gateway', 'Ad-ID registry'])
      expect(said).toMatch(new RegExp(`^${server}: \\d+ idle keep-alive connections? closed$`, 'm'));
  }, 120_000);
});
