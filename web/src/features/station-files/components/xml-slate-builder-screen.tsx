import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { XML_SLATE_ATTRIBUTES, type XmlSlateAttribute } from '@masterport/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '#components/query-view.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { useXmlSlateBuilder } from '../api/get-xml-slate-builder.ts';
import { saveXmlSlateBuilder } from '../api/save-xml-slate-builder.ts';
import { DefaultsBadge } from './defaults-badge.tsx';
import { useSave } from './use-save.ts';

/** The attributes to tick; at least one stays (the seed keeps every slate saying something). */
function XmlSlateForm({ saved, isDefault }: { saved: readonly XmlSlateAttribute[]; isDefault: boolean }) {
  const { t } = useTranslation(['stationFiles', 'errors']);
  const [attributes, setAttributes] = useState<string[]>([...saved]);
  const { saving, run } = useSave(saveXmlSlateBuilder);
  return (
    <Stack gap="lg">
      <SectionCard
        title={t('xml.title')}
        description={t('xml.help')}
        action={
          <Group gap="xs">
            <DefaultsBadge shown={isDefault} />
            <Button size="xs" variant="default" onClick={() => setAttributes([...XML_SLATE_ATTRIBUTES])}>
              {t('xml.all')}
            </Button>
          </Group>
        }
      >
        <Checkbox.Group
          value={attributes}
          onChange={setAttributes}
          aria-label={t('xml.title')}
          error={attributes.length === 0 ? t('errors:last_xml_attribute') : undefined}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
            {XML_SLATE_ATTRIBUTES.map((attribute) => (
              <Checkbox key={attribute} value={attribute} label={t(`xml.attributes.${attribute}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </SectionCard>
      <Group justify="flex-end">
        <Button
          onClick={() =>
            void run({ attributes: XML_SLATE_ATTRIBUTES.filter((attribute) => attributes.includes(attribute)) })
          }
          loading={saving}
          disabled={attributes.length === 0}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings › XML slate: what the XML slate sent with each spot says. */
export function XmlSlateBuilderScreen() {
  return (
    <QueryView query={useXmlSlateBuilder()}>
      {(data) => <XmlSlateForm saved={data.xml_slate_builder.attributes} isDefault={data.is_default} />}
    </QueryView>
  );
}
