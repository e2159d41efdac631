/**
 * The only place that starts ffmpeg or ffprobe. One major version everywhere (docs/architecture.md,
 * "ffmpeg"): Debian's `ffmpeg` package (5.1) on developer machines and CI, found on PATH, and in the
 * Lambdas the static 5.1 build of the ffmpeg layer, named by FFMPEG_PATH / FFPROBE_PATH. Processes
 * are spawned without a shell (arguments never pass through one, so file names and metadata cannot
 * inject anything) and are killed on a timeout.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export type FfmpegErrorCode = 'ffmpeg_not_found' | 'ffmpeg_failed' | 'ffmpeg_timeout';

/** A failed run, with the end of stderr (where ffmpeg explains itself) and the arguments used. */
export class FfmpegError extends Error {
  constructor(
    readonly code: FfmpegErrorCode,
    message: string,
    readonly details: { binary?: string; args?: readonly string[]; exitCode?: number | null; stderrTail?: string } = {},
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export interface RunOptions {
  /** Kill the process after this long; default 10 minutes (a Lambda task has 15). */
  readonly timeoutMs?: number;
  readonly cwd?: string;
  /** Called with each stdout chunk, e.g. for `-progress pipe:1` lines. */
  readonly onStdout?: (chunk: string) => void;
}

export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly durationMs: number;
}

const resolved = new Map<'ffmpeg' | 'ffprobe', string>();

/** The Debian package that brings both tools, named in the error a missing binary gives. */
export const FFMPEG_DEBIAN_PACKAGE = 'ffmpeg';

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where Debian's package puts the tools: searched after PATH, so a service started with an empty PATH finds them. */
const DEBIAN_BIN = ['/usr/bin'];

/**
 * Where a tool is, from an environment: FFMPEG_PATH / FFPROBE_PATH when set (the Lambda layer's
 * static build), else the first on PATH, else Debian's folder. Throws `ffmpeg_not_found` naming the
 * package to install.
 */
export function locateBinary(
  tool: 'ffmpeg' | 'ffprobe',
  env: Readonly<Record<string, string | undefined>>,
  systemFolders: readonly string[] = DEBIAN_BIN,
): string {
  const variable = tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH';
  const override = env[variable]?.trim();
  if (override) {
    if (isExecutable(override)) return override;
    throw new FfmpegError('ffmpeg_not_found', `${variable} names ${override}, which is not an executable ${tool}.`);
  }
  const folders = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...systemFolders];
  const found = folders.map((folder) => join(folder, tool)).find(isExecutable);
  if (found) return found;
  throw new FfmpegError(
    'ffmpeg_not_found',
    `${tool} is not installed: install Debian's "${FFMPEG_DEBIAN_PACKAGE}" package ` +
      `(apt-get install ${FFMPEG_DEBIAN_PACKAGE}), or set ${variable} to a ${tool} 5.1 binary.`,
  );
}

/** Path of the ffmpeg or ffprobe binary this process runs (see locateBinary), resolved once. */
export function binaryPath(tool: 'ffmpeg' | 'ffprobe'): string {
  const cached = resolved.get(tool);
  if (cached) return cached;
  const path = locateBinary(tool, process.env);
  resolved.set(tool, path);
  return path;
}

/** Forget resolved paths (tests that change FFMPEG_PATH). */
export function resetBinaryPaths(): void {
  resolved.clear();
}

// ebur128/astats write their summaries at the very end of stderr, so when a run is chatty we keep the
// tail, which is the part every parser needs.
const MAX_CAPTURE = 8 * 1024 * 1024;

function run(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const binary = binaryPath(tool);
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      options.onStdout?.(chunk);
      stdout += chunk;
      if (stdout.length > MAX_CAPTURE) stdout = stdout.slice(-MAX_CAPTURE);
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > MAX_CAPTURE) stderr = stderr.slice(-MAX_CAPTURE);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError('ffmpeg_not_found', `${tool} could not start: ${error.message}`, { binary, args }));
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      const stderrTail = stderr.slice(-4000);
      if (timedOut) {
        reject(
          new FfmpegError('ffmpeg_timeout', `${tool} was stopped after ${timeoutMs} ms`, {
            binary,
            args,
            exitCode,
            stderrTail,
          }),
        );
      } else if (exitCode !== 0) {
        const lastLine = stderr.trim().split('\n').pop() ?? '';
        reject(
          new FfmpegError('ffmpeg_failed', `${tool} exited with ${exitCode}: ${lastLine}`, {
            binary,
            args,
            exitCode,
            stderrTail,
          }),
        );
      } else {
        resolve({ stdout, stderr, durationMs: Date.now() - started });
      }
    });
  });
}

/** Runs ffmpeg; `-hide_banner -nostdin -y` are always added (never wait on a prompt). */
export function runFfmpeg(args: readonly string[], options?: RunOptions): Promise<RunResult> {
  return run('ffmpeg', ['-hide_banner', '-nostdin', '-y', ...args], options);
}

/** Runs ffprobe; `-hide_banner` is always added. */
export function runFfprobe(args: readonly string[], options?: RunOptions): Promise<RunResult> {
  return run('ffprobe', ['-hide_banner', ...args], options);
}

export interface FfmpegVersions {
  readonly ffmpeg: string;
  readonly ffprobe: string;
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
}

/** First line of `-version` of each tool, e.g. "ffmpeg version 5.1.9-0+deb12u1". */
export async function ffmpegVersion(): Promise<FfmpegVersions> {
  const first = (text: string) => (text.split('\n')[0] ?? '').replace(/\s+Copyright.*$/, '').trim();
  const [ffmpeg, ffprobe] = await Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]);
  return {
    ffmpeg: first(ffmpeg.stdout),
    ffprobe: first(ffprobe.stdout),
    ffmpegPath: binaryPath('ffmpeg'),
    ffprobePath: binaryPath('ffprobe'),
  };
}
