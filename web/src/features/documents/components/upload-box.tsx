import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { looksLikePdf, uploadDocument } from '#lib/upload-document.ts';
import { refreshDocumentsList } from '../api/get-list.ts';

/** Adds a PDF by choosing or dropping it; the server then reads it as a PDF, whatever its name. */
export function UploadBox() {
  const { t } = useTranslation('documents');
  const [busy, setBusy] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function add(file: File | null) {
    if (!file) return;
    if (!looksLikePdf(file)) return notify.error(t('upload.notPdf'));
    setBusy(file.name);
    try {
      await uploadDocument(file);
      await refreshDocumentsList();
      notify.success(t('upload.done', { name: file.name }));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void add(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-brand-0)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-drop="documents"
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <IconFileUpload size={28} aria-hidden color="var(--mantine-color-brand-7)" />
          <Stack gap={2}>
            <Title order={2} fz="md">
              {t('upload.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {busy ? t('upload.uploading', { name: busy }) : t('upload.help')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <FileButton onChange={(file) => void add(file)} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} loading={!!busy}>
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('upload.drop')}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
