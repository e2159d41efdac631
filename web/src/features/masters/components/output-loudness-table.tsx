import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '#lib/format-number.ts';
import type { OutputLoudness } from '../model/output-loudness.ts';

/** QC tab: each output's loudness, true peak and loudness range as measured on the file, beside the source's range. */
export function OutputLoudnessTable({ rows }: { rows: readonly OutputLoudness[] }) {
  const { t, i18n } = useTranslation('masters');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  // A figure and its unit never part (no-break space): on a phone the table scrolls sideways instead.
  const figure = (value: number | null, unit: string) =>
    value === null ? '—' : `${formatDecimal(value, language)}\u00a0${unit}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
      <Title order={2} fz="lg" mb={6}>
        {t('qc.outputsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('qc.outputsText')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" horizontalSpacing="md" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('qc.output')}</Table.Th>
              <Table.Th ta="right">{t('qc.loudness')}</Table.Th>
              <Table.Th ta="right">{t('qc.truePeak')}</Table.Th>
              <Table.Th ta="right">{t('qc.sourceRange')}</Table.Th>
              <Table.Th ta="right">{t('qc.range')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td ff="monospace" fz="sm">
                  {row.key}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm">
                  {figure(row.integrated, 'LUFS')}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm">
                  {figure(row.truePeak, 'dBTP')}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm" c="dimmed">
                  {figure(row.sourceRange, 'LU')}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm">
                  {figure(row.range, 'LU')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
