import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FirstFillLine } from '#components/first-fill-line.tsx';
import { PlainTable } from '#components/plain-table.tsx';
import { QueryView } from '#components/query-view.tsx';
import { formatBytes, formatDate } from '#lib/format.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { publicReportUrl } from '../api/public-download.ts';
import { linkFailure, usePublicDistribution } from '../api/public-get-details.ts';
import { publicFileUrl } from '../api/public-get-download-url.ts';
import { PublicSpotCard } from './public-spot-card.tsx';

/** The page's title, the same box in its placeholder and once its data is in. */
const Heading = ({ children }: { children: ReactNode }) => (
  <Title order={1} fz={{ base: 24, sm: 28 }}>
    {children}
  </Title>
);

/**
 * /d/{created_on}/{hash_key}: what a station received: each spot's preview and slate, each file
 * downloadable under the station's own name. On a phone each file is a card whose Download button
 * spans the width (a table would put it past the screen's edge).
 */
export function PublicDistributionPage() {
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const { t, i18n } = useTranslation(['distributions', 'common']);
  usePageTitle(t('public.title'));
  const query = usePublicDistribution(createdOn, hashKey);
  const deferredData = useDeferredValue(query.data);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const forStation = (station: string) => t('public.heading', { station });
  const download = async (fileId: string) => {
    const { download_url } = await publicFileUrl(createdOn, hashKey, fileId);
    window.location.assign(download_url);
  };
  return (
    <Container size="md" px={0}>
      <QueryView
        // The page drawn from the answer is a render of its own, in slices (docs/site.md).
        query={{ data: deferredData, error: linkFailure(query.error) }}
        placeholder={
          // The page's heading, which the document may write from the link's first answer, and
          // the rest's space, in their places.
          <Stack gap="lg" role="status" aria-label={t('common:loading')}>
            <div>
              <Heading>
                <FirstFillLine fill={{ field: 'distribution.call_letters', text: forStation }} width={220} />
              </Heading>
              {/* A div, as its placeholder is one (in a paragraph, HTML would end the paragraph there). */}
              <Text c="dimmed" mt={4} component="div">
                <Skeleton height="0.8em" width={280} display="inline-block" style={{ verticalAlign: 'middle' }} />
              </Text>
            </div>
            <Skeleton height={320} radius="md" />
          </Stack>
        }
      >
        {({ distribution }) => (
          <Stack gap="lg">
            <div>
              <Heading>{forStation(distribution.call_letters)}</Heading>
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
            {distribution.masters.map((master) => (
              <PublicSpotCard key={master.id} master={master} />
            ))}
            {distribution.files.length === 0 ? (
              <Paper withBorder p="xl" ta="center">
                <Text>{t('public.notYet')}</Text>
              </Paper>
            ) : phone ? (
              <Stack gap="xs">
                {distribution.files.map((file) => (
                  <Paper key={file.file_id} withBorder p="sm">
                    <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                      {file.name}
                    </Text>
                    <Group justify="space-between" gap="xs" mt={2} mb="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed" truncate>
                        {file.title}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatBytes(file.size, i18n.language)}
                      </Text>
                    </Group>
                    <Button
                      fullWidth
                      variant="light"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      onClick={() => void download(file.file_id)}
                      aria-label={`${t('public.download')} ${file.name}`}
                    >
                      {t('public.download')}
                    </Button>
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Paper withBorder>
                <PlainTable spacing="sm">
                  <thead>
                    <tr>
                      <th>{t('public.file')}</th>
                      <th style={{ textAlign: 'right' }}>{t('public.size')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {distribution.files.map((file) => (
                      <tr key={file.file_id}>
                        <td>
                          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                            {file.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {file.title}
                          </Text>
                        </td>
                        <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {formatBytes(file.size, i18n.language)}
                        </td>
                        <td style={{ textAlign: 'right' }}>
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            onClick={() => void download(file.file_id)}
                            aria-label={`${t('public.download')} ${file.name}`}
                          >
                            {t('public.download')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </PlainTable>
              </Paper>
            )}
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
