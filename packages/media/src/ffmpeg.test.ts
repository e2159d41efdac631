import { describe, expect, it } from 'vitest';
import { binaryPath, ffmpegVersion, FfmpegError, locateBinary, runFfmpeg } from './ffmpeg.ts';

describe('ffmpeg binaries', () => {
  it('runs ffmpeg and ffprobe 5.1, the major version the Lambda layer carries, and reports their versions', async () => {
    // Prepare / Act
    const versions = await ffmpegVersion();

    // Assess: every media test report names the build it ran (DESIGN.md 4c).
    console.log(`media tests use ${versions.ffmpeg} and ${versions.ffprobe}`);
    expect(versions.ffmpeg).toMatch(/^ffmpeg version n?5\.1\b/);
    expect(versions.ffprobe).toMatch(/^ffprobe version n?5\.1\b/);
    expect(binaryPath('ffmpeg')).toBe(versions.ffmpegPath);
  });

  it('names the Debian package to install when no ffmpeg can be found', () => {
    // Prepare: no override, a PATH without the tools and no system folder to fall back on.
    const env = { PATH: '/nonexistent' };

    // Act
    const error = (() => {
      try {
        return locateBinary('ffprobe', env, []);
      } catch (caught) {
        return caught;
      }
    })();

    // Assess
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).code).toBe('ffmpeg_not_found');
    expect((error as FfmpegError).message).toBe(
      'ffprobe is not installed: install Debian\'s "ffmpeg" package (apt-get install ffmpeg), or set FFPROBE_PATH to a ffprobe 5.1 binary.',
    );
  });

  it("finds Debian's binaries when PATH lacks them, and refuses an override that is not executable", () => {
    // Prepare / Act
    const fromSystemFolder = locateBinary('ffmpeg', { PATH: '/nonexistent' });
    const badOverride = () => locateBinary('ffmpeg', { FFMPEG_PATH: '/nonexistent/ffmpeg' });

    // Assess
    expect(fromSystemFolder).toBe('/usr/bin/ffmpeg');
    expect(badOverride).toThrow(/FFMPEG_PATH names \/nonexistent\/ffmpeg/);
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
