import { describe, expect, it } from 'vitest';
import { groupOutputs, outputDescription, type Output } from './outputs.ts';

const output = (output_key: string, category: string): Output => ({
  output_key,
  category,
  filename: `X_${output_key}`,
  size: 1,
  created_on: '2026-11-23T00:00:00Z',
  metadata: {},
});

describe('outputs tab rows', () => {
  it('puts each XML slate on the row of its output, in category order', () => {
    const groups = groupOutputs([
      output('SLATE_XML_MXF1080_SLATED', 'MXF_BROADCAST'),
      output('MP41080', 'MP4_VERSIONS'),
      output('MXF1080_SLATED', 'MXF_BROADCAST'),
      output('MXF1080_00H', 'MXF_BROADCAST'),
      output('SLATE_XML_MXF1080_00H', 'MXF_BROADCAST'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['MXF_BROADCAST', 'MP4_VERSIONS']);
    expect(groups[0]!.outputs.map((row) => [row.output_key, row.xml?.output_key])).toEqual([
      ['MXF1080_00H', 'SLATE_XML_MXF1080_00H'],
      ['MXF1080_SLATED', 'SLATE_XML_MXF1080_SLATED'],
    ]);
    expect(groups[1]!.outputs[0]!.xml).toBeUndefined();
  });

  it('puts an MXF’s sidecar captions on its row, so the rows are the outputs people pick from', () => {
    const groups = groupOutputs([
      output('MXF1080_00H', 'MXF_BROADCAST'),
      output('SIDECAR_MCC_MXF1080_00H', 'CLOSED_CAPTIONS'),
      output('SIDECAR_SCC_MXF1080_00H', 'CLOSED_CAPTIONS'),
      output('SCC_CC', 'CLOSED_CAPTIONS'),
    ]);
    expect(groups.map((group) => [group.category, group.outputs.map((row) => row.output_key)])).toEqual([
      ['MXF_BROADCAST', ['MXF1080_00H']],
      ['CLOSED_CAPTIONS', ['SCC_CC']],
    ]);
    expect(groups[0]!.outputs[0]!.sidecars.map((file) => file.output_key)).toEqual([
      'SIDECAR_MCC_MXF1080_00H',
      'SIDECAR_SCC_MXF1080_00H',
    ]);
  });

  it('keeps an XML slate whose output is not there as a row of its own', () => {
    const groups = groupOutputs([output('SLATE_XML_TVC_HD', 'HIGH_QUALITY')]);
    expect(groups[0]!.outputs.map((row) => row.output_key)).toEqual(['SLATE_XML_TVC_HD']);
  });
});

describe('output descriptions', () => {
  it('describe every output key in English and in French', async () => {
    const { OUTPUT_KEY_NAMES } = await import('@masterport/contract');
    const { i18n } = await import('#lib/i18n.ts');
    for (const language of ['en', 'fr'] as const) {
      for (const key of [...OUTPUT_KEY_NAMES, 'SIDECAR_SCC_MXF1080_00H', 'SLATE_XML_TVC_HD']) {
        const description = outputDescription(key);
        expect(description, key).toBeDefined();
        expect(i18n.exists(`masters:${description!.key}`, { lng: language }), `${language} ${key}`).toBe(true);
      }
    }
    expect(outputDescription('NOT_A_KEY')).toBeUndefined();
  });
});
