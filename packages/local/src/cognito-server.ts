import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, waitForHttp } from './ports.ts';
import { within } from './shutdown.ts';

/**
 * cognito-local runs as a child process because it keeps its data in `./.cognito` of its working
 * directory. The issuer follows our port so tokens verify against the JWKS we configure.
 */
export async function startCognito(options: { dataDir: string; port?: number; log?: boolean }) {
  const cwd = join(options.dataDir, 'cognito');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  const script = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  // cognito-local must be told its port (its tokens' issuer names it): a port chosen free may be
  // taken by another process before the child binds it, so a child that exits before it answers is
  // started again on another port (a port given by the caller is tried once).
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const endpoint = `http://127.0.0.1:${port}`;
    writeFileSync(join(cwd, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }));
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
      stdio: options.log ? 'inherit' : 'ignore',
    });
    let running = true;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        running = false;
        resolve();
      }),
    );
    // Its own answer ({ ok: true }), not another server's that holds the port.
    const ownHealth = async (response: Response) =>
      response.status === 200 && ((await response.json()) as { ok?: unknown }).ok === true;
    const answered = await Promise.race([
      waitForHttp(`${endpoint}/health`, 15_000, ownHealth).then(
        () => running,
        () => false,
      ),
      exited.then(() => false),
    ]);
    if (answered) return cognitoHandle(endpoint, child, exited, () => running);
    if (running) child.kill('SIGKILL');
    if (options.port !== undefined || attempt >= 3)
      throw new Error(`Local Cognito did not start on port ${port} (attempt ${attempt})`);
  }
}

function cognitoHandle(endpoint: string, child: ChildProcess, exited: Promise<void>, running: () => boolean) {
  return {
    endpoint,
    /** SIGTERM, then SIGKILL when it has not exited within 2 s (its connections end with it); answers what it had to force. */
    async stop(): Promise<string[]> {
      if (!running()) return [];
      child.kill('SIGTERM');
      if (await within(2000, exited)) return [];
      child.kill('SIGKILL');
      await within(2000, exited);
      return ['Cognito: the child process did not exit on SIGTERM within 2 s, killed'];
    },
  };
}
