import { describe, expect, it } from 'vitest';
import { scheduledTryDue, scheduledTryOn, SCHEDULED_TRIES } from './payment-schedule.ts';

describe('The retry schedule of an unpaid invoice', () => {
  it('tries at issue, then 1, 1 and 8 days after the try before, and no more', () => {
    // Prepare
    const issuedOn = '2026-03-01';

    // Act
    const days = Array.from({ length: SCHEDULED_TRIES + 1 }, (_, tried) => scheduledTryOn(issuedOn, tried));

    // Assess
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-11', null]);
  });

  it('tries an open invoice once a day when its try has come, a day missed the next day', () => {
    // Prepare
    const invoice = { status: 'open', issued_on: '2026-03-01', scheduled_tries: 1, last_try_on: '2026-03-01' } as const;

    // Act
    const due = (changes: object, today: string) => scheduledTryDue({ ...invoice, ...changes }, today);

    // Assess
    expect(due({}, '2026-03-01')).toBe(false);
    expect(due({}, '2026-03-02')).toBe(true);
    expect(due({}, '2026-03-05')).toBe(true);
    expect(due({ last_try_on: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(due({ status: 'paid' }, '2026-03-02')).toBe(false);
    expect(due({ scheduled_tries: 3 }, '2026-03-10')).toBe(false);
    expect(due({ scheduled_tries: 3 }, '2026-03-11')).toBe(true);
    expect(due({ scheduled_tries: SCHEDULED_TRIES }, '2026-04-30')).toBe(false);
  });
});
