import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** An honest empty state for a section whose feature has not shipped yet. */
export function ComingSoon({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }}>
      <EmptyState variant="light" size="lg" icon={icon} title={title} description={description}>
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
