import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '#lib/use-page-title.ts';

/** The card that holds the sign-in, sign-up and password screens. */
/** Without a title the content brings its own heading (a result panel). */
export function AuthCard({
  title,
  description,
  children,
  width = 440,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  usePageTitle(title);
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }} w="100%" maw={width} mx="auto">
      {title && (
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
