import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FtpSrv } from 'ftp-srv';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tls/${name}`, import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** ftp-srv logs with bunyan; its lines are kept here so a test can read them for secrets. */
function recordingLog(lines: string[]) {
  const record = (...args: unknown[]) => void lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg, (_k, v: unknown) => (v instanceof Error ? v.message : v)))).join(' '));
  const log: Record<string, unknown> = { trace: record, debug: record, info: record, warn: record, error: record, fatal: record };
  log.child = () => log;
  return log;
}

export interface StationFtp {
  port: number;
  /** The server's root folder: what the station would find on its disk. */
  root: string;
  /** Names of the files written (STOR), in order. */
  stored: string[];
  logLines: string[];
  close(): Promise<void>;
  filesIn(folder: string): string[];
}

/**
 * A station's FTP server on loopback (ftp-srv): plain, explicit FTPS (AUTH TLS) or implicit FTPS,
 * one login, a root with an `incoming` folder, passive mode on loopback ports.
 */
export async function startStationFtp(options: { security: 'none' | 'explicit' | 'implicit'; username: string; password: string }): Promise<StationFtp> {
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'masterport-station-ftp-'));
  mkdirSync(join(root, 'incoming'));
  const stored: string[] = [];
  const logLines: string[] = [];
  const pasvMin = 30_000 + Math.floor(Math.random() * 20_000);
  const server = new FtpSrv({
    url: `${options.security === 'implicit' ? 'ftps' : 'ftp'}://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1', pasv_min: pasvMin, pasv_max: pasvMin + 100,
    anonymous: false, timeout: 0, log: recordingLog(logLines),
    tls: options.security === 'none' ? false : { key: fixture('station-test.key'), cert: fixture('station-test.crt') },
  });
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    if (username !== options.username || password !== options.password) return reject(new Error('Invalid username or password'));
    connection.on('STOR', (error: unknown, fileName: string) => { if (!error) stored.push(fileName); });
    resolve({ root });
  });
  await server.listen();
  return {
    port, root, stored, logLines,
    filesIn: (folder) => readdirSync(join(root, folder)),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
