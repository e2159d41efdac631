import { Anchor, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { formatDate } from '../model/outputs.ts';
import { UniqueId, useDurationLabel, useTypeLabel } from './master-meta.tsx';
import { CartCheckbox } from './cart-toggle.tsx';
import { MasterStatusBadge } from './status-badge.tsx';

/** The compact list: dense rows for people who scan many masters (numbers right-aligned). */
export function MastersTable({ masters }: { masters: Master[] }) {
  const { t } = useTranslation('masters');
  const typeLabel = useTypeLabel();
  const duration = useDurationLabel();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th w={44}>
                <VisuallyHidden>{t('columns.cart')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('columns.title')}</Table.Th>
              <Table.Th>{t('columns.uniqueId')}</Table.Th>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th ta="right">{t('columns.duration')}</Table.Th>
              <Table.Th ta="right">{t('columns.created')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {masters.map((master) => (
              <Table.Tr key={master.id} data-master-id={master.id}>
                <Table.Td>
                  <CartCheckbox master={master} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Group gap={6} wrap="nowrap">
                    {master.locked && (
                      <IconLock size={14} aria-label={t('locked')} color="var(--mantine-color-dimmed)" />
                    )}
                    <Anchor
                      component={Link}
                      to={paths.app.master.getHref(master.id)}
                      fw={600}
                      c="inherit"
                      lineClamp={1}
                    >
                      {master.title}
                    </Anchor>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {[master.announcer, master.product].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <UniqueId value={master.unique_id} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{typeLabel(master.master_type)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{duration(master.duration)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatDate(master.created_on)}</Text>
                </Table.Td>
                <Table.Td>
                  <MasterStatusBadge master={master} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
