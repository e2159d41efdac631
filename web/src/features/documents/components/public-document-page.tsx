import { Alert, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OwnerContacts } from '#components/owner-contacts.tsx';
import { formatBytes, formatDate } from '#lib/format.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { publicDocumentDownload } from '../api/public-download-url.ts';
import { usePublicDocument } from '../api/public-view-data.ts';

/** /doc/{created_on}/{hash_key}: a shared document, read in the page or downloaded, with whose it is. */
export function PublicDocumentPage() {
  const { t, i18n } = useTranslation('documents');
  const { created_on: createdOn = '', hash_key: hashKey = '' } = useParams();
  const { data, error } = usePublicDocument(createdOn, hashKey);
  usePageTitle(data?.document.title ?? t('public.title'));
  if (error)
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t('public.notFoundTitle')}>
        {t('public.notFound')}
      </Alert>
    );
  if (!data) return null;
  const { document, owner } = data;

  async function download() {
    const { download_url } = await publicDocumentDownload(createdOn, hashKey);
    window.location.assign(download_url);
  }

  return (
    <Stack gap="lg" maw={1040} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="sm">
          <Avatar src={owner.logo_url} radius="md" color="brand" alt="">
            {owner.name.slice(0, 1)}
          </Avatar>
          <div>
            <Text size="sm" c="dimmed">
              {owner.name}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {document.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('details.file', {
                count: document.pages ?? 0,
                pages: document.pages ?? 0,
                size: formatBytes(document.size, i18n.language),
                date: formatDate(document.created_on),
              })}
            </Text>
          </div>
        </Group>
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()}>
          {t('details.download')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <iframe
          src={data.view_url}
          title={document.title}
          style={{ width: '100%', height: '75vh', border: 0, display: 'block' }}
        />
      </Paper>
      <OwnerContacts owner={owner} />
    </Stack>
  );
}
