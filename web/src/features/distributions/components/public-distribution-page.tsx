import { Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryView } from '#components/query-view.tsx';
import { formatBytes, formatDate } from '#lib/format.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { publicReportUrl } from '../api/public-download.ts';
import { usePublicDistribution } from '../api/public-get-details.ts';
import { publicFileUrl } from '../api/public-get-download-url.ts';

/** /d/{created_on}/{hash_key}: what a station received, each file downloadable under the station's own name. */
export function PublicDistributionPage() {
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const { t, i18n } = useTranslation('distributions');
  usePageTitle(t('public.title'));
  const query = usePublicDistribution(createdOn, hashKey);
  const download = async (fileId: string) => {
    const { download_url } = await publicFileUrl(createdOn, hashKey, fileId);
    window.location.assign(download_url);
  };
  return (
    <Container size="md" px={0}>
      <QueryView query={query}>
        {({ distribution }) => (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('public.heading', { station: distribution.call_letters })}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('public.from', {
                  sender: distribution.sender.name,
                  ref: distribution.ref_number,
                  date: formatDate(distribution.created_on),
                })}
              </Text>
              {distribution.notes && (
                <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {distribution.notes}
                </Text>
              )}
              {distribution.files.length > 0 && (
                <Button
                  component="a"
                  href={publicReportUrl(createdOn, hashKey)}
                  variant="default"
                  size="xs"
                  mt="md"
                  leftSection={<IconDownload size={14} aria-hidden />}
                >
                  {t('public.certificate')}
                </Button>
              )}
            </div>
            {distribution.files.length === 0 ? (
              <Paper withBorder p="xl" ta="center">
                <Text>{t('public.notYet')}</Text>
              </Paper>
            ) : (
              <Paper withBorder>
                <Table.ScrollContainer minWidth={560}>
                  <Table verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('public.file')}</Table.Th>
                        <Table.Th ta="right">{t('public.size')}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {distribution.files.map((file) => (
                        <Table.Tr key={file.file_id}>
                          <Table.Td>
                            <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                              {file.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {file.title}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">{formatBytes(file.size, i18n.language)}</Table.Td>
                          <Table.Td ta="right">
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconDownload size={14} aria-hidden />}
                              onClick={() => void download(file.file_id)}
                            >
                              {t('public.download')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
