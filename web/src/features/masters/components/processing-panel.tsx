import { Alert, Button, Group, Loader, Paper, Progress, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconAlertCircle, IconCircleCheck, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { notify } from '#lib/notify.ts';
import { restartWorkflow } from '../api/restart-workflow.ts';
import { formatDate } from '../model/outputs.ts';
import { processingSteps } from '../model/stages.ts';

/**
 * Long work shows progress (UI.md): the stage codes as a stepper with the run's percentage while
 * `is_running`; a failed run names its step and offers `restart-workflow`.
 */
export function ProcessingPanel({ master, canRestart }: { master: Master; canRestart: boolean }) {
  const { t } = useTranslation('masters');
  const [restarting, setRestarting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const error = !master.is_running ? master.processing_error : null;
  const { steps, active } = processingSteps(
    master.master_type,
    error ? (error.step as Master['status']) : master.status,
  );

  const restart = async () => {
    setRestarting(true);
    setFailure(null);
    try {
      await restartWorkflow(master.id);
      notify.success(t('processing.restarted'));
    } catch (cause) {
      setFailure(cause);
    } finally {
      setRestarting(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" aria-labelledby="processing-title">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Text id="processing-title" fw={600} fz="lg">
          {error ? t('processing.failedTitle') : t('processing.title')}
        </Text>
        {!error && (
          <Text fw={600} c="blue.9" aria-live="polite">
            {t(`stages.${master.status}`)} · {Math.round(master.progress)} %
          </Text>
        )}
      </Group>
      {error ? (
        <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />} mb="md" role="alert">
          <Text size="sm">
            {t('processing.failedText', {
              step: t(`stages.${error.step as Master['status']}`),
              date: formatDate(error.at),
            })}
          </Text>
          {canRestart && (
            <Button
              mt="sm"
              size="sm"
              color="red"
              variant="filled"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void restart()}
              loading={restarting}
            >
              {t('processing.restart')}
            </Button>
          )}
        </Alert>
      ) : (
        <Progress value={master.progress} size="md" radius="xl" mb="lg" animated aria-label={t('processing.title')} />
      )}
      <FormAlert error={failure} />
      <SimpleGrid
        component="ol"
        cols={{ base: 2, lg: steps.length <= 6 ? steps.length : Math.ceil(steps.length / 2) }}
        spacing="xs"
        verticalSpacing="xs"
        className="mp-stages"
        aria-label={t('processing.stages')}
      >
        {steps.map((stage, index) => {
          const state =
            index < active || (!error && master.status === 'COMPLETED')
              ? 'done'
              : index === active
                ? error
                  ? 'failed'
                  : 'current'
                : 'todo';
          return (
            <li key={stage} data-state={state} aria-current={index === active ? 'step' : undefined}>
              {state === 'done' && (
                <IconCircleCheck size={18} stroke={1.8} aria-hidden color="var(--mantine-color-green-8)" />
              )}
              {state === 'current' && <Loader size={16} color="blue.8" aria-hidden />}
              {state === 'failed' && (
                <IconCircleX size={18} stroke={1.8} aria-hidden color="var(--mantine-color-red-8)" />
              )}
              {state === 'todo' && (
                <span className="mp-stage-number" aria-hidden>
                  {index + 1}
                </span>
              )}
              <Text component="span" size="sm" fw={state === 'current' || state === 'failed' ? 600 : 400}>
                {t(`stages.${stage}`)}
                <VisuallyHidden>{` (${t(`processing.stageState.${state}`)})`}</VisuallyHidden>
              </Text>
            </li>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
