import { describe, expect, it } from 'vitest';
import { groupOutputs, type Output } from './outputs.ts';

const output = (output_key: string, category: string): Output =>
  ({ output_key, category, filename: `X_${output_key}`, size: 1, created_on: '2026-11-23T00:00:00Z', metadata: {} });

describe('outputs tab rows', () => {
  it('puts each XML slate on the row of its output, in category order', () => {
    const groups = groupOutputs([
      output('SLATE_XML_MXF1080_SLATED', 'MXF_BROADCAST'), output('MP41080', 'MP4_VERSIONS'), output('MXF1080_SLATED', 'MXF_BROADCAST'),
      output('MXF1080_00H', 'MXF_BROADCAST'), output('SLATE_XML_MXF1080_00H', 'MXF_BROADCAST'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['MXF_BROADCAST', 'MP4_VERSIONS']);
    expect(groups[0]!.outputs.map((row) => [row.output_key, row.xml?.output_key])).toEqual([
      ['MXF1080_00H', 'SLATE_XML_MXF1080_00H'], ['MXF1080_SLATED', 'SLATE_XML_MXF1080_SLATED'],
    ]);
    expect(groups[1]!.outputs[0]!.xml).toBeUndefined();
  });

  it('keeps an XML slate whose output is not there as a row of its own', () => {
    const groups = groupOutputs([output('SLATE_XML_TVC_HD', 'HIGH_QUALITY')]);
    expect(groups[0]!.outputs.map((row) => row.output_key)).toEqual(['SLATE_XML_TVC_HD']);
  });
});
