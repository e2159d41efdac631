import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { numberFormat } from '#lib/format.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { useFileView } from '../api/view-file-data.ts';

/** The public page of one output (seed: /view-file/{hash_key}/{created_on}/{output_key}): play it, read its slate, save it. */
export function FileViewPage() {
  const { t, i18n } = useTranslation('sharedMaster');
  const { hash_key: hashKey = '', created_on: createdOn = '', output_key: outputKey = '' } = useParams();
  const { data, error } = useFileView({ hashKey, createdOn, outputKey });
  const view = data?.file_data;
  usePageTitle(view ? `${view.master.title} · ${view.output.output_key}` : t('fileView.title'));

  if (error) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t('fileView.notFoundTitle')}>
        {t('fileView.notFound')}
      </Alert>
    );
  }
  if (!view) return null;
  const isVideo = /\.(mp4|webm|mov)$/i.test(view.output.filename);
  const isAudio = /\.mp3$/i.test(view.output.filename);
  const size = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(view.output.size / 1_048_576);
  const facts = [
    [t('fields.unique_id'), view.master.unique_id],
    [t('fields.announcer'), view.master.announcer],
    [t('fields.agency'), view.master.agency],
    [t('fields.product'), view.master.product],
    [t('fields.duration'), `${view.master.duration} s`],
    [t('fileView.file'), `${view.output.filename} · ${size} MB`],
  ];
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Text size="sm" c="dimmed">
          {view.master.owner_name}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {view.master.title}
        </Title>
        <Text ff="monospace" size="sm" mt={4}>
          {view.output.output_key}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }} bg="black">
        {isVideo && (
          <video
            controls
            preload="metadata"
            crossOrigin="anonymous"
            style={{ width: '100%', display: 'block', maxHeight: '70vh' }}
            src={view.file_url}
          >
            {view.captions_url && (
              <track
                kind="captions"
                src={view.captions_url}
                srcLang={view.master.language ?? undefined}
                label={t('fileView.captions')}
                default
              />
            )}
          </video>
        )}
        {isAudio && (
          <audio controls preload="metadata" src={view.file_url} style={{ width: '100%', display: 'block' }} />
        )}
        {!isVideo && !isAudio && (
          <Text c="gray.3" p="lg" ta="center">
            {t('fileView.noPlayer')}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Group mt="lg">
          <Button
            component="a"
            href={view.file_url}
            download={view.output.filename}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('fileView.download')}
          </Button>
        </Group>
      </Paper>
      <Text size="xs" c="dimmed" ta="center">
        {t('fileView.poweredBy')}{' '}
        <Anchor href="/" size="xs">
          Masterport
        </Anchor>
      </Text>
    </Stack>
  );
}
