import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { isSendable, type Master } from '@masterport/contract';
import { distributionRouteTable } from '@masterport/contract/routes';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { formatDate } from '#lib/format.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { masterReportUrl, useMasterDistributions } from '../api/master-distributions.ts';
import { DistributionTypeBadge } from '#components/distribution-type-badge.tsx';

/** The master page's distributions tab: where the master went, and the report of all of it. */
export function DistributionsTab({ master }: { master: Master }) {
  const { t } = useTranslation(['distributions', 'masters']);
  const { data } = useMasterDistributions(master.id);
  const rows = data?.distributions_list ?? [];
  const sendable = mayCall(useSession(), distributionRouteTable.create) && isSendable(master);
  const send = sendable && (
    <Button
      component={Link}
      to={paths.app.distributions.getHref(master.id)}
      size="xs"
      leftSection={<IconSend size={14} aria-hidden />}
    >
      {t('masterTab.send')}
    </Button>
  );
  if (data && rows.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>{t('masterTab.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('masterTab.emptyText')}
        </Text>
        {send && (
          <Group justify="center" mt="md">
            {send}
          </Group>
        )}
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="xs">
        {send}
        <Button
          component="a"
          href={masterReportUrl(master.id)}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          {t('details.report')}
        </Button>
      </Group>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label={t('masters:tabs.distributions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.ref')}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.type')}</Table.Th>
                <Table.Th ta="right">{t('columns.delivered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.app.distribution.getHref(row.ref_number)}
                      ff="monospace"
                      fw={600}
                    >
                      {row.ref_number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(row.distribution_date ?? row.created_on)}</Table.Td>
                  <Table.Td>
                    <DistributionTypeBadge type={row.distribution_type} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {t('deliveredOf', { delivered: row.nb_delivered, total: row.nb_destinations })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
