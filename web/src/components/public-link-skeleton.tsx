import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A public master's or playlist's page while its data loads: its owner's mark and title, then its
 * player, in their places. It is also what the prerendered page paints before the app's scripts
 * run (docs/site.md), so the page's frame stands still when the app takes over and the content
 * arrives in the space kept for it.
 */
export function PublicLinkSkeleton({ maw }: { maw?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={maw} mx="auto" w="100%" role="status" aria-label={t('loading')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton height={48} width={48} radius="md" />
        <Stack gap={8} style={{ flex: 1 }} pt={2}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={28} width="60%" />
        </Stack>
      </Group>
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}
