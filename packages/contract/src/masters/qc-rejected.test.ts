import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isQcRejected, QC_STATUSES } from './processing-stages.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every source file (tests aside) below a folder of the repository. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(folder, name));
}

describe('QC rejected, one rule', () => {
  it('holds the two verdicts that stop a master, and no other', () => {
    expect(QC_STATUSES.filter((status) => isQcRejected(status))).toEqual(['REJECTED', 'SOURCE_INTEGRATED_LOUDNESS_REJECTED']);
    expect([isQcRejected(null), isQcRejected(undefined)]).toEqual([false, false]);
  });

  it('is not spelled again as a comparison with REJECTED in the API, the functions or the SPA (issue 26)', () => {
    const restated = ['packages/core/src', 'functions', 'web/src'].flatMap(sources)
      .filter((file) => /[!=]==\s*'REJECTED'/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(restated).toEqual([]);
  });
});
