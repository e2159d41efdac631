import type { Master } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { outputLoudness } from './output-loudness.ts';

const output = (key: string, metadata: Master['outputs'][number]['metadata']): Master['outputs'][number] => ({
  output_key: key,
  category: 'RADIO',
  filename: 'f',
  size: 1,
  created_on: '',
  metadata,
});

describe('Function: outputLoudness', () => {
  it('lists each measured output with its range and its source’s, and leaves out files without loudness', () => {
    // Prepare
    const outputs = [
      output('RADIO_MP3_320_14', {
        loudness_lkfs: -14.02,
        true_peak_dbtp: -1.68,
        loudness_range_lu: 10.4,
        source_loudness_range_lu: 9.4,
      }),
      output('SLATE_XML_RADIO_MP3_320_14', { format: 'xml' }),
      output('MXF1080_00H', { loudness_lkfs: -24, true_peak_dbtp: -5, loudness_range_lu: null }),
    ];
    // Act
    const rows = outputLoudness(outputs);
    // Assess
    expect(rows).toEqual([
      { key: 'RADIO_MP3_320_14', integrated: -14.02, truePeak: -1.68, range: 10.4, sourceRange: 9.4 },
      { key: 'MXF1080_00H', integrated: -24, truePeak: -5, range: null, sourceRange: null },
    ]);
  });
});
