import { Avatar, Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountSummary } from '@masterport/contract';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { useSession } from '#lib/session.ts';
import { useAuthorizations } from '../api/get-authorizations.ts';
import { PERMISSION_GROUPS } from '../permission-groups.ts';

/** One account: the user's role there and, area by area, what they may do. */
function AccountAuthorizations({ account, current }: { account: AccountSummary; current: boolean }) {
  const { t } = useTranslation('team');
  const held = new Set(account.permissions);
  const groups = PERMISSION_GROUPS.map(({ group, keys }) => ({
    group,
    keys: keys.filter((key) => held.has(key)),
  })).filter((group) => group.keys.length > 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={account.name}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Avatar src={account.logo_url} radius="md" color="brand" alt="">
          {account.name.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Group gap={6} mt={4}>
            <Badge size="sm" variant="light" color={account.role === 'primary' ? 'blue' : 'teal'}>
              {t(`status.${account.role === 'primary' ? 'primary' : 'active'}`)}
            </Badge>
            {current && (
              <Badge size="sm" variant="outline" color="gray">
                {t('authorizations.current')}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('authorizations.nothing')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {groups.map(({ group, keys }) => (
            <div key={group}>
              <Text fw={600} size="sm" mb={4}>
                {t(`groups.${group}`)}
              </Text>
              <List
                size="sm"
                spacing={2}
                icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
              >
                {keys.map((key) => (
                  <List.Item key={key}>{t(`keys.${key}.label`)}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** Settings › Authorizations: the accounts this user belongs to and what they may do in each. */
export function AuthorizationsScreen() {
  const { t } = useTranslation('team');
  const session = useSession();
  const { data, error } = useAuthorizations();
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={240} radius="md" />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('authorizations.help')}
      </Text>
      {data.user_accounts.map((account) => (
        <AccountAuthorizations key={account.id} account={account} current={account.id === session?.account_id} />
      ))}
    </Stack>
  );
}
