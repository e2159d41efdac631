/**
 * The only place that starts ffmpeg or ffprobe. One build everywhere (DESIGN.md 4c): the static
 * binaries of `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe`, unless FFMPEG_PATH /
 * FFPROBE_PATH name another build. Processes are spawned without a shell (arguments never pass through
 * one, so file names and metadata cannot inject anything) and are killed on a timeout.
 */
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, copyFileSync, constants, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

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

const require = createRequire(import.meta.url);
const resolved = new Map<'ffmpeg' | 'ffprobe', string>();

/**
 * Some npm versions unpack the installer binaries without the execute bit when install scripts are
 * not allowed (npm 11 asks before running them). Fix the mode in place when we own the file, else use
 * an executable copy in the temp folder (Lambda layers are read-only).
 */
function ensureExecutable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    try {
      chmodSync(path, 0o755);
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      const dir = join(tmpdir(), 'masterport-bin');
      mkdirSync(dir, { recursive: true });
      const copy = join(dir, basename(path));
      copyFileSync(path, copy);
      chmodSync(copy, 0o755);
      return copy;
    }
  }
}

function installerPath(pkg: string): string {
  try {
    return (require(pkg) as { path: string }).path;
  } catch (error) {
    // The installers throw a string, not an Error, when their platform package is missing.
    throw new FfmpegError('ffmpeg_not_found', `${pkg} has no binary for this platform: ${String(error)}`);
  }
}

/** Path of the ffmpeg or ffprobe binary to run; the environment override wins. */
export function binaryPath(tool: 'ffmpeg' | 'ffprobe'): string {
  const cached = resolved.get(tool);
  if (cached) return cached;
  const override = tool === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH;
  const path =
    override && override.trim() !== ''
      ? override
      : ensureExecutable(installerPath(tool === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe'));
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

/** First line of `-version` of each tool, e.g. "ffmpeg version N-47683-g0e8eb07980-static". */
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
