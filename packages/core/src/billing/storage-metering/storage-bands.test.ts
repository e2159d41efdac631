import { dayBefore, daysInMonth } from '../../billing-access/calendar.ts';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_GB,
  ageBandOf,
  ageInMonths,
  bytesByBandOn,
  daysOf,
  usageForMonth,
  type BillingDay,
  type StorageCounters,
} from './storage-bands.ts';

const GB = BYTES_PER_GB;

describe('storage age bands', () => {
  it('puts ages 0 to 2 months in STORAGE_90DAYS, 3 to 59 in STORAGE, 60 and beyond in STORAGE_5YEARS', () => {
    // Act
    const bands = [0, 2, 3, 59, 60, 400].map(ageBandOf);

    // Assess
    expect(bands).toEqual([
      'STORAGE_90DAYS',
      'STORAGE_90DAYS',
      'STORAGE',
      'STORAGE',
      'STORAGE_5YEARS',
      'STORAGE_5YEARS',
    ]);
  });

  it('counts age in whole months from the creation month to the day', () => {
    // Act and Assess: every day of the creation month is age 0; the first of the third month after is 3.
    expect(ageInMonths('2026-01', '2026-01-31')).toBe(0);
    expect(ageInMonths('2026-01', '2026-03-31')).toBe(2);
    expect(ageInMonths('2026-01', '2026-04-01')).toBe(3);
    expect(ageInMonths('2021-03', '2026-03-01')).toBe(60);
    expect(ageInMonths('2025-11', '2026-02-10')).toBe(3);
  });

  it('knows the days of a month and the day before, across a leap February and a new year', () => {
    // Act and Assess
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysOf('2026-04')).toHaveLength(30);
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });
});

describe('a month of storage, computed by hand', () => {
  /**
   * March 2026 (31 days), counters as they stand at the end of each day (when the daily run reads them):
   * - 10 GB made in January 2026 (2 months old: 0-3 months), kept all month: 310 GB-days;
   * - 4 GB made in November 2025 (4 months: 3 months-5 years), kept all month: 124 GB-days;
   * - 2 GB made in February 2021 (61 months: beyond 5 years), kept all month: 62 GB-days;
   * - 6 GB made in December 2025 (3 months), archived on the 11th: 10 days at 3 months-5 years (60),
   *   21 days archived (126);
   * - 3 GB uploaded on the 16th (0 months): 16 days (48);
   * - 5 GB made in February 2026 (1 month), deleted on the 21st: 20 days (100).
   */
  function countersAtEndOf(day: BillingDay): StorageCounters {
    const date = Number(day.slice(8));
    return {
      byCreationMonth: [
        { month: '2026-01', bytes: 10 * GB },
        { month: '2025-11', bytes: 4 * GB },
        { month: '2021-02', bytes: 2 * GB },
        { month: '2025-12', bytes: date >= 11 ? 0 : 6 * GB },
        { month: '2026-03', bytes: date >= 16 ? 3 * GB : 0 },
        { month: '2026-02', bytes: date >= 21 ? 0 : 5 * GB },
      ],
      archivedBytes: date >= 11 ? 6 * GB : 0,
    };
  }

  it('bills GB-days per band divided by the days of the month', () => {
    // Prepare
    const days = daysOf('2026-03').map((day) => ({ day, bytes: bytesByBandOn(countersAtEndOf(day), day) }));

    // Act
    const usage = usageForMonth('2026-03', days);

    // Assess: 0-3 months 310 + 48 + 100, 3 months-5 years 124 + 60, beyond 62, archived 126 (GB-days / 31).
    expect(usage.map(({ key }) => key)).toEqual(['STORAGE_90DAYS', 'STORAGE', 'STORAGE_5YEARS', 'STORAGE_ARCHIVED']);
    const gbMonths = Object.fromEntries(usage.map(({ key, gbMonths }) => [key, gbMonths]));
    expect(gbMonths.STORAGE_90DAYS).toBeCloseTo(458 / 31, 12);
    expect(gbMonths.STORAGE).toBeCloseTo(184 / 31, 12);
    expect(gbMonths.STORAGE_5YEARS).toBeCloseTo(2, 12);
    expect(gbMonths.STORAGE_ARCHIVED).toBeCloseTo(126 / 31, 12);
  });

  it('counts a day not metered as nothing and ignores days of other months', () => {
    // Prepare: only the 1st is metered, and a day of April slipped in.
    const first = { day: '2026-03-01', bytes: bytesByBandOn(countersAtEndOf('2026-03-01'), '2026-03-01') };
    const april = { day: '2026-04-01', bytes: { STORAGE_90DAYS: 1000 * GB } };

    // Act
    const usage = usageForMonth('2026-03', [first, april]);

    // Assess: one day of the 0-3 months band's 15 GB (10 + 5) over 31.
    expect(usage.find(({ key }) => key === 'STORAGE_90DAYS')?.gbMonths).toBeCloseTo(15 / 31, 12);
  });

  it('sums byte-days exactly past 2^53 (300 TB kept all month)', () => {
    // Prepare: 300 TB plus one byte, every day of a 31-day month.
    const bytes = 300 * 1024 * GB + 1;
    const days = daysOf('2026-03').map((day) => ({ day, bytes: { STORAGE: bytes } }));

    // Act
    const [usage] = usageForMonth('2026-03', days);

    // Assess
    expect(usage?.gbMonths).toBeCloseTo(bytes / GB, 9);
  });
});
