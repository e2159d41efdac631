import { Card, Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { useSession } from '#lib/session.ts';
import { formatDate } from '../model/outputs.ts';
import { NOT_SET } from '#lib/format.ts';
import { baseTypeOf, MasterTypeIcon, UniqueId, useDurationLabel, useTypeLabel } from './master-meta.tsx';
import { CartCheckbox } from './cart-toggle.tsx';
import { RetryingThumbnail } from './retrying-thumbnail.tsx';
import { MasterStatusBadge } from './status-badge.tsx';

/** A master in the grid (and on phones, the list): what people scan for, and its state. */
/** Whose master it is when a partner studio is involved: "For <owner>" to the studio, "By <studio>" to the owner. */
function PartnerLine({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const session = useSession();
  if (!master.partner_studio) return null;
  const forClient = master.partner_studio.id === session?.account_id;
  return (
    <Text size="xs" c="dimmed" lineClamp={1}>
      {forClient
        ? t('partner.for', { name: master.owner.name })
        : t('partner.by', { name: master.partner_studio.name })}
    </Text>
  );
}

export function MasterCard({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const typeLabel = useTypeLabel();
  const duration = useDurationLabel();
  // A radio spot has no picture: its ratio means nothing to the people scanning the list.
  const isRadio = baseTypeOf(master.master_type) === 'PUB_RADIO';
  return (
    // The cart's checkbox sits over the card, beside its link (a control inside a link is not allowed).
    <div style={{ position: 'relative', display: 'flex' }}>
      <Card
        component={Link}
        w="100%"
        to={paths.app.master.getHref(master.id)}
        withBorder
        padding="md"
        radius="lg"
        className="mp-master-card"
        aria-label={[master.title, master.unique_id].filter(Boolean).join(', ')}
        data-master-id={master.id}
      >
        {/* Every card has the same picture band, so a row of cards lines up: the thumbnail, or the type's icon until there is one (always for radio). */}
        <Card.Section mb="sm" className="mp-card-media" aria-hidden>
          {master.thumbnail_url ? (
            <RetryingThumbnail
              src={master.thumbnail_url}
              fallback={
                <Center h="100%">
                  <MasterTypeIcon masterType={master.master_type} size={36} stroke={1.3} />
                </Center>
              }
            />
          ) : (
            <Center h="100%">
              <MasterTypeIcon masterType={master.master_type} size={36} stroke={1.3} />
            </Center>
          )}
        </Card.Section>
        <Stack gap="sm" flex={1}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap" miw={0}>
              <ThemeIcon variant="light" color="brand" size={32} radius="md" aria-hidden>
                <MasterTypeIcon masterType={master.master_type} size={18} stroke={1.7} />
              </ThemeIcon>
              <Text size="sm" c="dimmed" truncate>
                {typeLabel(master.master_type)}
              </Text>
            </Group>
            <MasterStatusBadge master={master} size="sm" />
          </Group>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} lh={1.35}>
              {master.title}
            </Text>
            <UniqueId value={master.unique_id} c="dimmed" />
          </div>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {[master.announcer, master.product].filter(Boolean).join(' · ')}
          </Text>
          <PartnerLine master={master} />
          <Group justify="space-between" mt="auto" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {[
                master.duration === null ? null : duration(master.duration),
                isRadio ? null : master.ratio,
                master.language?.toUpperCase(),
              ]
                .filter(Boolean)
                .join(' · ') || NOT_SET}
            </Text>
            <Group gap={6} wrap="nowrap">
              {master.locked && <IconLock size={14} aria-label={t('locked')} color="var(--mantine-color-dimmed)" />}
              <Text size="sm" c="dimmed">
                {formatDate(master.created_on)}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Card>
      <Paper shadow="xs" radius="sm" p={6} pos="absolute" top={10} left={10} style={{ lineHeight: 0 }}>
        <CartCheckbox master={master} />
      </Paper>
    </div>
  );
}
