import { readFileSync } from 'node:fs';
import { countMasterFiles } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { outputKeysFor } from './output-keys.ts';

describe("the README's count of a TV spot's files", () => {
  it('gives the outputs and companion files a TV spot with captions makes, as the banner and the e-mail count them', () => {
    const tv = countMasterFiles(outputKeysFor('PUB_TV_WEB', { hasCaptions: true }));
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(
      `to make its ${tv.outputs} outputs (plus ${tv.xmlSlates + tv.sidecarCaptions} companion files on their rows`,
    );
    // The numbers themselves, so a change of the output list is seen here before the README.
    expect(tv).toEqual({ outputs: 31, xmlSlates: 15, sidecarCaptions: 16 });
  });
});
