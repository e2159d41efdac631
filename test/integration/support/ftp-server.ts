import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
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
  const record = (...args: unknown[]) =>
    void lines.push(
      args
        .map((arg) =>
          typeof arg === 'string' ? arg : JSON.stringify(arg, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
        )
        .join(' '),
    );
  const log: Record<string, unknown> = {
    trace: record,
    debug: record,
    info: record,
    warn: record,
    error: record,
    fatal: record,
  };
  log.child = () => log;
  return log;
}

/**
 * Which checksum a station's server offers: none; HASH (draft-bryan-ftpext-hash) with the file's
 * SHA-256, or a wrong one; or only XMD5 or XCRC (ProFTPD mod_digest's, answered `250 <hex>`).
 */
export type HashAnswers = 'none' | 'sha256' | 'wrong' | 'xmd5' | 'xcrc';

type FtpConnection = {
  server: unknown;
  fs: { _resolvePath?: (path: string) => { fsPath: string } } | null;
  reply: (status: number, ...lines: unknown[]) => Promise<unknown>;
};
type FtpCommand = {
  directive: string;
  handler: (this: FtpConnection, args: { command: { arg?: string } }) => unknown;
  syntax: string;
  description: string;
  flags?: { feat?: string };
};

/**
 * How a station's server misbehaves on purpose, set by a test between deliveries: stall once for
 * `stallMs` after `stallAfterBytes` bytes of a file; answer SIZE with no number, `sizeWithoutNumber`
 * times; refuse every STOR/APPE for want of room (452, `diskFull`).
 */
export interface Misbehaviour {
  stallAfterBytes?: number;
  stallMs?: number;
  sizeWithoutNumber?: number;
  diskFull?: boolean;
}

/** How each server made here answers HASH and misbehaves, by server (ftp-srv's command registry is one for the process). */
const hashAnswersOf = new WeakMap<object, { answers: HashAnswers; misbehave: Misbehaviour; transfers: string[] }>();

/**
 * ftp-srv has no HASH command: the tests give it one, with the FEAT line and OPTS HASH of the
 * draft, so a delivery's checksum check meets a real server's answer. Servers that do not offer it
 * answer 502 and do not list it.
 */
