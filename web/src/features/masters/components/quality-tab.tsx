import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { isCaptionAdvice, localiseQcValue, QC_CHECKS, type Master } from '@masterport/contract';
import { IconCheck, IconInfoCircle, IconVolume } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { notify } from '#lib/notify.ts';
import { acknowledgeQualityControl } from '../api/acknowledge-quality-control.ts';
import { fixLoudness } from '../api/fix-loudness.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { correctedLoudness } from '../model/banner.ts';
import { playerOutputs } from '../model/outputs.ts';
import { outputLoudness } from '../model/output-loudness.ts';
import { OutputLoudnessTable } from './output-loudness-table.tsx';
import { MasterPlayer } from './master-player.tsx';

import { QcItemBadge, QcStatusBadge } from './status-badge.tsx';

type QcItem = Master['quality_control'][number];

const CHECKS: ReadonlySet<string> = new Set(QC_CHECKS);

/** QC tab: the overall result, every check (not just the first failure), and the actions it allows. */
export function QualityTab({ master, canAct }: { master: Master; canAct: boolean }) {
  const { t, i18n } = useTranslation('masters');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const [busy, setBusy] = useState<'fix' | 'ack' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const checkName = (check: string) => (CHECKS.has(check) ? t(`checks.${check as 'loudness'}`) : check);
  const items = master.quality_control;

  const run = async (action: 'fix' | 'ack') => {
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'fix') {
        await fixLoudness(master.id);
        notify.success(t('qc.fixStarted'));
      } else {
        await acknowledgeQualityControl(master.id);
        notify.success(t('qc.acknowledged'));
      }
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const loudnessRejected = master.qc_status === 'SOURCE_INTEGRATED_LOUDNESS_REJECTED';
  const corrected = correctedLoudness(master);
  const playable = playerOutputs(master.outputs);
  const canAcknowledge = master.qc_status === 'WARNING' && !master.qc_acknowledged;
  const loudnessRows = outputLoudness(master.outputs);
  // Caption advice: warnings shown for the user to check, which leave the master's result as it is.
  const advised = items.some((item) => item.status === 'warning' && isCaptionAdvice(item.check));

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Group justify="space-between" align="center" gap="md">
          <div>
            <Title order={2} fz="lg" mb={6}>
              {t('qc.title')}
            </Title>
            <Group gap="sm">
              <QcStatusBadge status={master.qc_status} />
              {master.loudness !== null && (
                <Text size="sm" c="dimmed">
                  {t('qc.loudness')}{' '}
                  <Text component="span" ff="monospace" c="var(--mantine-color-text)">
                    {formatDecimal(master.loudness, language)} LKFS
                  </Text>
                  {corrected !== undefined && (
                    <>
                      {' '}
                      · {t('qc.correctedTo')}{' '}
                      <Text component="span" ff="monospace" c="var(--mantine-color-text)">
                        {formatDecimal(corrected, language)} LKFS
                      </Text>
                    </>
                  )}
                </Text>
              )}
              {master.qc_acknowledged && (
                <Text size="sm" c="dimmed">
                  {t('qc.acknowledgedNote')}
                </Text>
              )}
            </Group>
          </div>
          {canAct && (loudnessRejected || canAcknowledge) && (
            <Group gap="sm">
              {loudnessRejected && (
                <Button
                  leftSection={<IconVolume size={18} aria-hidden />}
                  onClick={() => void run('fix')}
                  loading={busy === 'fix'}
                  disabled={master.is_running || master.locked}
                >
                  {t('qc.fixLoudness')}
                </Button>
              )}
              {canAcknowledge && (
                <Button
                  variant="default"
                  leftSection={<IconCheck size={18} aria-hidden />}
                  onClick={() => void run('ack')}
                  loading={busy === 'ack'}
                >
                  {t('qc.acknowledge')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {loudnessRejected && (
          <Text size="sm" mt="md">
            {t('qc.fixLoudnessText')}
          </Text>
        )}
        {canAcknowledge && (
          <Text size="sm" mt="md">
            {t('qc.acknowledgeText')}
          </Text>
        )}
        {advised && (
          <Text size="sm" mt="md" c="dimmed">
            {t('qc.captionAdviceText')}
          </Text>
        )}
        <FormAlert error={failure} />
      </Paper>
      {/* The spot itself, where people check it against the report (with its captions). */}
      {(playable.video || playable.audio) && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" maw={720}>
          <Title order={2} fz="lg" mb="md">
            {t('details.preview')}
          </Title>
          <MasterPlayer master={master} />
        </Paper>
      )}
      {items.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {master.qc_status === 'WAITING' ? t('qc.waiting') : t('qc.noItems')}
        </Alert>
      ) : (
        <>
          <Paper withBorder radius="lg" visibleFrom="md" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" layout="fixed">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th w="16%">{t('qc.check')}</Table.Th>
                  <Table.Th w={150}>{t('qc.result')}</Table.Th>
                  <Table.Th w="15%" ta="right">
                    {t('qc.measured')}
                  </Table.Th>
                  <Table.Th w="17%" ta="right">
                    {t('qc.expected')}
                  </Table.Th>
                  <Table.Th>{t('qc.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, index) => (
                  <Table.Tr key={`${item.check}-${index}`}>
                    <Table.Td fw={500}>{checkName(item.check)}</Table.Td>
                    <Table.Td>
                      <QcItemBadge status={item.status} advice={isCaptionAdvice(item.check)} />
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.measured ? localiseQcValue(item.measured, language) : '—'}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" fz="sm" c="dimmed">
                      {item.expected ? localiseQcValue(item.expected, language) : '—'}
                    </Table.Td>
                    <Table.Td fz="sm">{item.message[language]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="sm" hiddenFrom="md">
            {items.map((item, index) => (
              <QcCard key={`${item.check}-${index}`} item={item} name={checkName(item.check)} language={language} />
            ))}
          </Stack>
        </>
      )}
      {loudnessRows.length > 0 && <OutputLoudnessTable rows={loudnessRows} />}
    </Stack>
  );
}

function QcCard({ item, name, language }: { item: QcItem; name: string; language: 'en' | 'fr' }) {
  const { t } = useTranslation('masters');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Text fw={600}>{name}</Text>
        <QcItemBadge status={item.status} advice={isCaptionAdvice(item.check)} />
      </Group>
      <Text size="sm" mb={6}>
        {item.message[language]}
      </Text>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('qc.measured')}{' '}
          <Text component="span" ff="monospace" c="var(--mantine-color-text)">
            {item.measured ? localiseQcValue(item.measured, language) : '—'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {t('qc.expected')}{' '}
          <Text component="span" ff="monospace" c="var(--mantine-color-text)">
            {item.expected ? localiseQcValue(item.expected, language) : '—'}
          </Text>
        </Text>
      </Stack>
    </Paper>
  );
}
