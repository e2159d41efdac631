import { describe, expect, it } from 'vitest';
import {
  addFrames,
  framesToSamples,
  framesToTc,
  isDropFrameLabel,
  isDropFrameRate,
  realTimeFrames,
  startLabelAtRate,
  tcToFrames,
  timecodeFrames,
} from './timecode.ts';

describe('29.97 drop-frame timecode', () => {
  it.each([
    ['00:59:53;00', 107_682],
    ['01:00:00;00', 107_892],
    ['00:59:59;20', 107_882],
    ['09:59:57;00', 1_078_830],
    ['10:00:00;00', 1_078_920],
    ['00:10:00;00', 17_982],
    ['00:01:00;02', 1_800],
  ])('%s is frame %i and back', (tc, frames) => {
    expect(tcToFrames(tc)).toBe(frames);
    expect(framesToTc(frames)).toBe(tc);
  });

  it('skips ;00 and ;01 at each minute except every tenth', () => {
    expect(framesToTc(1799)).toBe('00:00:59;29');
    expect(framesToTc(1800)).toBe('00:01:00;02');
    expect(framesToTc(17_981)).toBe('00:09:59;29');
    expect(framesToTc(17_982)).toBe('00:10:00;00');
    expect(() => tcToFrames('00:01:00;00')).toThrow(/skips/);
    expect(tcToFrames('00:10:00;01')).toBe(17_983);
  });

  it('counts 210 frames from 00:59:53;00 to 01:00:00;00 (XR frame 210)', () => {
    expect(tcToFrames('01:00:00;00') - tcToFrames('00:59:53;00')).toBe(210);
    expect(addFrames('01:00:00;00', -10)).toBe('00:59:59;20');
    expect(addFrames('00:59:53;00', 1169 - 1)).toBe('01:00:31;28');
  });

  it('applies the 899-frame rule: 30 s of real time hold 899 frames, :30 of timecode 900', () => {
    expect(timecodeFrames(30)).toBe(900);
    expect(realTimeFrames(30)).toBe(899);
    expect(realTimeFrames(15)).toBe(449);
    expect(realTimeFrames(60)).toBe(1798);
    expect(framesToTc(900)).toBe('00:00:30;00');
    expect(framesToTc(899)).toBe('00:00:29;29');
  });

  it('writes non-drop labels with a colon and keeps the frame count', () => {
    expect(framesToTc(1_078_830, { dropFrame: false })).toBe('09:59:21:00');
    expect(tcToFrames('10:00:00:00')).toBe(1_080_000);
    expect(isDropFrameLabel('10:00:00;00')).toBe(true);
    expect(isDropFrameLabel('10:00:00:00')).toBe(false);
  });

  it.each([
    ['23.976', '00:00:00:00'],
    ['24', '00:00:00:00'],
    ['25', '00:00:00:00'],
    ['30', '00:00:00:00'],
    ['29.97', '00:00:00;00'],
    ['59.94', '00:00:00;00'],
    [undefined, '00:00:00:00'],
  ])('labels a file at %s fps from 00:00:00;00 as %s (drop-frame only at 29.97 and 59.94)', (rate, label) => {
    expect(startLabelAtRate('00:00:00;00', rate)).toBe(label);
    expect(isDropFrameRate(rate)).toBe(label.includes(';'));
  });

  it('round-trips every frame of the first 20 minutes', () => {
    for (let n = 0; n < 36_000; n += 1) expect(tcToFrames(framesToTc(n))).toBe(n);
  });

  it('gives the audio samples of a frame count at 48 kHz', () => {
    expect(framesToSamples(899)).toBe(1_439_838);
    expect(framesToSamples(1169)).toBe(1_872_270);
    expect(framesToSamples(210)).toBe(336_336);
  });
});
