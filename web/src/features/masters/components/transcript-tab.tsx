import { Alert, Anchor, Button, Flex, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { baseMasterType, type Master, type TranscriptEngine, type TranscriptWord } from '@masterport/contract';
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconMicrophoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '#components/empty-panel.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { useTranscriptWords } from '../api/transcript-words.ts';
import { spokenTime } from '../model/spoken-time.ts';
import { transcriptRows, UNCERTAIN_BELOW } from '../model/transcript-rows.ts';

/**
 * The transcript tab (issue 32, docs/transcripts.md): what is said in a master without captions,
 * each line at its time (a link that plays the spot from there), uncertain words marked, and the
 * draft captions made from it to download, correct and upload as the master's captions.
 */
export function TranscriptTab({ master }: { master: Master }) {
  const { t } = useTranslation('masters');
  const transcript = master.transcript;
  if (!transcript) return null;
  if (transcript.status === 'running')
    return (
      <Paper withBorder p="xl">
        <Group gap="sm" justify="center">
          <Loader size="sm" aria-hidden />
          <Text>{t('transcript.running')}</Text>
        </Group>
      </Paper>
    );
  if (transcript.status === 'not_local')
    return (
      <EmptyPanel
        icon={<IconMicrophoneOff size={28} aria-hidden />}
        title={t('transcript.notLocalTitle')}
        text={t('transcript.notLocalText')}
      />
    );
  if (transcript.status === 'unavailable')
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('transcript.unavailableTitle')}>
        {t('transcript.unavailableText')}
      </Alert>
    );
  if (transcript.word_count === 0)
    return (
      <EmptyPanel
        icon={<IconMicrophoneOff size={28} aria-hidden />}
        title={t('transcript.noWordsTitle')}
        text={t('transcript.noWordsText')}
      />
    );
  return <MadeTranscript master={master} />;
}

/** The recognizers' names: product names, the same in both languages. */
const ENGINE_NAMES: Readonly<Record<TranscriptEngine, string>> = {
  transcribe: 'Amazon Transcribe',
  pocketsphinx: 'pocketsphinx',
};

function MadeTranscript({ master }: { master: Master }) {
  const { t, i18n } = useTranslation('masters');
  const { data, error, isLoading } = useTranscriptWords(master);
  const links = master.transcript_links;
  // TV and web masters take a captions file (assetSlots); radio masters do not.
  const takesCaptions = !!master.master_type && baseMasterType(master.master_type) !== 'PUB_RADIO';
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={3} size="h4">
              {t('transcript.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('transcript.made', {
                count: master.transcript!.word_count,
                engine: ENGINE_NAMES[master.transcript!.engine],
              })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('transcript.uncertainHint')}
            </Text>
          </Group>
          <FormAlert error={error} />
          {isLoading && <Loader size="sm" aria-label={t('transcript.loading')} />}
          {data && (
            <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {transcriptRows(data.words).map((row) => (
                <Group key={row.start} component="li" gap="md" wrap="nowrap" align="baseline">
                  <Anchor
                    component={Link}
                    to={`${paths.app.master.getHref(master.id)}?t=${row.start}`}
                    ff="monospace"
                    size="sm"
                    style={{ flexShrink: 0, minWidth: '4.5em' }}
                    aria-label={t('transcript.playFrom', { time: spokenTime(row.start, i18n.language) })}
                  >
                    {spokenTime(row.start, i18n.language)}
                  </Anchor>
                  <Text size="sm">
                    {row.words.map((word, index) => (
                      <WordSpan key={`${word.start}-${index}`} word={word} language={i18n.language} />
                    ))}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('transcript.draftTitle')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t(takesCaptions ? 'transcript.draftText' : 'transcript.draftTextRadio')}
          </Text>
          {links && (
            // On a phone the two buttons stack, each the card's width, rather than wrap unevenly.
            <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
              {(
                [
                  [links.srt_url, 'transcript.downloadSrt'],
                  [links.vtt_url, 'transcript.downloadVtt'],
                ] as const
              ).map(([href, label]) => (
                <Button
                  key={label}
                  component="a"
                  href={href}
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t(label)}
                </Button>
              ))}
            </Flex>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A word with its times and confidence on hover; an uncertain one dimmed and underlined. */
function WordSpan({ word, language }: { word: TranscriptWord; language: string }) {
  const { t } = useTranslation('masters');
  const uncertain = word.confidence < UNCERTAIN_BELOW;
  const label = t('transcript.wordTitle', {
    start: spokenTime(word.start, language),
    end: spokenTime(word.end, language),
    confidence: formatDecimal(word.confidence * 100, language, 0),
  });
  return (
    <>
      <Tooltip label={label} openDelay={300}>
        <Text
          component="span"
          inherit
          c={uncertain ? 'dimmed' : undefined}
          td={uncertain ? 'underline' : undefined}
          style={uncertain ? { textDecorationStyle: 'dotted' } : undefined}
        >
          {word.text}
        </Text>
      </Tooltip>{' '}
    </>
  );
}
