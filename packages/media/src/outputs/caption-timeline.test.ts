import { describe, expect, it } from 'vitest';
import { captionProgramStart, captionTimelineMismatches, mxfProgramStart } from './caption-timeline.ts';

describe('caption files against the MXF they go with', () => {
  it('know where each caption key and each MXF start the program', () => {
    // Act
    const captions = ['SCC_CC', 'MCC_CC', 'SCC_OFFSET_CC', 'SRT_CC', 'WEBVTT_CC', 'SIDECAR_SCC_MXF1080_CUSTOM1'].map(
      captionProgramStart,
    );
    const mxfs = ['MXF1080_SLATED', 'MXF1080_CUSTOM1', 'MXF1080_00H', 'MXF1080_SLATED_L23', 'MP41080', 'NOT_A_KEY'].map(
      mxfProgramStart,
    );

    // Assert
    expect(captions).toEqual(['10:00:00;00', '10:00:00;00', '01:00:00;00', undefined, undefined, '01:00:00;00']);
    expect(mxfs).toEqual(['10:00:00;00', '01:00:00;00', '00:00:00;00', '10:00:00;00', undefined, undefined]);
  });

  it('warn of a caption file whose program starts on no MXF’s timeline, naming both', () => {
    // Act
    const offset = captionTimelineMismatches(['MXF1080_SLATED', 'SCC_OFFSET_CC']);
    const xr = captionTimelineMismatches(['MXF1080_CUSTOM1', 'SCC_CC', 'MCC_CC', 'SRT_CC']);
    const variant = captionTimelineMismatches(['MXF1080_SLATED_L23', 'SCC_OFFSET_CC']);

    // Assert
    expect(offset).toEqual([
      {
        caption_key: 'SCC_OFFSET_CC',
        caption_start: '01:00:00;00',
        mxf_key: 'MXF1080_SLATED',
        mxf_start: '10:00:00;00',
      },
    ]);
    expect(xr.map((mismatch) => [mismatch.caption_key, mismatch.mxf_start])).toEqual([
      ['SCC_CC', '01:00:00;00'],
      ['MCC_CC', '01:00:00;00'],
    ]);
    expect(variant).toHaveLength(1);
  });

  it('find nothing where the timelines agree, where there is no MXF, or where a caption file matches one of two MXFs', () => {
    // Act
    const results = [
      ['MXF1080_SLATED', 'SCC_CC', 'MCC_CC'],
      ['MXF1080_CUSTOM1', 'SCC_OFFSET_CC'],
      ['MP41080', 'SCC_OFFSET_CC', 'SRT_CC'],
      ['MXF1080_SLATED', 'MXF1080_CUSTOM1', 'SCC_CC', 'SCC_OFFSET_CC'],
      ['MXF1080_00H', 'WEBVTT_CC'],
    ].map(captionTimelineMismatches);

    // Assert
    expect(results).toEqual([[], [], [], [], []]);
  });
});
