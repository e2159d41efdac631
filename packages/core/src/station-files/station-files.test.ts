import { BASE_MASTER_TYPES, DEFAULT_DELIVERY_CONTENT } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { DELIVERABLE_OUTPUTS } from './station-files.ts';

describe('what stations can receive', () => {
  it('offers each kind of master the outputs it is made in, without companion files, and the defaults are among them', () => {
    for (const type of BASE_MASTER_TYPES) {
      expect(
        DEFAULT_DELIVERY_CONTENT[type].every((key) => DELIVERABLE_OUTPUTS[type].includes(key)),
        type,
      ).toBe(true);
      expect(
        DELIVERABLE_OUTPUTS[type].some((key) => key.startsWith('SLATE_XML_') || key.startsWith('SIDECAR_')),
        type,
      ).toBe(false);
    }
    expect(DELIVERABLE_OUTPUTS.PUB_RADIO).not.toContain('MXF1080_SLATED');
    expect(DELIVERABLE_OUTPUTS.PUB_TV_WEB).toContain('SCC_OFFSET_CC');
  });
});
