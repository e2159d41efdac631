import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitForHttp } from './ports.ts';

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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHttp(`${endpoint}/health`);
  return {
    endpoint,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
