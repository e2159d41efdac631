import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Drawer,
  Group,
  Indicator,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPlaylistAdd, IconSend, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddToPlaylistModal } from '#components/add-to-playlist.tsx';
import { paths } from '#config/paths.ts';
import { cartDrawer, masterCart, useCartDrawer, useMasterCart } from '#lib/master-cart.ts';
import { distributionRouteTable } from '@masterport/contract/routes';
import { hasPermission, mayCall, useSession } from '#lib/session.ts';

/**
 * The master cart in the top bar (seed 001 §2): its count, and a panel that lists the masters
 * picked from the library or their pages, each removable, with what can be done with all of
 * them at once: send them to stations (the wizard opens with them chosen), or add them to a
 * playlist.
 */
export function MasterCart() {
  const { t } = useTranslation();
  const session = useSession();
  const accountId = session?.account_id;
  const items = useMasterCart(accountId);
  const opened = useCartDrawer();
  const canSend = mayCall(session, distributionRouteTable.create);
  const canCollect = hasPermission(session, 'playlists');
  const [collecting, setCollecting] = useState(false);
  if (!accountId) return null;

  return (
    <>
      <Tooltip label={t('cart.open', { count: items.length })} withArrow>
        <Indicator label={items.length} size={16} disabled={!items.length} offset={4} color="blue">
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={cartDrawer.toggle}
            aria-label={t('cart.open', { count: items.length })}
            aria-expanded={opened}
          >
            <IconStack2 size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => cartDrawer.set(false)}
        position="right"
        size="md"
        title={<Text fw={600}>{t('cart.title')}</Text>}
      >
        {items.length === 0 ? (
          <Stack gap="xs" py="md">
            <Text fw={600}>{t('cart.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('cart.emptyText')}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <Group
                  key={item.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py={6}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      size="sm"
                      fw={600}
                      c="inherit"
                      component={Link}
                      to={paths.app.master.getHref(item.id)}
                      onClick={() => cartDrawer.set(false)}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Anchor>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {item.unique_id}
                      </Text>
                      <Badge size="xs" variant="light" color="gray">
                        {t(`cart.types.${item.master_type.replace(/_(Ad|FULL)$/, '')}`, {
                          defaultValue: item.master_type,
                        })}
                      </Badge>
                    </Group>
                  </Stack>
                  <CloseButton
                    size="sm"
                    aria-label={t('cart.remove', { title: item.title })}
                    onClick={() => masterCart.remove(accountId, item.id)}
                  />
                </Group>
              ))}
            </Stack>
            <Group justify="space-between">
              <Button variant="subtle" color="gray" size="sm" onClick={() => masterCart.clear(accountId)}>
                {t('cart.clear')}
              </Button>
              {canCollect && (
                <Button
                  variant="default"
                  leftSection={<IconPlaylistAdd size={16} aria-hidden />}
                  onClick={() => setCollecting(true)}
                >
                  {t('addToPlaylist.add')}
                </Button>
              )}
              {canSend && (
                <Button
                  component={Link}
                  to={paths.app.distributions.getHref(...items.map((item) => item.id))}
                  onClick={() => cartDrawer.set(false)}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  {t('cart.send', { count: items.length })}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Drawer>
      <AddToPlaylistModal
        masterIds={items.map((item) => item.id)}
        opened={collecting}
        onClose={() => setCollecting(false)}
      />
    </>
  );
}
