import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list or tab says, calmly: an icon, a title, what to do next, and an optional action. */
export function EmptyPanel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      {icon}
      <Text fw={600} mt="xs">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={4} maw={560} mx="auto">
        {text}
      </Text>
      {children}
    </Paper>
  );
}
