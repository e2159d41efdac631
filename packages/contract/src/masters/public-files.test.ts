import { describe, expect, it } from 'vitest';
import { isBroadcastFile, isPublicFile, offersBroadcastFiles, SAFE_PUBLIC_FILES } from './public-files.ts';

const mxf = { output_key: 'MXF1080_SLATED', category: 'MXF_BROADCAST' };
const prores = { output_key: 'PRORES1080_CUSTOM7', category: 'HIGH_QUALITY' };
const sidecar = { output_key: 'SIDECAR_SCC_MXF1080_SLATED', category: 'CLOSED_CAPTIONS' };
const viewing = { output_key: 'MP41080', category: 'WEB_OPTIMIZED' };
const captions = { output_key: 'WEBVTT_CC', category: 'CLOSED_CAPTIONS' };
const radioPreview = { output_key: 'RADIO_MP3_320', category: 'RADIO_BROADCAST' };

describe('what a public link offers', () => {
  it('calls MXF (with its companions) and ProRes broadcast files, never the viewing copy or its captions', () => {
    // Act
    const broadcast = [mxf, prores, sidecar, viewing, captions, radioPreview].map(isBroadcastFile);

    // Assess
    expect(broadcast).toEqual([true, true, true, false, false, false]);
  });

  it('offers only the viewing copy and captions by default, and a link made before the setting (none) the same', () => {
    // Act
    const offered = [mxf, prores, viewing, captions].map((output) => [
      isPublicFile(output, SAFE_PUBLIC_FILES),
      isPublicFile(output, undefined),
    ]);

    // Assess
    expect(offered).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
    ]);
  });

  it('offers the broadcast files once turned on, until the date set', () => {
    // Prepare
    const now = new Date('2026-11-26T12:00:00Z');

    // Act
    const answers = [
      offersBroadcastFiles({ broadcast: true, until: null }, now),
      offersBroadcastFiles({ broadcast: true, until: '2026-11-27T00:00:00Z' }, now),
      offersBroadcastFiles({ broadcast: true, until: '2026-11-26T11:59:59Z' }, now),
      offersBroadcastFiles({ broadcast: false, until: null }, now),
    ];

    // Assess
    expect(answers).toEqual([true, true, false, false]);
  });
});
