import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv } from 'ftp-srv';

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

/** What a station's server answers to HASH (draft-bryan-ftpext-hash): nothing (not offered), the file's SHA-256, or a wrong one. */
export type HashAnswers = 'none' | 'sha256' | 'wrong';

type FtpConnection = { server: unknown; fs: { _resolvePath?: (path: string) => { fsPath: string } } | null; reply: (status: number, ...lines: unknown[]) => Promise<unknown> };
type FtpCommand = { directive: string; handler: (this: FtpConnection, args: { command: { arg?: string } }) => unknown; syntax: string; description: string; flags?: { feat?: string } };

/** How each server made here answers HASH, by server (ftp-srv's command registry is one for the process). */
const hashAnswersOf = new WeakMap<object, { answers: HashAnswers }>();

/**
 * ftp-srv has no HASH command: the tests give it one, with the FEAT line and OPTS HASH of the
 * draft, so a delivery's checksum check meets a real server's answer. Servers that do not offer it
 * answer 502 and do not list it.
 */
function teachHash() {
  const registry = createRequire(import.meta.url)('ftp-srv/src/commands/registry.js') as Record<string, FtpCommand>;
  if (registry.HASH) return;
  const offers = (connection: FtpConnection) => (hashAnswersOf.get(connection.server as object)?.answers ?? 'none') !== 'none';
  registry.HASH = {
    directive: 'HASH', syntax: '{{cmd}} <path>', description: 'The SHA-256 of a file', flags: { feat: 'HASH SHA-256*' },
    handler(this: FtpConnection, { command }) {
      const answers = hashAnswersOf.get(this.server as object)?.answers ?? 'none';
      if (answers === 'none' || !this.fs?._resolvePath || !command.arg) return this.reply(502, 'Command not implemented');
      const bytes = readFileSync(this.fs._resolvePath(command.arg).fsPath);
      const hash = answers === 'wrong' ? 'f'.repeat(64) : createHash('sha256').update(bytes).digest('hex');
      return this.reply(213, `SHA-256 0-${Math.max(0, bytes.length - 1)} ${hash} ${command.arg}`);
    },
  };
  const opts = registry.OPTS!;
  registry.OPTS = { ...opts, handler(this: FtpConnection, args) {
    if (/^HASH\b/i.test(args.command.arg ?? '') && offers(this)) return this.reply(200, 'SHA-256');
    return opts.handler.call(this, args);
  } };
  // FEAT as ftp-srv writes it (the registry's `feat` flags), HASH only where it is offered.
  registry.FEAT = { ...registry.FEAT!, handler(this: FtpConnection) {
    const features = Object.values(registry).flatMap((command) => (command.flags?.feat && (command.directive !== 'HASH' || offers(this)) ? [command.flags.feat] : []));
    return this.reply(211, 'Extensions supported', ...['UTF8', ...features].sort().map((feature) => ({ message: ` ${feature}`, raw: true })), 'End');
  } };
}

/**
 * The server's own file system, but writing each chunk received only after `delayMs()`: the data
 * connection's backpressure slows the sender too, so a delivery stays in progress long enough for
 * a test to start another one meanwhile.
 */
class SlowFileSystem extends FileSystem {
  constructor(connection: unknown, options: { root: string; cwd: string }, private readonly delayMs: () => number, private readonly writers: WriterCount) {
    super(connection as never, options);
  }

  override write(fileName: string, options?: { append?: boolean; start?: number }) {
    const written = super.write(fileName, options) as { stream: NodeJS.WritableStream & { destroy(error?: Error): void; path?: string }; clientPath: string };
    const inner = written.stream;
    this.writers.opened(String(inner.path ?? fileName));
    let closed = false;
    const close = () => {
      if (!closed) this.writers.closed(String(inner.path ?? fileName));
      closed = true;
    };
    inner.once('close', close);
    inner.once('finish', close);
    inner.once('error', close);
    const delay = this.delayMs();
    if (delay <= 0) return written;
    const slow = new Writable({
      write(chunk: Buffer, _encoding, done) {
        setTimeout(() => (inner.write(chunk) ? done() : inner.once('drain', () => done())), delay);
      },
      final(done) {
        inner.end(() => done());
      },
      destroy(error, done) {
        inner.destroy(error ?? undefined);
        done(error);
      },
    });
    inner.once('error', (error: Error) => slow.destroy(error));
    return { stream: slow, clientPath: written.clientPath };
  }
}

/** Write streams open per file: a second one opened while one is open is two writers on one file. */
class WriterCount {
  private readonly open = new Map<string, number>();
  readonly overlaps: string[] = [];

  opened(path: string) {
    const count = (this.open.get(path) ?? 0) + 1;
    this.open.set(path, count);
    if (count > 1) this.overlaps.push(path);
  }

  closed(path: string) {
    this.open.set(path, Math.max(0, (this.open.get(path) ?? 1) - 1));
  }
}

export interface StationFtp {
  port: number;
  /** What the server answers to HASH; a test may change it between deliveries. */
  hashAnswers: HashAnswers;
  /** Pause before each chunk received is written (ms; 0: none): a slow station, so a delivery is still running when a test acts. */
  writeDelayMs: number;
  /** Files that had two write streams open at once (STOR/APPE from two connections): must stay empty. */
  overlappingWrites: readonly string[];
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
export async function startStationFtp(options: { security: 'none' | 'explicit' | 'implicit'; username: string; password: string; hashAnswers?: HashAnswers }): Promise<StationFtp> {
  teachHash();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'masterport-station-ftp-'));
  mkdirSync(join(root, 'incoming'));
  const stored: string[] = [];
  const logLines: string[] = [];
  const slow = { delayMs: 0 };
  const writers = new WriterCount();
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
    resolve({ root, fs: new SlowFileSystem(connection, { root, cwd: '/' }, () => slow.delayMs, writers) });
  });
  await server.listen();
  const hash = { answers: options.hashAnswers ?? 'none' };
  hashAnswersOf.set(server, hash);
  return {
    port, root, stored, logLines, overlappingWrites: writers.overlaps,
    get hashAnswers() { return hash.answers; },
    get writeDelayMs() { return slow.delayMs; },
    set writeDelayMs(delayMs: number) { slow.delayMs = delayMs; },
    set hashAnswers(answers: HashAnswers) { hash.answers = answers; },
    filesIn: (folder) => readdirSync(join(root, folder)),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
