import { Alert, List, Text } from '@mantine/core';
import { registryDifferences, type ComparedSlate, type RegistryAnswer } from '@masterport/contract';
import { IconAlertTriangle, IconInfoCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDurationLabel } from '#lib/use-duration-label.ts';

/**
 * What the Ad-ID registry says of the slate's code (issue 32, docs/ad-codes.md): its facts when they
 * match the slate, each field that differs when they do not (compared again as the user types, with
 * the contract's rule), or that it does not know the code. Warnings only: the slate is saved as typed.
 * Without `slate`, the differences the API answered are shown as they are.
 */
export function RegistryNote({ answer, slate }: { answer: RegistryAnswer | undefined; slate?: ComparedSlate }) {
  const { t } = useTranslation('masters');
  const duration = useDurationLabel();
  if (!answer || answer.status === 'not_asked') return null;
  if (answer.status === 'unavailable')
    return (
      <Text size="sm" c="dimmed" data-registry="unavailable">
        {t('registry.unavailable')}
      </Text>
    );
  if (answer.status === 'unknown_code')
    return (
      <Alert
        variant="light"
        color="orange"
        p="xs"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('registry.unknownTitle')}
        data-registry="unknown_code"
      >
        {t('registry.unknownText')}
      </Alert>
    );
  const { record } = answer;
  // Without a slate being typed (the send's review), the differences the API found when it asked.
  const differences = slate ? registryDifferences(slate, record) : answer.differences;
  const facts = [
    record.advertiser ?? record.parent,
    [record.brand, record.product].filter(Boolean).join(' '),
    record.title,
    record.length_seconds === null ? null : duration(record.length_seconds),
  ].filter(Boolean);
  if (differences.length === 0)
    return (
      <Text size="sm" c="dimmed" data-registry="found">
        <IconRosetteDiscountCheck size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
        {facts.length ? t('registry.matches', { facts: facts.join(' · ') }) : t('registry.knownOnly')}
      </Text>
    );
  return (
    <Alert
      variant="light"
      color="orange"
      p="xs"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('registry.differsTitle')}
      data-registry="differs"
    >
      <List size="sm" spacing={2}>
        {differences.map((difference) => (
          <List.Item key={difference.field}>
            {t('registry.differs', {
              field: t(`registry.fields.${difference.field}`),
              value: difference.field === 'duration' ? duration(Number(difference.registry)) : difference.registry,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        {t('registry.differsNote')}
      </Text>
    </Alert>
  );
}
