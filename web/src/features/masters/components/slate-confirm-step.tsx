import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SlateForm } from '../hooks/use-slate-form.ts';
import { MasterPriceNote } from './master-price-note.tsx';
import { SaveDraftButton } from './save-draft-button.tsx';
import { SlatePreview } from './slate-preview.tsx';
import { SlateSummary } from './slate-summary.tsx';

/**
 * The confirmation step: the slate as the API draws it and as it will be saved, before the master
 * is created or saved. Back returns to the slate (the seed's `back_from_confirm_slate` mode).
 */
export function SlateConfirmStep({
  slate,
  master,
  createForName,
}: {
  slate: SlateForm;
  master?: Master;
  /** The client account a partner studio creates the master for. */
  createForName?: string;
}) {
  const { t } = useTranslation(['masters', 'common']);
  return (
    <Stack gap="md" mt={slate.failure ? 'md' : 0}>
      <Alert variant="light" color="brand" icon={<IconCircleCheck aria-hidden />}>
        {slate.merge
          ? t('merge.confirmText', { title: slate.merge.other.title, id: slate.merge.other.unique_id })
          : t(master ? 'slate.confirmEditText' : 'slate.confirmText')}
      </Alert>
      {createForName && (
        <Text size="sm" fw={600}>
          {t('slate.createdFor', { name: createForName })}
        </Text>
      )}
      {slate.confirmed && <SlatePreview slate={slate.confirmed} />}
      <SlateSummary slate={slate.form.getValues()} />
      {/* A new master (or a draft becoming one) is billed once made; an edit or a merge is not a new master. */}
      {!slate.merge && (!master || master.is_draft) && <MasterPriceNote type={slate.confirmed?.master_type} />}
      <Group justify="space-between" mt="sm" gap="sm">
        <Button variant="default" onClick={slate.back}>
          {t('common:actions.back')}
        </Button>
        <Group gap="sm">
          <SaveDraftButton slate={slate} />
          <Button onClick={() => void slate.confirm()} loading={slate.saving === 'confirm'}>
            {slate.merge ? t('merge.merge') : t(master && !master.is_draft ? 'slate.saveChanges' : 'slate.create')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
