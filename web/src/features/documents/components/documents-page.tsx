import { Anchor, Badge, Group, Image, Pagination, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendar, IconFileText, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { paths } from '#config/paths.ts';
import { formatBytes, formatDate } from '#lib/format.ts';
import { dateRangePresets } from '#lib/date-range-presets.ts';
import { useDocumentsList, type DocumentFilters } from '../api/get-list.ts';
import { UploadBox } from './upload-box.tsx';

/** /app/documents: the account's PDFs, searched by title, tag, docket or text, and added by drop. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation(['documents', 'app']);
  const [filters, setFilters] = useState<DocumentFilters>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useDocumentsList(filters, page);
  const change = (next: DocumentFilters) => {
    setFilters(next);
    setPage(1);
  };
  const pushSearch = useDebouncedCallback((value: string) => change({ ...filters, filter_search_query: value.trim() || undefined }), 350);
  const filtered = !!(filters.filter_search_query || filters.filter_by_start_date);
  const documents = data?.documents_list ?? [];

  return (
    <>
      <PageHeader title={t('app:sections.documents.title')} description={t('app:sections.documents.description')} />
      <Stack gap="lg">
        <UploadBox />
        <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
          <TextInput
            size="sm" label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} leftSection={<IconSearch size={16} aria-hidden />} value={search} maxLength={63}
            onChange={(event) => { setSearch(event.currentTarget.value); pushSearch(event.currentTarget.value); }} style={{ flex: '1 1 280px' }}
          />
          <DatePickerInput
            type="range" size="sm" label={t('filters.dates')} placeholder={t('filters.datesPlaceholder')} valueFormat="DD/MM/YYYY" leftSection={<IconCalendar size={16} aria-hidden />}
            value={[filters.filter_by_start_date ?? null, filters.filter_by_end_date ?? null]} clearable allowSingleDateInRange presets={dateRangePresets()} style={{ flex: '0 1 260px' }}
            onChange={([start, end]) => change({ ...filters, filter_by_start_date: start ?? undefined, filter_by_end_date: end ?? undefined })}
          />
        </Group>
        <FormAlert error={error} />
        {data && documents.length === 0 && (
          <Paper withBorder p="xl" ta="center">
            <IconFileText size={28} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600} mt="xs">{t(filtered ? 'noMatchTitle' : 'emptyTitle')}</Text>
            <Text size="sm" c="dimmed" mt={4}>{t(filtered ? 'noMatchText' : 'emptyText')}</Text>
          </Paper>
        )}
        {documents.length > 0 && (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.title')}</Table.Th>
                    <Table.Th>{t('columns.docket')}</Table.Th>
                    <Table.Th>{t('columns.tags')}</Table.Th>
                    <Table.Th ta="right">{t('columns.pages')}</Table.Th>
                    <Table.Th ta="right">{t('columns.size')}</Table.Th>
                    <Table.Th ta="right">{t('columns.added')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {documents.map((document) => (
                    <Table.Tr key={document.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Image src={document.thumbnail_url} w={32} h={42} radius={2} fit="cover" alt="" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" style={{ border: '1px solid var(--mantine-color-default-border)', flex: 'none' }} />
                          <Anchor component={Link} to={paths.app.document.getHref(document.id)} fw={600}>{document.title}</Anchor>
                        </Group>
                      </Table.Td>
                      <Table.Td>{document.docket}</Table.Td>
                      <Table.Td><Group gap={4}>{document.tags.map((tag) => <Badge key={tag.id} variant="light" radius="sm" tt="none">{tag.name}</Badge>)}</Group></Table.Td>
                      <Table.Td ta="right">{document.pages}</Table.Td>
                      <Table.Td ta="right">{formatBytes(document.size, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatDate(document.created_on)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {data && data.total > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('count', { count: data.total })}</Text>
            {data.pages_count > 1 && <Pagination total={data.pages_count} value={page} onChange={setPage} size="sm" />}
          </Group>
        )}
      </Stack>
    </>
  );
}
