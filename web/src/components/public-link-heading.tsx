import { Group, Text, Title, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A public master's or playlist's heading: its owner's mark, the line above the title (whose it
 * is), the title, and what follows it. One markup for the page and for its skeleton
 * (public-link-skeleton.tsx), whose lines the document's script may fill before the app runs: the
 * page then draws its heading in the very boxes the skeleton's stood in.
 */
export function PublicLinkHeading({
  mark,
  above,
  title,
  children,
  ...props
}: { mark: ReactNode; above: ReactNode; title: ReactNode; children?: ReactNode } & Omit<GroupProps, 'title'>) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" {...props}>
      {mark}
      <div style={{ minWidth: 0 }}>
        {/* A div, not a paragraph: the skeleton's placeholder in it is a div too. */}
        <Text size="sm" c="dimmed" component="div">
          {above}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {children}
      </div>
    </Group>
  );
}
