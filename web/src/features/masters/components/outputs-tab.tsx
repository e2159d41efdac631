import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { outputCategorySchema, SOURCE_OUTPUT_KEY, type Master } from '@masterport/contract';
import { IconCheck, IconCode, IconDownload, IconInfoCircle, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOutput } from '../api/get-download-url.ts';
import { downloadXmlHref } from '../api/download-xml.ts';
import { FileName } from '#components/file-name.tsx';
import { PreparedDownloadButton } from './prepared-download-button.tsx';
import {
  formatBytes,
  formatDate,
  groupOutputs,
  masterFileCount,
  OUTPUT_CATEGORIES,
  outputDescription,
  type Output,
  type OutputRow,
} from '../model/outputs.ts';

/** Outputs tab: every version made, by category, each with its size, key and a download. */
export function OutputsTab({ master }: { master: Master }) {
  const { t, i18n } = useTranslation(['masters', 'sharedMaster']);
  const [downloading, setDownloading] = useState<string | null>(null);
  const groups = groupOutputs(master.outputs);
  const categoryName = (category: string) =>
    (OUTPUT_CATEGORIES as readonly string[]).includes(category)
      ? t(`sharedMaster:categories.${category as 'SOURCES'}`)
      : category;

  const download = async (output: Output) => {
    setDownloading(output.output_key);
    await downloadOutput(master.id, output.output_key);
    setDownloading(null);
  };
  const describe = (key: string) => {
    const description = outputDescription(key);
    return description
      ? (t as unknown as (key: string, values?: Record<string, string>) => string)(description.key, description.values)
      : null;
  };
  // An MXF's sidecar captions, downloaded from its row (named like the MXF: decision 8).
  const sidecarButtons = (row: OutputRow) =>
    row.sidecars.map((file) => (
      <Button
        key={file.output_key}
        size="xs"
        variant="default"
        px={8}
        onClick={() => void download(file)}
        loading={downloading === file.output_key}
        aria-label={t('outputs.sidecarKey', {
          format: file.filename.split('.').pop()?.toUpperCase() ?? '',
          key: row.output_key,
        })}
      >
        {file.filename.split('.').pop()?.toUpperCase()}
      </Button>
    ));
  const xmlLink = (row: OutputRow) =>
    row.xml && (
      <Tooltip label={t('outputs.xml')} withArrow>
        <ActionIcon
          component="a"
          href={downloadXmlHref(master.id, row.output_key)}
          download
          variant="default"
          size="lg"
          aria-label={t('outputs.xmlKey', { key: row.output_key })}
        >
          <IconCode size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  // The public file page of an output (seed /view-file/...): anyone with the link plays and saves it.
  const shareLink = (output: Output) =>
    output.output_key !== SOURCE_OUTPUT_KEY && (
      <CopyButton
        value={`${window.location.origin}/view-file/${master.hash_key}/${encodeURIComponent(master.created_on)}/${output.output_key}`}
      >
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied ? t('sharedMaster:fileView.copied') : t('sharedMaster:fileView.share', { key: output.output_key })
            }
            withArrow
          >
            <ActionIcon
              variant="default"
              size="lg"
              onClick={copy}
              aria-label={t('sharedMaster:fileView.share', { key: output.output_key })}
              color={copied ? 'green' : undefined}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconShare size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    );
  const button = (output: Output) => (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => void download(output)}
      loading={downloading === output.output_key}
      aria-label={t('outputs.downloadKey', { key: output.output_key })}
    >
      {t('outputs.download')}
    </Button>
  );

  if (!groups.length) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
        {master.is_running ? t('outputs.running') : t('outputs.none')}
      </Alert>
    );
  }
  // The count the banner and the e-mail give, and what it leaves out: companions and the source.
  const count = masterFileCount(master.outputs);
  const companions = count.xmlSlates + count.sidecarCaptions;
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        {count.outputs > 0 ? (
          <Text size="sm" c="dimmed" maw={720} data-outputs-summary>
            {companions > 0
              ? t('outputs.summaryCompanions', {
                  count: count.outputs,
                  xml: count.xmlSlates,
                  sidecars: count.sidecarCaptions,
                })
              : t('outputs.summary', { count: count.outputs })}
            {master.outputs.some((output) => output.output_key === SOURCE_OUTPUT_KEY) && ` ${t('outputs.sourceNote')}`}
          </Text>
        ) : (
          <span />
        )}
        {!master.is_running && master.outputs.some((output) => output.output_key !== SOURCE_OUTPUT_KEY) && (
          <PreparedDownloadButton masterId={master.id} label={t('outputs.zip.all')} variant="light" />
        )}
      </Group>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`outputs-${group.category}`}>
          <Group gap="xs" mb="sm" justify="space-between" align="flex-start">
            <Group gap="xs">
              <Title order={2} fz="lg" id={`outputs-${group.category}`}>
                {categoryName(group.category)}
              </Title>
              <Text c="dimmed" size="sm">
                {group.outputs.length}
              </Text>
            </Group>
            {/* The uploaded source keeps its own download (and permission); a one-file group needs no zip. */}
            {!master.is_running &&
              group.category !== 'SOURCES' &&
              group.outputs.length > 1 &&
              outputCategorySchema.safeParse(group.category).success && (
                <PreparedDownloadButton
                  masterId={master.id}
                  category={outputCategorySchema.parse(group.category)}
                  label={t('outputs.zip.category')}
                  variant="subtle"
                />
              )}
          </Group>
          <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="xs" horizontalSpacing="md" layout="fixed">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th w="24%">{t('outputs.key')}</Table.Th>
                  <Table.Th>{t('outputs.file')}</Table.Th>
                  <Table.Th w={110} ta="right">
                    {t('outputs.size')}
                  </Table.Th>
                  <Table.Th w={120} ta="right">
                    {t('outputs.created')}
                  </Table.Th>
                  <Table.Th w={270}>
                    <VisuallyHidden>{t('outputs.download')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.outputs.map((output) => (
                  <Table.Tr key={output.output_key}>
                    <Table.Td>
                      <Text ff="monospace" fz="sm" fw={600}>
                        {output.output_key}
                      </Text>
                      {describe(output.output_key) && (
                        <Text size="xs" c="dimmed" mt={2}>
                          {describe(output.output_key)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fz="sm">
                      <FileName name={output.filename} />
                    </Table.Td>
                    <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(output.size, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right" fz="sm">
                      {formatDate(output.created_on)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {sidecarButtons(output)}
                        {xmlLink(output)}
                        {shareLink(output)}
                        {button(output)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="xs" hiddenFrom="sm">
            {group.outputs.map((output) => (
              <Paper withBorder p="sm" radius="md" key={output.output_key}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text ff="monospace" fz="sm" fw={600}>
                      {output.output_key}
                    </Text>
                    {describe(output.output_key) && (
                      <Text size="xs" c="dimmed">
                        {describe(output.output_key)}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed" truncate>
                      {output.filename}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatBytes(output.size, i18n.language)} · {formatDate(output.created_on)}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    {sidecarButtons(output)}
                    {xmlLink(output)}
                    {shareLink(output)}
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => void download(output)}
                      loading={downloading === output.output_key}
                      aria-label={t('outputs.downloadKey', { key: output.output_key })}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
