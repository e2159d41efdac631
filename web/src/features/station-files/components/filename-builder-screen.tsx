import { ActionIcon, Button, Code, Group, Paper, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  deliveryFileName,
  FILENAME_ATTRIBUTES,
  FILENAME_SEPARATORS,
  SAMPLE_FILE_NAME_VALUES,
  type FilenameAttribute,
  type FilenameBuilder,
} from '@masterport/contract';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '#components/query-view.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { useFilenameBuilder } from '../api/get-filename-builder.ts';
import { saveFilenameBuilder } from '../api/save-filename-builder.ts';
import { DefaultsBadge } from './defaults-badge.tsx';
import { useSave } from './use-save.ts';

/** Moves one item of a list by `step` places. */
const moved = <Item,>(list: readonly Item[], index: number, step: number): Item[] => {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item as Item);
  return next;
};

/** The pattern editor: ordered parts, a separator, and the name a sample spot would get, as one types. */
function FilenameForm({ saved, isDefault }: { saved: FilenameBuilder; isDefault: boolean }) {
  const { t } = useTranslation('stationFiles');
  const [builder, setBuilder] = useState<FilenameBuilder>(saved);
  const { saving, run } = useSave(saveFilenameBuilder);
  const name = (attribute: FilenameAttribute) => t(`attributes.${attribute}`);
  const left = FILENAME_ATTRIBUTES.filter((attribute) => !builder.attributes.includes(attribute));
  const setAttributes = (attributes: FilenameAttribute[]) => setBuilder({ ...builder, attributes });
  const last = builder.attributes.length === 1;

  return (
    <Stack gap="lg">
      <SectionCard
        title={t('filename.pattern')}
        description={t('filename.patternHelp')}
        action={<DefaultsBadge shown={isDefault} />}
      >
        <Stack gap="md">
          <Stack
            gap={6}
            component="ol"
            aria-label={t('filename.pattern')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {builder.attributes.map((attribute, index) => (
              <Paper key={attribute} component="li" withBorder px="sm" py={6} radius="sm" data-attribute={attribute}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" c="dimmed" w={18} ta="right">
                      {index + 1}
                    </Text>
                    <Text size="sm" fw={500}>
                      {name(attribute)}
                    </Text>
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('filename.moveUp', { name: name(attribute) })}
                      disabled={index === 0}
                      onClick={() => setAttributes(moved(builder.attributes, index, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('filename.moveDown', { name: name(attribute) })}
                      disabled={index === builder.attributes.length - 1}
                      onClick={() => setAttributes(moved(builder.attributes, index, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <Tooltip
                      label={last ? t('filename.lastOne') : t('filename.remove', { name: name(attribute) })}
                      withArrow
                    >
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('filename.remove', { name: name(attribute) })}
                        disabled={last}
                        onClick={() => setAttributes(builder.attributes.filter((other) => other !== attribute))}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Group align="flex-end" gap="lg">
            <Select
              size="sm"
              label={t('filename.add')}
              placeholder={t('filename.addPlaceholder')}
              value={null}
              searchable
              w={260}
              data={left.map((attribute) => ({ value: attribute, label: name(attribute) }))}
              onChange={(attribute) =>
                attribute &&
                builder.attributes.length < 12 &&
                setAttributes([...builder.attributes, attribute as FilenameAttribute])
              }
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="filename-separator">
                {t('filename.separator')}
              </Text>
              <SegmentedControl
                aria-labelledby="filename-separator"
                value={builder.separator}
                onChange={(separator) =>
                  setBuilder({ ...builder, separator: separator as FilenameBuilder['separator'] })
                }
                data={FILENAME_SEPARATORS.map((separator) => ({
                  value: separator,
                  label: t(`filename.separators.${separator}`),
                }))}
              />
            </Stack>
          </Group>
        </Stack>
      </SectionCard>
      <SectionCard title={t('filename.example')} description={t('filename.exampleHelp')}>
        <Code block data-example-name fz="sm">
          {deliveryFileName(SAMPLE_FILE_NAME_VALUES, builder, 'mxf')}
        </Code>
      </SectionCard>
      <Group justify="flex-end">
        <Button onClick={() => void run(builder)} loading={saving}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings › File names: how the files this broadcaster's stations receive are named. */
export function FilenameBuilderScreen() {
  return (
    <QueryView query={useFilenameBuilder()}>
      {(data) => <FilenameForm saved={data.filename_builder} isDefault={data.is_default} />}
    </QueryView>
  );
}