function teachHash() {
  const registry = createRequire(import.meta.url)('ftp-srv/src/commands/registry.js') as Record<string, FtpCommand>;
  if (registry.HASH) return;
  const answersOf = (connection: FtpConnection) => hashAnswersOf.get(connection.server as object)?.answers ?? 'none';
  const offers = (connection: FtpConnection) => answersOf(connection) === 'sha256' || answersOf(connection) === 'wrong';
  registry.HASH = {
    directive: 'HASH',
    syntax: '{{cmd}} <path>',
    description: 'The SHA-256 of a file',
    flags: { feat: 'HASH SHA-256*' },
    handler(this: FtpConnection, { command }) {
      if (!offers(this) || !this.fs?._resolvePath || !command.arg) return this.reply(502, 'Command not implemented');
      const bytes = readFileSync(this.fs._resolvePath(command.arg).fsPath);
      const hash = answersOf(this) === 'wrong' ? 'f'.repeat(64) : createHash('sha256').update(bytes).digest('hex');
      return this.reply(213, `SHA-256 0-${Math.max(0, bytes.length - 1)} ${hash} ${command.arg}`);
    },
  };
  // XMD5 and XCRC, upper-case hex as ProFTPD writes it, each offered (and listed in FEAT) only where chosen.
  const digests = {
    XMD5: (bytes: Buffer) => createHash('md5').update(bytes).digest('hex'),
    XCRC: (bytes: Buffer) => crc32(bytes).toString(16).padStart(8, '0'),
  };
  for (const [directive, digest] of Object.entries(digests)) {
    registry[directive] = {
      directive,
      syntax: '{{cmd}} <path>',
      description: `The ${directive.slice(1)} of a file`,
      flags: { feat: directive },
      handler(this: FtpConnection, { command }) {
        if (answersOf(this) !== directive.toLowerCase() || !this.fs?._resolvePath || !command.arg)
          return this.reply(502, 'Command not implemented');
        return this.reply(250, digest(readFileSync(this.fs._resolvePath(command.arg).fsPath)).toUpperCase());
      },
    };
  }
  const opts = registry.OPTS!;
  registry.OPTS = {
    ...opts,
    handler(this: FtpConnection, args) {
      if (/^HASH\b/i.test(args.command.arg ?? '') && offers(this)) return this.reply(200, 'SHA-256');
      return opts.handler.call(this, args);
    },
  };
  // SIZE with no number (ftp-srv itself answers so for an empty file), as often as asked.
  const size = registry.SIZE!;
  registry.SIZE = {
    ...size,
    handler(this: FtpConnection, args) {
      const misbehave = hashAnswersOf.get(this.server as object)?.misbehave;
      if (misbehave?.sizeWithoutNumber) {
        misbehave.sizeWithoutNumber -= 1;
        return this.reply(213, 'File status okay');
      }
      return size.handler.call(this, args);
    },
  };
  // A full disk: the server refuses the write before any byte moves, as FTP servers over quota do.
  for (const directive of ['STOR', 'APPE'] as const) {
    const write = registry[directive]!;
    registry[directive] = {
      ...write,
      handler(this: FtpConnection & { connector?: { end(): unknown } }, args) {
        const server = hashAnswersOf.get(this.server as object);
        server?.transfers.push(`${directive} ${args.command.arg ?? ''}`);
        if (server?.misbehave.diskFull) {
          this.connector?.end();
          return this.reply(452, 'Insufficient storage space');
        }
        return write.handler.call(this, args);
      },
    };
  }
  // FEAT as ftp-srv writes it (the registry's `feat` flags), HASH only where it is offered.
  registry.FEAT = {
    ...registry.FEAT!,
    handler(this: FtpConnection) {
      const offered = (directive: string) =>
        directive === 'HASH' ? offers(this) : directive in digests ? answersOf(this) === directive.toLowerCase() : true;
      const features = Object.values(registry).flatMap((command) =>
        command.flags?.feat && offered(command.directive) ? [command.flags.feat] : [],
      );
      return this.reply(
        211,
        'Extensions supported',
        ...['UTF8', ...features].sort().map((feature) => ({ message: ` ${feature}`, raw: true })),
        'End',
      );
    },
  };
}

/**
 * ftp-srv's file system, except that one write stalls once, as a server whose disk or network
 * freezes: `stallAfterBytes` bytes reach the file, the rest waits `stallMs`. A client that gave up
 * meanwhile (its control connection closed) leaves the file as it was at the stall, as a server
 * that drops an abandoned transfer does; otherwise the write goes on.
 */
class StallingFileSystem extends FileSystem {
  constructor(
    private readonly control: { commandSocket?: { destroyed: boolean } },
    root: string,
    private readonly misbehave: Misbehaviour,
  ) {
    super(control as never, { root, cwd: '/' });
  }

  override write(fileName: string, options: { append?: boolean; start?: unknown } = {}) {
    const written = super.write(fileName, options) as unknown as {
      stream: Writable & { path?: string };
      clientPath: string;
    };
    const { stallAfterBytes, stallMs = 20_000 } = this.misbehave;
    if (stallAfterBytes === undefined) return written as never;
    const inner = written.stream;
    const misbehave = this.misbehave;
    const control = this.control;
    let count = 0;
    const stalling = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const before = count;
        count += chunk.length;
        if (misbehave.stallAfterBytes === undefined || count <= misbehave.stallAfterBytes)
          return inner.write(chunk, done);
        const head = chunk.subarray(0, Math.max(0, misbehave.stallAfterBytes - before));
        delete misbehave.stallAfterBytes;
        inner.write(head, () =>
          setTimeout(() => {
            if (control.commandSocket?.destroyed) {
              inner.destroy();
              return done(new Error('transfer abandoned by the client'));
            }
            inner.write(chunk.subarray(head.length), done);
          }, stallMs),
        );
      },
      final(done) {
        inner.end(done);
      },
    });
    // STOR emits 'close' on its stream when the data connection ends (ftp-srv's own stream ends then).
    stalling.once('close', () => {
      if (!stalling.writableEnded) stalling.end();
    });
    Object.assign(stalling, { path: inner.path });
    return { stream: stalling, clientPath: written.clientPath } as never;
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

