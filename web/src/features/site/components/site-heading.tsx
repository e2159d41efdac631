import { Stack, Text, Title } from '@mantine/core';

/** A site page's one heading and the sentence under it, the same on every page. */
export function SiteHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed">
        {lead}
      </Text>
    </Stack>
  );
}
