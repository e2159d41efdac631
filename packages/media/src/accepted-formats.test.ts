import { describe, expect, it } from 'vitest';
import { OUTPUT_KEY_NAMES } from '@masterport/contract';
import { acceptedFormatFacts } from './accepted-formats.ts';
import { LOUDNESS_TARGETS } from './master.ts';
import { outputProfile } from './outputs/profiles.ts';

describe('the accepted-formats page’s facts', () => {
  it('describe every output key of the contract from its profile, and the loudness targets quality control holds', () => {
    // Act
    const facts = acceptedFormatFacts();

    // Assess
    expect(facts.outputs.map((output) => output.key)).toEqual([...OUTPUT_KEY_NAMES]);
    for (const output of facts.outputs) expect(output.category).toBe(outputProfile(output.key).category);
    expect(facts.outputs.find((output) => output.key === 'MXF1080_00H')).toMatchObject({
      video: '1920x1080 XDCAM HD422 29.97i',
      audio: '8 mono PCM 24-bit 48 kHz',
      loudness: '-24 LUFS / -2 dBTP',
    });
    expect(Object.fromEntries(facts.loudness.map((target) => [target.type, target.integrated]))).toEqual(
      LOUDNESS_TARGETS,
    );
    expect(facts.captions).toEqual({ sccProgramStart: '10:00:00;00', sccEarliestFirst: '09:59:58;00' });
  });
});
