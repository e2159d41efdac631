import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a page (profile, settings): title, a line under it, an action at the right, its content. */
export function SectionCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 280px' }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {action}
      </Group>
      {children && <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{children}</div>}
    </Paper>
  );
}
