import { Alert, Button, Group, Text } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, localiseNumbers } from '#lib/format-number.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { fixLoudness } from '../api/fix-loudness.ts';
import { unarchiveMaster } from '../api/unarchive.ts';
import { masterBanner, type BannerAction } from '../model/banner.ts';
import { TONE_COLOR, type Tone } from '../model/status.ts';

const TONE_ICON: Record<Tone, typeof IconClock> = {
  waiting: IconClock, running: IconClock, passed: IconCircleCheck, warning: IconAlertTriangle, rejected: IconCircleX,
};

/**
 * Above the master's tabs, on every tab: what happened to the master and what to do next (UI.md:
 * a status says what next), from the same state model as the badges.
 */
export function MasterBanner({ master, canAct, openTab }: { master: Master; canAct: boolean; openTab: (tab: 'sources' | 'quality' | 'outputs') => void }) {
  const { t, i18n } = useTranslation('masters');
  const [fixing, setFixing] = useState(false);
  const banner = masterBanner(master);
  if (!banner) return null;
  const language = i18n.language;
  const values = {
    ...banner.values,
    ...(typeof banner.values.measured === 'number' ? { measured: formatDecimal(banner.values.measured, language), expected: localiseNumbers(String(banner.values.expected), language) } : {}),
    ...(typeof banner.values.loudness === 'number' ? { loudness: formatDecimal(banner.values.loudness, language) } : {}),
    ...(typeof banner.values.files === 'number' ? { count: banner.values.files } : {}),
  };
  const Icon = TONE_ICON[banner.tone];

  const act = async (action: BannerAction) => {
    if (action !== 'fix_loudness' && action !== 'unarchive') return openTab(action);
    setFixing(true);
    try {
      if (action === 'unarchive') {
        await unarchiveMaster(master.id);
        notify.success(t('archive.unarchiveStarted'));
      } else {
        await fixLoudness(master.id);
        notify.success(t('qc.fixStarted'));
      }
    } catch (error) {
      notifyFailure(error);
    } finally {
      setFixing(false);
    }
  };
  const actionLabel = banner.action === 'sources' && banner.text === 'waitingCaptions' ? t('banner.actions.captions') : banner.action ? t(`banner.actions.${banner.action}`) : null;
  const showAction = banner.action && ((banner.action !== 'fix_loudness' && banner.action !== 'unarchive') || canAct);

  return (
    <Alert variant="light" color={TONE_COLOR[banner.tone]} icon={<Icon aria-hidden />} data-banner={banner.text} role="status" radius="md">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Text fw={600} size="sm">{t(`banner.${banner.text}`, values)}</Text>
          <Text size="sm" c="dimmed" mt={2}>{t(`banner.${banner.text}Hint`)}</Text>
        </div>
        {showAction && actionLabel && (
          <Button size="xs" variant={banner.action === 'fix_loudness' || banner.action === 'unarchive' ? 'filled' : 'white'} color={TONE_COLOR[banner.tone]} loading={fixing} disabled={master.locked && banner.action === 'fix_loudness'} onClick={() => void act(banner.action!)}>
            {actionLabel}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
