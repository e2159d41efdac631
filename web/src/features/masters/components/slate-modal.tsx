import { Alert, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { usePartnerStudios } from '../api/get-partner-studios.ts';
import { useSlateForm, type SlateFormOptions } from '../hooks/use-slate-form.ts';
import { SaveDraftButton } from './save-draft-button.tsx';
import { SlateConfirmStep } from './slate-confirm-step.tsx';
import { SlateFields } from './slate-fields.tsx';

/**
 * The create/edit slate modal (seed 001 §2): the slate, then a confirmation showing it before the
 * master is created or saved. A draft can be saved from either step. The form's rules live in
 * `useSlateForm`, the fields in `SlateFields`, the second step in `SlateConfirmStep`.
 */
export function SlateModal(options: SlateFormOptions) {
  const { opened, master, merge, onClose } = options;
  const { t } = useTranslation(['masters', 'common']);
  const phone = useMediaQuery('(max-width: 48em)');
  const slate = useSlateForm(options);
  const clients = usePartnerStudios(opened && !master);
  const [createFor] = useWatch({ control: slate.form.control, name: ['partner_studio_id'] });
  const createForName = clients.find((client) => client.id === createFor)?.account.name;
  const title = merge
    ? t('merge.slateTitle')
    : !master
      ? t('slate.newTitle')
      : master.is_draft
        ? t('slate.draftTitle')
        : t('slate.editTitle');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered
      closeOnClickOutside={false}
    >
      <Stepper active={slate.step === 'slate' ? 0 : 1} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label={t('slate.stepSlate')} description={t('slate.stepSlateText')} />
        <Stepper.Step label={t('slate.stepConfirm')} description={t('slate.stepConfirmText')} />
      </Stepper>
      <FormAlert error={slate.failure} />
      {slate.step === 'slate' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void slate.next();
          }}
        >
          <Stack gap="md" mt={slate.failure ? 'md' : 0}>
            {merge && (
              <Alert variant="light" color="brand" icon={<IconArrowMerge aria-hidden />} data-merge-notice>
                {t('merge.slateText', { title: merge.other.title, id: merge.other.unique_id })}
              </Alert>
            )}
            <SlateFields form={slate.form} uniqueId={slate.uniqueId} clients={clients} profileLocked={!!merge} />
            <Group justify="space-between" mt="sm" gap="sm">
              <Button variant="subtle" color="gray" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Group gap="sm">
                <SaveDraftButton slate={slate} />
                <Button type="submit">{t('slate.next')}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <SlateConfirmStep slate={slate} master={master} createForName={createForName} />
      )}
    </Modal>
  );
}
