import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SpecNotice } from '@masterport/contract';
import { IconCircleCheck, IconFileText, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SpecEvaluationView } from '#components/spec-evaluation.tsx';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { redistributeDestination } from '../api/destination-redistribute.ts';
import { useSpecNotices } from '../api/get-spec-notices.ts';

/** Its captions fail the station's spec: delivering again alone would send them as they are. */
const captionsFail = (notice: SpecNotice) => notice.caption_check?.result === 'fails';

/**
 * Issue 32: spots this account delivered to a station that has changed its spec since, and that no
 * longer meet it. "Deliver again" is the destination's redistribute: the new run reads the new spec,
 * makes the loudness variant it needs, and replaces the spot at the station.
 *
 * No output mends captions: a re-delivery sends the captions the master has. So a spot whose captions
 * fail its station's spec says so and leads to the master's Sources tab first ("Correct the
 * captions"); "Deliver again" stays beside it, quieter, for once they are corrected (the notice was
 * written when the spec changed and does not know of a correction since).
 *
 * Shown only when there is something to do: an empty panel above every agency's list would push the
 * list down for a rare event. Once the spots delivered again from here have all reached their
 * stations, it says so instead of vanishing under the reader's eyes.
 */
export function SpecNotices({ canRedeliver }: { canRedeliver: boolean }) {
  const { t } = useTranslation(['distributions', 'stationSpecs']);
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const { data } = useSpecNotices(started.size > 0);
  const notices = data?.notices ?? [];
  if (notices.length === 0 && started.size === 0) return null;

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
      {notices.length === 0 ? (
        <Group gap="xs" mt={6} wrap="nowrap" align="flex-start" data-testid="spec-notices-done">
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('specNotices.done')}</Text>
        </Group>
      ) : (
        <>
          <Text size="sm" c="dimmed" mt={4} mb="md" maw={720}>
            {t('specNotices.intro', { count: notices.length })}
          </Text>
          <Stack gap="sm">
            {notices.map((notice) => (
              <Paper
                key={notice.received_spot_id}
                withBorder
                radius="md"
                p="sm"
                data-notice={`${notice.call_letters}/${notice.unique_id}`}
              >
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {notice.unique_id} · {notice.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('specNotices.to')}{' '}
                        <Text span inherit fw={600} ff="monospace" c="var(--mantine-color-text)">
                          {notice.call_letters}
                        </Text>{' '}
                        ·{' '}
                        <Anchor component={Link} to={paths.app.distribution.getHref(notice.ref_number)} inherit>
                          {notice.ref_number}
                        </Anchor>{' '}
                        ·{' '}
                        {notice.delivered_spec_version === null
                          ? t('specNotices.deliveredBeforeSpec', {
                              date: formatDate(notice.delivered_on),
                              version: notice.spec_version,
                            })
                          : t('specNotices.deliveredUnder', {
                              date: formatDate(notice.delivered_on),
                              from: notice.delivered_spec_version,
                              version: notice.spec_version,
                            })}
                      </Text>
                    </Stack>
                    {canRedeliver && (
                      // Shrinks on a phone so its two buttons wrap inside the card rather than past it.
                      <Group gap="xs" style={{ flex: '0 1 auto', minWidth: 0 }}>
                        {started.has(notice.received_spot_id) ? (
                          <Text size="sm" c="blue.8" py={4}>
                            {t('specNotices.underWay')}
                          </Text>
                        ) : (
                          <>
                            {captionsFail(notice) && (
                              <Button
                                size="xs"
                                component={Link}
                                to={paths.app.master.getHref(notice.master_id, 'sources')}
                                leftSection={<IconFileText size={14} aria-hidden />}
                              >
                                {t('specNotices.correctCaptions')}
                              </Button>
                            )}
                            <Button
                              size="xs"
                              variant={captionsFail(notice) ? 'default' : 'filled'}
                              leftSection={<IconSend size={14} aria-hidden />}
                              loading={busy === notice.received_spot_id}
                              onClick={() => void redeliver(notice)}
                            >
                              {t('specNotices.redeliver')}
                            </Button>
                          </>
                        )}
                      </Group>
                    )}
                  </Group>
                  <SpecEvaluationView
                    evaluation={notice.evaluation}
                    captions={notice.caption_check ?? undefined}
                    captionsMend={
                      <Trans
                        t={t}
                        i18nKey="specNotices.captionsMend"
                        components={{
                          // Not <link>: the markup's parser takes it for HTML's empty element and drops the words.
                          tab: (
                            <Anchor
                              component={Link}
                              to={paths.app.master.getHref(notice.master_id, 'sources')}
                              inherit
                            />
                          ),
                        }}
                      />
                    }
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