/**
 * The stalling file system, also counting the write streams open per file (two at once: two
 * writers on one file) and, when asked, writing each chunk received only after `delayMs()`: the
 * data connection's backpressure slows the sender too, so a delivery stays in progress long enough
 * for a test to start another one meanwhile.
 */
class ObservedFileSystem extends StallingFileSystem {
  constructor(
    control: { commandSocket?: { destroyed: boolean } },
    root: string,
    misbehave: Misbehaviour,
    private readonly delayMs: () => number,
    private readonly writers: WriterCount,
  ) {
    super(control, root, misbehave);
  }

  override write(fileName: string, options: { append?: boolean; start?: unknown } = {}) {
    const written = super.write(fileName, options) as unknown as {
      stream: Writable & { path?: string };
      clientPath: string;
    };
    const inner = written.stream;
    const path = String(inner.path ?? fileName);
    this.writers.opened(path);
    let closed = false;
    const close = () => {
      if (!closed) this.writers.closed(path);
      closed = true;
    };
    for (const event of ['close', 'finish', 'error']) inner.once(event, close);
    const delay = this.delayMs();
    if (delay <= 0) return written as never;
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
    Object.assign(slow, { path: inner.path });
    return { stream: slow, clientPath: written.clientPath } as never;
  }
}

export interface StationFtp {
  port: number;
  /** What the server answers to HASH; a test may change it between deliveries. */
  hashAnswers: HashAnswers;
  /** How it misbehaves on purpose; a test may change it between deliveries. */
  misbehave: Misbehaviour;
  /** Pause before each chunk received is written (ms; 0: none): a slow station, so a delivery is still running when a test acts. */
  writeDelayMs: number;
  /** Files that had two write streams open at once (STOR/APPE from two connections): must stay empty. */
  overlappingWrites: readonly string[];
  /** STOR and APPE commands received (whatever became of them), in order. */
  transfers: string[];
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
export async function startStationFtp(options: {
  security: 'none' | 'explicit' | 'implicit';
  username: string;
  password: string;
  hashAnswers?: HashAnswers;
}): Promise<StationFtp> {
  teachHash();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'masterport-station-ftp-'));
  mkdirSync(join(root, 'incoming'));
  const stored: string[] = [];
  const transfers: string[] = [];
  const logLines: string[] = [];
  const misbehave: Misbehaviour = {};
  const slow = { delayMs: 0 };
  const writers = new WriterCount();
  const pasvMin = 30_000 + Math.floor(Math.random() * 20_000);
  const server = new FtpSrv({
    url: `${options.security === 'implicit' ? 'ftps' : 'ftp'}://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 100,
    anonymous: false,
    timeout: 0,
    log: recordingLog(logLines),
    tls: options.security === 'none' ? false : { key: fixture('station-test.key'), cert: fixture('station-test.crt') },
  });
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    if (username !== options.username || password !== options.password)
      return reject(new Error('Invalid username or password'));
    connection.on('STOR', (error: unknown, fileName: string) => {
      if (!error) stored.push(fileName);
    });
    resolve({
      root,
      fs: new ObservedFileSystem(connection as never, root, misbehave, () => slow.delayMs, writers) as never,
    });
  });
  await server.listen();
  const hash = { answers: options.hashAnswers ?? 'none', misbehave, transfers };
  hashAnswersOf.set(server, hash);
  return {
    port,
    root,
    stored,
    transfers,
    logLines,
    misbehave,
    overlappingWrites: writers.overlaps,
    get writeDelayMs() {
      return slow.delayMs;
    },
    set writeDelayMs(delayMs: number) {
      slow.delayMs = delayMs;
    },
    get hashAnswers() {
      return hash.answers;
    },
    set hashAnswers(answers: HashAnswers) {
      hash.answers = answers;
    },
    filesIn: (folder) => readdirSync(join(root, folder)),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
