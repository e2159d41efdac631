/**
 * The calendar of billing (docs/billing.md): UTC calendar days (YYYY-MM-DD) and months (YYYY-MM),
 * with no clock and no table, so the metering's arithmetic and the invoices compute with one
 * definition of each.
 */

/** The billing month of a moment, YYYY-MM. Billing months are UTC months (docs/billing.md). */
export const billingMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

/** The number of days of a YYYY-MM month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** A month's last day, YYYY-MM-DD: the tax date of its invoice. */
export const lastDayOfMonth = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day before a calendar date (the daily metering meters yesterday). */
export const dayBefore = (date: string): string => addDays(date, -1);
