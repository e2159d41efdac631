import { Anchor, Group, Highlight, Paper, Stack, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { useMasterSearch } from '../api/search.ts';
import { spokenTime } from '../model/spoken-time.ts';

/**
 * Above the library's results while a search runs: the lines said in the spots (their captions)
 * that hold the words, highlighted, each at its time; a click opens the master with the player
 * at that line.
 */
export function SpokenMatches({ query }: { query: string | undefined }) {
  const { t, i18n } = useTranslation('masters');
  const timecode = (seconds: number) => spokenTime(seconds, i18n.language);
  const found = useMasterSearch(query).data?.masters_list ?? [];
  const lines = found.flatMap((entry) =>
    entry.matches.filter((match) => match.field === 'spoken').map((match) => ({ master: entry.master, match })),
  );
  if (!query || !lines.length) return null;
  const words = query.trim().split(/\s+/);
  return (
    <Paper withBorder radius="md" p="md" mb="md" aria-labelledby="spoken-matches">
      <Group gap={6} mb="xs">
        <IconMessage2 size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" fw={600} id="spoken-matches">
          {t('search.spokenTitle')}
        </Text>
      </Group>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {lines.slice(0, 8).map(({ master, match }) => (
          <Group key={`${master.id}-${match.at}`} component="li" gap="xs" wrap="nowrap" align="baseline">
            <Anchor
              component={Link}
              to={`${paths.app.master.getHref(master.id)}?t=${match.at ?? 0}`}
              size="sm"
              ff="monospace"
              style={{ flexShrink: 0 }}
              aria-label={t('search.playAt', { title: master.title, time: timecode(match.at ?? 0) })}
            >
              {timecode(match.at ?? 0)}
            </Anchor>
            <Text size="sm" fw={600} style={{ flexShrink: 0 }} maw={200} truncate>
              {master.title}
            </Text>
            <Highlight size="sm" highlight={words} c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {match.text}
            </Highlight>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
