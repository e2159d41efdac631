import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SlateForm } from '../hooks/use-slate-form.ts';

/** Both steps of the slate modal offer "Save as draft" while the master is new or still a draft. */
export function SaveDraftButton({ slate }: { slate: SlateForm }) {
  const { t } = useTranslation('masters');
  if (!slate.canDraft) return null;
  return (
    <Button variant="default" onClick={() => void slate.saveDraft()} loading={slate.saving === 'draft'}>
      {t('slate.saveDraft')}
    </Button>
  );
}
