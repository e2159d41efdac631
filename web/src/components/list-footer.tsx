import { Group, Pagination, Text } from '@mantine/core';

/** Under a list: how many items match, and the pages when there is more than one. */
export function ListFooter({
  count,
  pages,
  page,
  onPage,
}: {
  count: string;
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" />}
    </Group>
  );
}
