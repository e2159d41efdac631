import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FirstFillLine, type FirstFill } from './first-fill-line.tsx';
import { PublicLinkHeading } from './public-link-heading.tsx';

/**
 * A public master's or playlist's page while its data loads: its owner's mark and title, then its
 * player, in their places. It is also what the prerendered page paints before the app's scripts
 * run (docs/site.md), so the page's frame stands still when the app takes over and the content
 * arrives in the space kept for it. The heading is the page's own (`PublicLinkHeading`): the
 * document's script writes its lines from the link's first answer (`above`, `title`), and the
 * page's heading then stands where they stood.
 */
export function PublicLinkSkeleton({ maw, above, title }: { maw?: number; above: FirstFill; title: FirstFill }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={maw} mx="auto" w="100%" role="status" aria-label={t('loading')}>
      <PublicLinkHeading
        mark={<Skeleton height={48} width={48} radius="md" style={{ flex: 'none' }} />}
        above={<FirstFillLine fill={above} width={120} />}
        title={<FirstFillLine fill={title} width={220} />}
      />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}
