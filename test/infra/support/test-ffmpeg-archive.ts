import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FFMPEG_LAYER_BUILD, type FfmpegBuildPin } from '@masterport/infra/constructs/ffmpeg-layer.ts';

/**
 * A stand-in for the pinned ffmpeg archive, so the infra tests stage the layer without the network:
 * the same layout (a folder holding `ffmpeg` and `ffprobe`), with scripts that print a version line,
 * and a pin naming its own checksum. The real archive's checksum is verified at deploy time.
 */
export function testFfmpegArchive(): { pin: FfmpegBuildPin; archive: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'masterport-test-ffmpeg-'));
  const folder = 'ffmpeg-test-amd64-static';
  mkdirSync(join(dir, folder));
  for (const tool of ['ffmpeg', 'ffprobe']) {
    const path = join(dir, folder, tool);
    writeFileSync(path, `#!/bin/sh\necho "${tool} version ${FFMPEG_LAYER_BUILD.version}-test"\n`);
    chmodSync(path, 0o644);
  }
  const archive = join(dir, `${folder}.tar.xz`);
  execFileSync('tar', ['-cJf', archive, '-C', dir, folder]);
  const sha256 = createHash('sha256').update(readFileSync(archive)).digest('hex');
  return {
    pin: {
      version: `${FFMPEG_LAYER_BUILD.version}-test`,
      url: `https://example.invalid/${folder}.tar.xz`,
      sha256,
      folder,
    },
    archive,
    dir,
  };
}
