import {
  Anchor,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { useTagsView } from '../api/tags.ts';
import { MasterCard } from './master-card.tsx';

/**
 * The library's tags view (seed 001 §2): masters grouped under their tags, a tag's newest first,
 * a page of tags at a time; "See all" filters the grid by the tag.
 */
export function TagsView({ onOpenTag }: { onOpenTag: (tag: string) => void }) {
  const { t } = useTranslation('masters');
  const [page, setPage] = useState(1);
  const view = useTagsView(page);
  const tags = view.data?.tags_list ?? [];
  if (view.error) return <FormAlert error={view.error} />;
  if (!view.data) {
    return (
      <Center py={64}>
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (!tags.length && page === 1) {
    return (
      <Paper withBorder p={{ base: 'lg', sm: 40 }}>
        <EmptyState
          size="md"
          icon={<IconTags size={26} aria-hidden />}
          title={t('tagsView.emptyTitle')}
          description={t('tagsView.emptyText')}
        />
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      {tags.map((tag) => (
        <section key={tag.id} aria-labelledby={`tag-${tag.id}`}>
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Title order={2} fz="lg" id={`tag-${tag.id}`} style={{ overflowWrap: 'anywhere' }}>
                {tag.name}
              </Title>
              <Badge variant="light" color="gray">
                {tag.count}
              </Badge>
            </Group>
            {tag.count > tag.masters.length && (
              <Anchor component="button" type="button" size="sm" onClick={() => onOpenTag(tag.name)}>
                {t('tagsView.seeAll', { count: tag.count })}
              </Anchor>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {tag.masters.map((master) => (
              <MasterCard key={master.id} master={master} />
            ))}
          </SimpleGrid>
        </section>
      ))}
      {(page > 1 || view.data.has_more) && (
        <Group justify="center" gap="sm">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('tagsView.previous')}
          </Button>
          <Button variant="default" disabled={!view.data.has_more} onClick={() => setPage(page + 1)}>
            {t('tagsView.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
