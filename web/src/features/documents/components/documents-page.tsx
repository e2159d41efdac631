import { Anchor, Badge, Group, Image, Paper, Stack, Table } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { ListFooter } from '#components/list-footer.tsx';
import { DateRangeFilter, SearchFilter } from '#components/list-filters.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { paths } from '#config/paths.ts';
import { formatBytes, formatDate } from '#lib/format.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { useListFilters } from '#lib/use-list-filters.ts';
import { useDocumentsList, type DocumentFilters } from '../api/get-list.ts';
import { UploadBox } from './upload-box.tsx';
import { mayCall, useSession } from '#lib/session.ts';
import { DOCUMENTS_SCAN_BOUND, documentListFilters, maxLengthOf } from '@masterport/contract';
import { documentRouteTable } from '@masterport/contract/routes';

/** /app/documents: the account's PDFs, searched by title, tag, docket or text, and added by drop. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation(['documents', 'app']);
  const { filters, change, page, setPage, search, typeSearch } = useListFilters<DocumentFilters>();
  const { data, error } = useDocumentsList(filters, page);
  const filtered = !!(filters.filter_search_query || filters.filter_by_start_date);
  const documents = data?.documents_list ?? [];
  const canAdd = mayCall(useSession(), documentRouteTable.create);
  // A search reads a bounded part of the account's documents (docs/data-model.md): its count is of that part.
  const bound = formatDecimal(DOCUMENTS_SCAN_BOUND, i18n.language, 0);
  const partial = data?.searched_all === false;

  return (
    <>
      <PageHeader title={t('app:sections.documents.title')} description={t('app:sections.documents.description')} />
      <Stack gap="lg">
        {canAdd && <UploadBox />}
        <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
          <SearchFilter
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            onType={typeSearch}
            maxLength={maxLengthOf(documentListFilters.shape.filter_search_query)}
          />
          <DateRangeFilter
            label={t('filters.dates')}
            placeholder={t('filters.datesPlaceholder')}
            value={filters}
            onChange={(range) => change({ ...filters, ...range })}
          />
        </Group>
        <FormAlert error={error} />
        {data && documents.length === 0 && (
          <EmptyPanel
            icon={<IconFileText size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
            title={t(partial ? 'noMatchYetTitle' : filtered ? 'noMatchTitle' : 'emptyTitle')}
            text={partial ? t('noMatchYetText', { bound }) : t(filtered ? 'noMatchText' : 'emptyText')}
          />
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
                          <Image
                            src={document.thumbnail_url}
                            w={32}
                            h={42}
                            radius={2}
                            fit="cover"
                            alt=""
                            fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
                            style={{ border: '1px solid var(--mantine-color-default-border)', flex: 'none' }}
                          />
                          <Anchor component={Link} to={paths.app.document.getHref(document.id)} fw={600}>
                            {document.title}
                          </Anchor>
                        </Group>
                      </Table.Td>
                      <Table.Td>{document.docket}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {document.tags.map((tag) => (
                            <Badge key={tag.id} variant="light" radius="sm" tt="none">
                              {tag.name}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
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
          <ListFooter
            count={partial ? t('countSearched', { count: data.total, bound }) : t('count', { count: data.total })}
            pages={data.pages_count}
            page={page}
            onPage={setPage}
          />
        )}
      </Stack>
    </>
  );
}
