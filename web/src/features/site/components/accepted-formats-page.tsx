import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  ASSET_EXTENSIONS,
  CAPTIONS_MAX_BYTES,
  MEDIA_MAX_BYTES,
  QC_CHECKS,
  UPLOAD_ASSETS,
  type AcceptedFormatFacts,
  type Language,
} from '@masterport/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeading } from './site-heading.tsx';
import { formatBytes } from '#lib/format.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/**
 * /info/accepted-formats: what quality control accepts and every output it makes. The values come
 * from the media package's rules and profiles (`facts`, built at prerender time) and from the
 * contract (file types, limits, checks, output keys); the words from the masters dictionary the app's
 * QC and outputs tabs use, so this page says what the product does.
 */
export function AcceptedFormatsPage({ language, facts }: { language: Language; facts: AcceptedFormatFacts }) {
  const { t } = useTranslation(['site', 'masters', 'sharedMaster']);
  const { sources } = facts;
  const list = (values: readonly string[]) => values.join(', ');
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <SiteHeading title={t('formats.title')} lead={t('formats.lead')} />

      <Section id="formats-sources" title={t('formats.sourcesTitle')}>
        <Text>
          {t('formats.limits', {
            media: formatBytes(MEDIA_MAX_BYTES, language),
            captions: formatBytes(CAPTIONS_MAX_BYTES, language),
          })}
        </Text>
        <Text>{t('formats.containers', { picture: sources.pictureContainers, radio: sources.radioContainers })}</Text>
        <Text>{t('formats.codecs', { codecs: list(sources.videoCodecs) })}</Text>
        <Text>{t('formats.tvFrame', { frame: sources.tvFrame, warn: sources.tvWarnFrame })}</Text>
        <Text>{t('formats.webFrame', sources.webShortSide)}</Text>
        <Text>{t('formats.tvRates', { rates: list(sources.tvFrameRates) })}</Text>
        <Text>{t('formats.webRates', { rates: list(sources.webFrameRates) })}</Text>
        <Text>
          {t('formats.radio', { bitRate: sources.radioMinBitRate / 1000, sampleRate: sources.radioMinSampleRate })}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table data-formats="files" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('formats.asset')}</Table.Th>
                <Table.Th scope="col">{t('formats.extensions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {UPLOAD_ASSETS.map((asset) => (
                <Table.Tr key={asset}>
                  <Table.Th scope="row" fw={500}>
                    {t(`masters:assets.${asset}`)}
                  </Table.Th>
                  <Table.Td>{ASSET_EXTENSIONS[asset].map((extension) => `.${extension}`).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <Section id="formats-loudness" title={t('formats.loudnessTitle')}>
        <Table data-formats="loudness" verticalSpacing="xs" maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('formats.type')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('formats.integrated')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('formats.truePeak')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {facts.loudness.map((target) => (
              <Table.Tr key={target.type}>
                <Table.Th scope="row" fw={500}>
                  {t(`masters:types.${target.type}`)}
                </Table.Th>
                <Table.Td ta="right">{target.integrated} LUFS</Table.Td>
                <Table.Td ta="right">{target.truePeak} dBTP</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>{t('formats.loudnessNote', { warn: facts.loudnessWarnLu, reject: facts.loudnessRejectLu })}</Text>
      </Section>

      <Section id="formats-captions" title={t('formats.captionsTitle')}>
        <Text>
          {t('formats.captions', {
            programStart: facts.captions.sccProgramStart,
            earliest: facts.captions.sccEarliestFirst,
          })}
        </Text>
      </Section>

      <Section id="formats-checks" title={t('formats.checksTitle')}>
        <ul data-formats="checks" style={{ columns: '16rem', margin: 0 }}>
          {QC_CHECKS.map((check) => (
            <li key={check} data-check={check}>
              {t(`masters:checks.${check}`)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="formats-outputs" title={t('formats.outputsTitle')}>
        <Table.ScrollContainer minWidth={900}>
          <Table data-formats="outputs" verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('formats.key')}</Table.Th>
                <Table.Th scope="col">{t('formats.what')}</Table.Th>
                <Table.Th scope="col">{t('formats.video')}</Table.Th>
                <Table.Th scope="col">{t('formats.audio')}</Table.Th>
                <Table.Th scope="col">{t('formats.loudness')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {facts.outputs.map((output) => (
                <Table.Tr key={output.key} data-output={output.key}>
                  <Table.Th scope="row" fw={500}>
                    <Code>{output.key}</Code>
                    <Text size="xs" c="dimmed">
                      {t(`sharedMaster:categories.${output.category}` as 'sharedMaster:categories.SOURCES')} · .
                      {output.extension}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {t(`masters:outputs.describe.${output.key}` as 'masters:outputs.describe.MXF1080_00H')}
                  </Table.Td>
                  <Table.Td>{output.video ?? '—'}</Table.Td>
                  <Table.Td>{output.audio ?? '—'}</Table.Td>
                  <Table.Td>{output.loudness ?? (output.audio ? t('formats.asMastered') : '—')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
    </Stack>
  );
}
