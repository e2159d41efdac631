import { Alert, Button, Group, Text } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, localiseNumbers } from '#lib/format-number.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { cancelMerge } from '../api/cancel-merge.ts';
import { fixLoudness } from '../api/fix-loudness.ts';
import { unarchiveMaster } from '../api/unarchive.ts';
import { masterBanner, type BannerAction } from '../model/banner.ts';
import { TONE_COLOR, type Tone } from '../model/status.ts';

const TONE_ICON: Record<Tone, typeof IconClock> = {
  waiting: IconClock,
  running: IconClock,
  passed: IconCircleCheck,
  warning: IconAlertTriangle,
  rejected: IconCircleX,
};

/**
 * Above the master's tabs, on every tab: what happened to the master and what to do next (UI.md:
 * a status says what next), from the same state model as the badges.
 */
export function MasterBanner({
  master,
  canAct,
  canMerge,
  openTab,
  continueMerge,
}: {
  master: Master;
  canAct: boolean;
  /** The user may merge (merge_masters): a merge waiting as a draft can be confirmed or given up. */
  canMerge: boolean;
  openTab: (tab: 'sources' | 'quality' | 'outputs') => void;
  continueMerge: () => void;
}) {
  const { t, i18n } = useTranslation('masters');
  const [fixing, setFixing] = useState(false);
  const banner = masterBanner(master);
  if (!banner) return null;
  const language = i18n.language;
  const values = {
    ...banner.values,
    ...(typeof banner.values.measured === 'number'
      ? {
          measured: formatDecimal(banner.values.measured, language),
          expected: localiseNumbers(String(banner.values.expected), language),
        }
      : {}),
    ...(typeof banner.values.loudness === 'number'
      ? { loudness: formatDecimal(banner.values.loudness, language) }
      : {}),
    ...(typeof banner.values.files === 'number' ? { count: banner.values.files } : {}),
  };
  const Icon = TONE_ICON[banner.tone];

  const act = async (action: BannerAction) => {
    if (action === 'continue_merge') return continueMerge();
    if (action !== 'fix_loudness' && action !== 'unarchive') return openTab(action);
    return call(
      action === 'unarchive' ? () => unarchiveMaster(master.id) : () => fixLoudness(master.id),
      t(action === 'unarchive' ? 'archive.unarchiveStarted' : 'qc.fixStarted'),
    );
  };
  /** A call the banner makes: its button spins meanwhile, and it says how it went. */
  async function call(work: () => Promise<unknown>, done: string) {
    setFixing(true);
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setFixing(false);
    }
  }
  const actionLabel =
    banner.action === 'sources' && banner.text === 'waitingCaptions'
      ? t('banner.actions.captions')
      : banner.action
        ? t(`banner.actions.${banner.action}`)
        : null;
  const acting =
    banner.action === 'fix_loudness' || banner.action === 'unarchive' || banner.action === 'continue_merge';
  const showAction = banner.action && (banner.action === 'continue_merge' ? canMerge : !acting || canAct);
  const giveUpMerge = () => call(() => cancelMerge(master.id), t('merge.cancelled'));

  return (
    <Alert
      variant="light"
      color={TONE_COLOR[banner.tone]}
      icon={<Icon aria-hidden />}
      data-banner={banner.text}
      role="status"
      radius="md"
    >
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t(`banner.${banner.text}`, values)}
          </Text>
          <Text size="sm" c="dimmed" mt={2}>
            {t(`banner.${banner.text}Hint`)}
          </Text>
        </div>
        {showAction && actionLabel && (
          <Group gap="xs">
            {banner.action === 'continue_merge' && (
              <Button size="xs" variant="subtle" color="gray" disabled={fixing} onClick={() => void giveUpMerge()}>
                {t('merge.cancel')}
              </Button>
            )}
            <Button
              size="xs"
              variant={acting ? 'filled' : 'white'}
              color={TONE_COLOR[banner.tone]}
              loading={fixing}
              disabled={master.locked && (banner.action === 'fix_loudness' || banner.action === 'continue_merge')}
              onClick={() => void act(banner.action!)}
            >
              {actionLabel}
            </Button>
          </Group>
        )}
      </Group>
    </Alert>
  );
}
