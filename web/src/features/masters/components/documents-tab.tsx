import { ActionIcon, Anchor, Button, Group, Paper, Select, Stack, Table, Tooltip } from '@mantine/core';
import type { DocumentSummary, Master } from '@masterport/contract';
import { IconFileText, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { hasPermission, useSession } from '#lib/session.ts';
import { linkDocuments, searchDocuments, unlinkDocuments, useMasterDocuments } from '../api/master-documents.ts';

const failed = (error: unknown) => {
  notifyFailure(error);
};

/** The master's documents tab: the PDFs linked to it, and (with `manage_dockets`) linking one more. */
export function DocumentsTab({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const canManage = hasPermission(useSession(), 'manage_dockets');
  const { data, error } = useMasterDocuments(master.id);
  const [choices, setChoices] = useState<DocumentSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const linked = data?.documents_list ?? [];

  useEffect(() => {
    if (canManage)
      void searchDocuments('')
        .then(setChoices)
        .catch(() => setChoices([]));
  }, [canManage]);

  async function link(documentId: string | null) {
    if (!documentId) return;
    setBusy(true);
    await linkDocuments(master.id, [documentId])
      .then(() => notify.success(t('documents.linked')))
      .catch(failed);
    setBusy(false);
  }

  const free = choices.filter((choice) => !linked.some((document) => document.id === choice.id));
  return (
    <Stack gap="md">
      <FormAlert error={error} />
      {canManage && (
        <Group align="flex-end" gap="sm">
          <Select
            size="sm"
            label={t('documents.link')}
            placeholder={free.length > 0 ? t('documents.choose') : t('documents.none')}
            data={free.map((document) => ({ value: document.id, label: document.title }))}
            value={null}
            onChange={(id) => void link(id)}
            searchable
            disabled={busy || free.length === 0}
            w={320}
          />
          <Button component={Link} to={paths.app.documents.getHref()} variant="subtle" size="sm">
            {t('documents.manage')}
          </Button>
        </Group>
      )}
      {data && linked.length === 0 && (
        <EmptyPanel
          icon={<IconFileText size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
          title={t('documents.emptyTitle')}
          text={t('documents.emptyText')}
        />
      )}
      {linked.length > 0 && (
        <Paper withBorder>
          <Table verticalSpacing="sm" aria-label={t('tabs.documents')}>
            <Table.Tbody>
              {linked.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.app.document.getHref(document.id)} fw={600}>
                      {document.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c="dimmed">{document.docket}</Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    {formatDate(document.created_on)}
                  </Table.Td>
                  <Table.Td w={48}>
                    {canManage && document.owner.id === master.owner.id && (
                      <Tooltip label={t('documents.unlink', { title: document.title })} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('documents.unlink', { title: document.title })}
                          onClick={() => void unlinkDocuments(master.id, [document.id]).catch(failed)}
                        >
                          <IconLinkOff size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
