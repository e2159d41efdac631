import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '#lib/use-page-title.ts';

const COLORS = { success: 'green', error: 'red', info: 'brand', attention: 'orange' } as const;

/** The end of a flow: an icon, a title, what happened, and what to do next. */
export function ResultPanel({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: keyof typeof COLORS;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py="sm">
      <ThemeIcon size={64} radius="xl" variant="light" color={COLORS[tone]}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      )}
      {actions && (
        <Stack w="100%" gap="sm" mt="xs">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
