import { describe, expect, it } from 'vitest';
import { binaryPath, ffmpegVersion, FfmpegError, runFfmpeg } from './ffmpeg.ts';

describe('ffmpeg binaries', () => {
  it('runs the packaged ffmpeg and ffprobe and reports their versions', async () => {
    const versions = await ffmpegVersion();
    // Every media test report names the build it ran (DESIGN.md 4c).
    console.log(`media tests use ${versions.ffmpeg} and ${versions.ffprobe}`);
    expect(versions.ffmpeg).toMatch(/^ffmpeg version /);
    expect(versions.ffprobe).toMatch(/^ffprobe version /);
    expect(binaryPath('ffmpeg')).toBe(versions.ffmpegPath);
  });

  it('raises a typed error with the end of stderr when ffmpeg fails', async () => {
    const error = await runFfmpeg(['-i', 'no-such-file.mov', '-f', 'null', '-']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).code).toBe('ffmpeg_failed');
    expect((error as FfmpegError).details.stderrTail).toMatch(/no-such-file/);
  });

  it('kills a run that exceeds its timeout', async () => {
    const error = await runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=d=60', '-f', 'null', '-'], {
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect((error as FfmpegError).code).toBe('ffmpeg_timeout');
  });
});
