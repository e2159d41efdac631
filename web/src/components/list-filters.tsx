import { TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { dateRangePresets } from '#lib/date-range-presets.ts';

/** A list's search box, as long as its list's `filter_search_query` takes (`maxLengthOf` the contract's filters). */
export function SearchFilter({
  label,
  placeholder,
  value,
  onType,
  maxLength,
}: {
  label: string;
  placeholder: string;
  value: string;
  onType: (value: string) => void;
  maxLength: number;
}) {
  return (
    <TextInput
      size="sm"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onType(event.currentTarget.value)}
      style={{ flex: '1 1 240px' }}
    />
  );
}

type DateRange = { filter_by_start_date?: string; filter_by_end_date?: string };

/** A list's creation-date range: dd/MM/yyyy, the seed's shortcuts, one day allowed, clearable. */
export function DateRangeFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <DatePickerInput
      type="range"
      size="sm"
      label={label}
      placeholder={placeholder}
      valueFormat="DD/MM/YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={[value.filter_by_start_date ?? null, value.filter_by_end_date ?? null]}
      clearable
      allowSingleDateInRange
      presets={dateRangePresets()}
      style={{ flex: '0 1 240px' }}
      onChange={([start, end]) =>
        onChange({ filter_by_start_date: start ?? undefined, filter_by_end_date: end ?? undefined })
      }
    />
  );
}
