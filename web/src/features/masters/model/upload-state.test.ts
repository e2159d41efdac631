import { describe, expect, it } from 'vitest';
import { assetState, checkFile, isRetryable, partSize, reusableParts } from './upload-state.ts';

describe('upload drop zones', () => {
  it('prefers this browser\u2019s upload, then what the API recorded', () => {
    expect(assetState(undefined, undefined)).toEqual({ phase: 'missing', filename: null, percentage: 0 });
    expect(assetState(undefined, { filename: 'a.wav', status: 'uploaded' })).toMatchObject({
      phase: 'uploaded',
      percentage: 100,
    });
    expect(assetState(undefined, { filename: 'a.wav', status: 'uploading' })).toMatchObject({ phase: 'interrupted' });
    const local = { filename: 'b.wav', percentage: 42, complete: false, ghost: false };
    expect(assetState(local, { filename: 'a.wav', status: 'uploaded' })).toEqual({
      phase: 'uploading',
      filename: 'b.wav',
      percentage: 42,
    });
    expect(assetState({ ...local, ghost: true }, undefined).phase).toBe('interrupted');
    expect(assetState({ ...local, error: 'network_error', retryAt: 5 }, undefined)).toMatchObject({
      phase: 'retrying',
      retryAt: 5,
    });
    expect(assetState({ ...local, error: 'upload_too_large' }, undefined)).toMatchObject({
      phase: 'failed',
      error: 'upload_too_large',
    });
    expect(assetState({ ...local, complete: true, percentage: 100 }, undefined)).toMatchObject({
      phase: 'uploaded',
      percentage: 100,
    });
  });

  it('checks types and the 30 GB / 100 MB limits before sending', () => {
    expect(checkFile('radio', '.wav,.mp3', { name: 'Spot.WAV', size: 10 })).toBeNull();
    expect(checkFile('radio', '.wav,.mp3', { name: 'spot.exe', size: 10 })).toBe('file_type');
    expect(checkFile('captions', '.scc,.srt', { name: 'cc.scc', size: 101 * 1024 ** 2 })).toBe('max_100mb');
    expect(checkFile('video', '.mov', { name: 'spot.mov', size: 31 * 1024 ** 3 })).toBe('max_30gb');
  });

  it('retries network and unknown failures, not refusals', () => {
    expect(isRetryable('network_error')).toBe(true);
    expect(isRetryable(undefined)).toBe(true);
    expect(isRetryable('upload_unknown')).toBe(true);
    expect(isRetryable('upload_too_large')).toBe(false);
    expect(isRetryable('master_locked')).toBe(false);
    expect(isRetryable('slate_incomplete')).toBe(false);
  });
});

describe('resuming a multipart upload', () => {
  const MiB = 1024 * 1024;
  it('keeps only the listed parts of the expected size', () => {
    const fileSize = 25 * MiB + 100;
    const parts = [
      { PartNumber: 1, Size: 10 * MiB, ETag: '"a"' },
      { PartNumber: 2, Size: 3 * MiB, ETag: '"b"' },
      { PartNumber: 3, Size: 5 * MiB + 100, ETag: '"c"' },
      { PartNumber: 4, Size: 10, ETag: '"d"' },
      { PartNumber: 1, Size: 10 * MiB, ETag: '""' },
    ];
    expect(reusableParts(parts, fileSize).map((part) => part.PartNumber)).toEqual([1, 3]);
  });

  it('uses parts of 10 MiB, larger for files that would need more than 10,000', () => {
    expect(partSize(3 * MiB)).toBe(10 * MiB);
    expect(partSize(30 * 1024 * MiB)).toBe(10 * MiB);
    expect(partSize(200 * 1024 * MiB)).toBe(Math.ceil((200 * 1024 * MiB) / 10_000));
  });
});
