import { EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '@masterport/contract';
import { hasAnyPermission, useSession } from '#lib/session.ts';

/** The seed's restricted message for sections the account or the user may not open. */
export function Restricted() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }}>
      <EmptyState
        icon={<IconLock size={28} aria-hidden />}
        withIndicatorBackground
        title={t('restricted.title')}
        description={t('errors:account_permission')}
      />
    </Paper>
  );
}

/** Renders children when the session holds at least one of `keys` (account and user alike). */
export function RequirePermission({ keys, children }: { keys: readonly PermissionKey[]; children: ReactNode }) {
  const session = useSession();
  if (!hasAnyPermission(session, keys)) return <Restricted />;
  return children;
}
