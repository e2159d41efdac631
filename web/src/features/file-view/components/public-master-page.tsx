import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OwnerContacts } from '#components/owner-contacts.tsx';
import { PlainTable } from '#components/plain-table.tsx';
import { PublicLinkHeading } from '#components/public-link-heading.tsx';
import { PublicLinkSkeleton } from '#components/public-link-skeleton.tsx';
import { formatBytes } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { groupOutputs } from '#lib/output-groups.ts';
import { openDownload } from '#lib/open-download.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { publicDownloadUrl, usePublicMaster, usePublicOutputs, type MasterLink } from '../api/public-master.ts';
import { videoAspectRatio } from '#lib/video-box.ts';

/** A file's download; a companion file (XML slate, sidecar captions) is labelled by its kind beside its output's. */
function DownloadButton({
  link,
  outputKey,
  filename,
  companion = false,
}: {
  link: MasterLink;
  outputKey: string;
  filename: string;
  companion?: boolean;
}) {
  const { t } = useTranslation('sharedMaster');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { download_url: url } = await publicDownloadUrl(link, outputKey);
      openDownload(url);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('publicMaster.downloadFile', { file: filename })}
    >
      {companion ? (filename.split('.').pop() ?? '').toUpperCase() : t('publicMaster.download')}
    </Button>
  );
}

/**
 * The public page of a master (seed 001 §2, `/m/{created_on}/{hash_key}`): whose it is, the spot
 * playing with its captions, its slate, and its files to download. No sign-in; a link that was
 * renewed or never existed says so.
 */
export function PublicMasterPage() {
  const { t, i18n } = useTranslation(['sharedMaster', 'common']);
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const link = { createdOn, hashKey };
  const { data, error } = usePublicMaster(link);
  // The page drawn from an answer is a render of its own, in slices, the skeleton shown until it
  // is done (docs/site.md): an answer's update would otherwise draw the whole page in one task.
  const master = useDeferredValue(data)?.master;
  const outputs = useDeferredValue(usePublicOutputs(link, !!master).data)?.outputs ?? [];
  usePageTitle(master?.title ?? t('publicMaster.title'));

  if (error) {
    return (
      <Alert
        color="gray"
        icon={<IconInfoCircle aria-hidden />}
        title={t('publicMaster.notFoundTitle')}
        maw={720}
        mx="auto"
      >
        {t('publicMaster.notFound')}
      </Alert>
    );
  }
  if (!master)
    return <PublicLinkSkeleton maw={960} above={{ field: 'master.owner.name' }} title={{ field: 'master.title' }} />;
  const facts = [
    [t('fields.unique_id'), master.unique_id],
    [t('fields.announcer'), master.announcer],
    [t('fields.agency'), master.agency],
    [t('fields.product'), master.product],
    [t('fields.duration'), master.duration === null ? null : `${master.duration} s`],
    [
      t('fields.language'),
      master.language && t(`common:contentLanguages.${master.language}`, { defaultValue: master.language }),
    ],
  ];
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PublicLinkHeading
        mark={
          <Avatar src={master.owner.logo_url} radius="md" color="brand" size={48} alt="">
            {master.owner.name.slice(0, 1)}
          </Avatar>
        }
        above={master.owner.name}
        title={master.title}
      >
        {master.archived && (
          <Badge mt="xs" variant="light" color="gray">
            {t('archiveStatus.archived')}
          </Badge>
        )}
      </PublicLinkHeading>
      <Paper
        withBorder
        radius="lg"
        p={0}
        style={{ overflow: 'hidden' }}
        bg={master.preview?.kind === 'video' ? 'black' : undefined}
      >
        {master.preview?.kind === 'video' && (
          <video
            controls
            preload="metadata"
            crossOrigin="anonymous"
            poster={master.thumbnail_url ?? undefined}
            style={{ width: '100%', display: 'block', maxHeight: '70vh', aspectRatio: videoAspectRatio(master.ratio) }}
            src={master.preview.url}
          >
            {master.preview.captions_url && (
              <track
                kind="captions"
                src={master.preview.captions_url}
                srcLang={master.language ?? undefined}
                label={t('fileView.captions')}
                default
              />
            )}
          </video>
        )}
        {master.preview?.kind === 'audio' && (
          <Stack p="lg" gap="sm">
            {master.thumbnail_url && <Image src={master.thumbnail_url} alt="" radius="md" mah={240} fit="contain" />}
            <audio
              controls
              preload="metadata"
              src={master.preview.url}
              style={{ width: '100%' }}
              aria-label={t('publicMaster.listen', { title: master.title })}
            />
          </Stack>
        )}
        {!master.preview && (
          <Text c="dimmed" p="lg" ta="center">
            {master.is_running ? t('publicMaster.processing') : t('fileView.noPlayer')}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="md">
          {t('slateTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="md">
          {t('publicMaster.files')}
        </Title>
        {master.archived ? (
          <Text size="sm" c="dimmed">
            {t('publicMaster.archived')}
          </Text>
        ) : outputs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {master.is_running ? t('publicMaster.processing') : t('publicMaster.noFiles')}
          </Text>
        ) : (
          <PlainTable spacing="sm">
            <tbody>
              {/* Grouped as on the master's own outputs tab: by category, a file's XML slate and sidecars on its row. */}
              {groupOutputs(outputs).flatMap((group) => [
                <tr key={group.category}>
                  <th colSpan={2}>
                    <Text size="sm" fw={700}>
                      {t(`categories.${group.category}`, { defaultValue: group.category })}
                    </Text>
                  </th>
                </tr>,
                ...group.outputs.map((output) => (
                  <tr key={output.output_key}>
                    <td>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {output.filename}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatBytes(output.size, i18n.language)}
                      </Text>
                    </td>
                    <td style={{ textAlign: 'right' }}>
                      <Group gap="xs" justify="flex-end">
                        {[output, ...(output.xml ? [output.xml] : []), ...output.sidecars].map((file) => (
                          <DownloadButton
                            key={file.output_key}
                            link={link}
                            outputKey={file.output_key}
                            filename={file.filename}
                            companion={file !== output}
                          />
                        ))}
                      </Group>
                    </td>
                  </tr>
                )),
              ])}
            </tbody>
          </PlainTable>
        )}
      </Paper>
      <OwnerContacts owner={master.owner} />
      <Group justify="center">
        <Text size="xs" c="dimmed">
          {t('fileView.poweredBy')}{' '}
          <Anchor href="/" size="xs">
            Masterport
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}
