import { describe, expect, it } from 'vitest';
import { isQcRejected, QC_STATUSES } from './processing-stages.ts';

/** The guard against the rule's old spelling coming back is in rules-in-one-place.test.ts, beside the other rules'. */
describe('QC rejected, one rule', () => {
  it('holds the two verdicts that stop a master, and no other', () => {
    expect(QC_STATUSES.filter((status) => isQcRejected(status))).toEqual([
      'REJECTED',
      'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
    ]);
    expect([isQcRejected(null), isQcRejected(undefined)]).toEqual([false, false]);
  });
});
