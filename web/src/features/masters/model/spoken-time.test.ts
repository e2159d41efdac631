import { describe, expect, it } from 'vitest';
import { spokenTime } from './spoken-time.ts';

describe('the time a search result line is said', () => {
  it('writes minutes and tenths of seconds with the reader\u2019s decimal sign', () => {
    expect(spokenTime(12.4, 'en')).toBe('0:12.4');
    expect(spokenTime(12.4, 'fr')).toBe('0:12,4');
    expect(spokenTime(3, 'fr')).toBe('0:03,0');
    expect(spokenTime(75.25, 'en')).toBe('1:15.3');
  });
});
