import { describe, expect, it } from 'vitest';
import { correctPlan } from './calibrate-loudness.ts';

const measured = (integrated: number, truePeak: number) => ({ integrated, truePeak, lra: 10, threshold: -30 });
const limits = { target: -14, ceiling: -1, firstLimitDb: -1.7 };

describe('Function: correctPlan', () => {
  it('keeps a plan whose encoded audio is within 0.05 LU and 0.1 dB under the ceiling', () => {
    // Act
    const result = correctPlan({ gainDb: 4, limit: true, limitDb: -1.7 }, measured(-14.04, -1.2), limits);
    // Assess
    expect(result).toMatchObject({ done: true, exact: true, plan: { gainDb: 4, limitDb: -1.7 } });
  });

  it('corrects gain alone in one step when the corrected peak still fits', () => {
    // Act
    const result = correctPlan({ gainDb: -6, limit: false }, measured(-24.28, -7), { ...limits, target: -24 });
    // Assess
    expect(result).toEqual({ done: true, exact: false, plan: { gainDb: -5.72, limit: false } });
  });

  it('adds the limiter where the correction would pass the ceiling, and measures again', () => {
    // Act
    const result = correctPlan({ gainDb: 4, limit: false }, measured(-14.3, -1.3), limits);
    // Assess
    expect(result).toMatchObject({ done: false, plan: { gainDb: 4.3, limit: true, limitDb: -1.7 } });
  });

  it('lowers the limiter by the encoder’s overshoot and steps the gain by the measured slope', () => {
    // Prepare: +1 dB of gain gave +0.5 LU at this limiter ceiling.
    const last = { gainDb: 4, limitDb: -1.7, integrated: -15 };
    // Act
    const result = correctPlan({ gainDb: 5, limit: true, limitDb: -1.7 }, measured(-14.5, -0.8), limits, last);
    // Assess: 0.5 LU short at slope 0.5 is 1 dB more; the peak 0.3 dB over ceiling less the safety.
    expect(result).toMatchObject({ done: false, slope: 0.5, plan: { gainDb: 6, limit: true, limitDb: -2 } });
  });
});
