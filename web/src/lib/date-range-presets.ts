import dayjs from 'dayjs';
import { i18n } from './i18n.ts';

type Range = [string, string];

/** Seed 000 §5: the date-range picker's shortcuts, this month, this year and the last 6 months (ISO dates). */
export function dateRangePresets(today = dayjs()): { value: Range; label: string }[] {
  const iso = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
  return [
    { value: [iso(today.startOf('month')), iso(today)], label: i18n.t('common:dateRanges.thisMonth') },
    { value: [iso(today.startOf('year')), iso(today)], label: i18n.t('common:dateRanges.thisYear') },
    { value: [iso(today.subtract(6, 'month')), iso(today)], label: i18n.t('common:dateRanges.lastSixMonths') },
  ];
}
