import { Button, Collapse, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  AUDIO_TYPES,
  MASTER_TYPES,
  masterListFilters,
  maxLengthOf,
  RATIOS,
  type MasterType,
} from '@masterport/contract';
import { IconAdjustmentsHorizontal, IconCalendar, IconChevronDown, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangePresets } from '#lib/date-range-presets.ts';
import type { MasterListFilters } from '../api/get-list.ts';
import { useAllLanguagesOptions } from '../api/get-all-languages-options.ts';
import { useTagSearch } from '../api/tags.ts';
import { useTypeLabel } from './master-meta.tsx';

export const hasFilters = (filters: MasterListFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** The seed's list filters (001 §3): search, type, ratio, language, audio, tag, date range. */
export function MasterFilters({
  filters,
  onChange,
}: {
  filters: MasterListFilters;
  onChange: (filters: MasterListFilters) => void;
}) {
  const { t } = useTranslation('masters');
  const typeLabel = useTypeLabel();
  const languages = useAllLanguagesOptions();
  const tags = useTagSearch('');
  const [search, setSearch] = useState(filters.filter_search_query ?? '');
  const pushSearch = useDebouncedCallback(
    (value: string) => onChange({ ...filters, filter_search_query: value.trim() || undefined }),
    350,
  );
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(false);
  // On a phone only the search shows; the other filters open under a button that counts those in use.
  const active = (
    [
      'filter_by_type',
      'filter_by_ratio',
      'filter_by_language',
      'filter_by_audio',
      'filter_by_tag',
      'filter_by_start_date',
    ] as const
  ).filter((key) => filters[key]).length;
  const set = <K extends keyof MasterListFilters>(key: K, value: MasterListFilters[K] | null) =>
    onChange({ ...filters, [key]: value ?? undefined });

  const moreFilters = (
    <>
      <Select
        size="sm"
        label={t('filters.type')}
        placeholder={t('filters.all')}
        data={MASTER_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={filters.filter_by_type ?? null}
        onChange={(value) => set('filter_by_type', value as MasterType | null)}
        clearable
        allowDeselect
      />
      <Select
        size="sm"
        label={t('filters.ratio')}
        placeholder={t('filters.all')}
        data={[...RATIOS]}
        value={filters.filter_by_ratio ?? null}
        onChange={(value) => set('filter_by_ratio', value as MasterListFilters['filter_by_ratio'] | null)}
        clearable
        allowDeselect
      />
      <Select
        size="sm"
        label={t('filters.language')}
        placeholder={t('filters.all')}
        data={languages.options ?? []}
        value={filters.filter_by_language ?? null}
        onChange={(value) => set('filter_by_language', value as MasterListFilters['filter_by_language'] | null)}
        clearable
        allowDeselect
      />
      <Select
        size="sm"
        label={t('filters.audio')}
        placeholder={t('filters.all')}
        data={AUDIO_TYPES.map((value) => ({ value, label: t(`audioShort.${value}`) }))}
        value={filters.filter_by_audio ?? null}
        onChange={(value) => set('filter_by_audio', value as MasterListFilters['filter_by_audio'] | null)}
        clearable
        allowDeselect
      />
      <Select
        size="sm"
        label={t('filters.tag')}
        placeholder={t('filters.all')}
        data={[
          ...new Set([
            ...(tags.data?.tags_list ?? []).map((tag) => tag.name),
            ...(filters.filter_by_tag ? [filters.filter_by_tag] : []),
          ]),
        ]}
        value={filters.filter_by_tag ?? null}
        onChange={(value) => set('filter_by_tag', value)}
        searchable
        clearable
        allowDeselect
        nothingFoundMessage={t('filters.noTags')}
      />
      <DatePickerInput
        type="range"
        size="sm"
        className="mp-filters-wide"
        label={t('filters.dates')}
        placeholder={t('filters.datesPlaceholder')}
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={[filters.filter_by_start_date ?? null, filters.filter_by_end_date ?? null]}
        onChange={([start, end]) =>
          onChange({ ...filters, filter_by_start_date: start ?? undefined, filter_by_end_date: end ?? undefined })
        }
        clearable
        allowSingleDateInRange
        presets={dateRangePresets()}
      />
    </>
  );

  return (
    <div className="mp-filters" role="search" aria-label={t('filters.label')}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          pushSearch(event.currentTarget.value);
        }}
        maxLength={maxLengthOf(masterListFilters.shape.filter_search_query)}
        size="sm"
        className="mp-filters-wide"
      />
      {phone ? (
        <>
          <Button
            className="mp-filters-wide"
            variant="default"
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              <IconChevronDown size={16} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />
            }
            aria-expanded={opened}
            aria-controls="master-filters-more"
            onClick={toggle}
          >
            {active ? t('filters.moreActive', { count: active }) : t('filters.more')}
          </Button>
          <Collapse expanded={opened} className="mp-filters-wide" id="master-filters-more">
            <div className="mp-filters-more">{moreFilters}</div>
          </Collapse>
        </>
      ) : (
        moreFilters
      )}
      {hasFilters(filters) && (
        <Button
          className="mp-filters-clear"
          variant="subtle"
          size="sm"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            setSearch('');
            onChange({});
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
