import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the profile page. */
export function SectionCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mt={4}>
          {description}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{children}</div>
    </Paper>
  );
}
