import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The restored banner hides after 2.5 s (seed 000 §9). */
export const RESTORED_BANNER_MS = 2500;

/** "You are currently offline." while the browser has no connection, then a short "restored" notice. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setRestored(false);
      setOnline(false);
    };
    const goOnline = () => {
      setOnline(true);
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RESTORED_BANNER_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (online && !restored) return null;
  const offline = !online;
  return (
    <Box
      role="status"
      aria-live="polite"
      bg={offline ? 'dark.7' : 'green.8'}
      c="white"
      px="md"
      py={8}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1000 }}
    >
      <Group justify="center" gap="xs" wrap="nowrap">
        {offline ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
        <Text size="sm" fw={500}>
          {offline ? t('network.offline') : t('network.restored')}
        </Text>
        {offline && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="white"
            fw={700}
            underline="always"
            onClick={() => window.location.reload()}
          >
            {t('network.refresh')}
          </Anchor>
        )}
      </Group>
    </Box>
  );
}
