import { AspectRatio, Image, Skeleton, Text } from '@mantine/core';
import type { SlateFields } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { usePreviewSlate } from '../api/preview-slate.ts';

/** The confirmation step's picture of the slate, drawn by the API with the same code as the MXF slates. */
export function SlatePreview({ slate }: { slate: SlateFields }) {
  const { t } = useTranslation('masters');
  const { data, error, isLoading } = usePreviewSlate(slate);
  if (error)
    return (
      <Text size="sm" c="dimmed">
        {t('slate.previewFailed')}
      </Text>
    );
  return (
    <AspectRatio ratio={16 / 9} maw={640} mx="auto" w="100%">
      {isLoading || !data ? (
        <Skeleton radius="md" aria-label={t('slate.previewLoading')} />
      ) : (
        <Image src={data.image} alt={t('slate.previewAlt', { title: slate.title })} radius="md" />
      )}
    </AspectRatio>
  );
}
