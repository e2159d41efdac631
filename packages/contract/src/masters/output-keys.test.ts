import { describe, expect, it } from 'vitest';
import { countMasterFiles, isAudioPreview, previewOutputKey } from './output-keys.ts';

describe("the count of a master's files", () => {
  it('counts the outputs, and apart the companion files that ride on them; the source is neither', () => {
    expect(
      countMasterFiles([
        'SOURCE',
        'MXF1080_SLATED',
        'SLATE_XML_MXF1080_SLATED',
        'SIDECAR_SCC_MXF1080_SLATED',
        'SIDECAR_MCC_MXF1080_SLATED',
        'MP41080',
        'WEBVTT_CC',
      ]),
    ).toEqual({ outputs: 3, xmlSlates: 1, sidecarCaptions: 2 });
    expect(countMasterFiles(['SOURCE', 'RADIO_MP3_320', 'RADIO_MP3_320_14'])).toEqual({
      outputs: 2,
      xmlSlates: 0,
      sidecarCaptions: 0,
    });
  });

  it('counts a companion whose output is missing as an output, since the outputs tab gives it a row', () => {
    expect(countMasterFiles(['SLATE_XML_MP41080_SLATE', 'SIDECAR_SCC_MXF1080_00H'])).toEqual({
      outputs: 2,
      xmlSlates: 0,
      sidecarCaptions: 0,
    });
  });

  it('counts a key once however often it is listed', () => {
    expect(countMasterFiles(['MP41080', 'MP41080'])).toEqual({ outputs: 1, xmlSlates: 0, sidecarCaptions: 0 });
  });
});

describe('the preview of a master', () => {
  it('is the smallest viewing copy the master has, then larger ones, then the radio MP3', () => {
    // Prepare
    const masters = [
      ['MP41080', 'MP4540', 'WEBVTT_CC'],
      ['MP41080_LOUD', 'MP4720_LOUD'],
      ['MP41080', 'MP41080_LOUD'],
      ['RADIO_MP3_320', 'RADIO_MP3_320_14'],
      ['MP4360_LOUD', 'SCC_CC'],
    ];

    // Act
    const previews = masters.map((keys) => previewOutputKey((key) => keys.includes(key)));

    // Assess
    expect(previews).toEqual(['MP4540', 'MP4720_LOUD', 'MP41080', 'RADIO_MP3_320', undefined]);
    expect([isAudioPreview('RADIO_MP3_320'), isAudioPreview('MP4540')]).toEqual([true, false]);
  });
});
