import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SpecEvaluationView } from '#components/spec-evaluation.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { redistributeDestination } from '../api/destination-redistribute.ts';
import { useSpecNotices } from '../api/get-spec-notices.ts';

/**
 * Issue 32: spots this account delivered to a station that has changed its spec since, and that no
 * longer meet it. "Deliver again" is the destination's redistribute: the new run reads the new spec,
 * makes the loudness variant it needs, and replaces the spot at the station.
 */
export function SpecNotices({ canRedeliver }: { canRedeliver: boolean }) {
  const { t } = useTranslation(['distributions', 'stationSpecs']);
  const { data } = useSpecNotices();
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const notices = data?.notices ?? [];
  if (notices.length === 0) return null;

  async function redeliver(notice: (typeof notices)[number]) {
    setBusy(notice.received_spot_id);
    try {
      await redistributeDestination(notice.distribution_id, notice.call_letters);
      setStarted((before) => new Set(before).add(notice.received_spot_id));
      notify.success(t('specNotices.started', { letters: notice.call_letters, uniqueId: notice.unique_id }));
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('specNotices.title')}
      data-testid="spec-notices"
    >
      <Title order={2} fz="md">
        {t('specNotices.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('specNotices.intro', { count: notices.length })}
      </Text>
      <Stack gap="sm">
        {notices.map((notice) => (
          <Paper
            key={notice.received_spot_id}
            withBorder
            p="sm"
            data-notice={`${notice.call_letters}/${notice.unique_id}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  <Text span fw={600} ff="monospace">
                    {notice.call_letters}
                  </Text>{' '}
                  ·{' '}
                  <Anchor component={Link} to={paths.app.distribution.getHref(notice.ref_number)} size="sm">
                    {notice.ref_number}
                  </Anchor>{' '}
                  ·{' '}
                  {t('specNotices.delivered', { date: formatDate(notice.delivered_on), version: notice.spec_version })}
                </Text>
                {canRedeliver &&
                  (started.has(notice.received_spot_id) ? (
                    <Text size="sm" c="blue.8">
                      {t('specNotices.underWay')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconSend size={14} aria-hidden />}
                      loading={busy === notice.received_spot_id}
                      onClick={() => void redeliver(notice)}
                    >
                      {t('specNotices.redeliver')}
                    </Button>
                  ))}
              </Group>
              <SpecEvaluationView label={`${notice.unique_id} · ${notice.title}`} evaluation={notice.evaluation} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
