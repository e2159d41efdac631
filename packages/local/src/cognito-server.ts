import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitForHttp } from './ports.ts';
import { within } from './shutdown.ts';

/**
 * cognito-local runs as a child process because it keeps its data in `./.cognito` of its working
 * directory. The issuer follows our port so tokens verify against the JWKS we configure.
 */
export async function startCognito(options: { dataDir: string; port: number; log?: boolean }) {
  const cwd = join(options.dataDir, 'cognito');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  writeFileSync(join(cwd, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }));
  const script = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: options.log ? 'inherit' : 'ignore',
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  await waitForHttp(`${endpoint}/health`);
  return {
    endpoint,
    /** SIGTERM, then SIGKILL when it has not exited within 2 s (its connections end with it); answers what it had to force. */
    async stop(): Promise<string[]> {
      if (!running) return [];
      child.kill('SIGTERM');
      if (await within(2000, exited)) return [];
      child.kill('SIGKILL');
      await within(2000, exited);
      return ['Cognito: the child process did not exit on SIGTERM within 2 s, killed'];
    },
  };
}
