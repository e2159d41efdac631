import { Alert, Badge, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { formatBytes, formatCents } from '#lib/format.ts';
import type { DistributionInput } from '../api/save.ts';
import { useDistributionPreview } from '../api/wizard-preview.ts';

/**
 * The wizard's last step (issue 28): what goes where, by which method, the files as each station
 * will receive them (named by its broadcaster's pattern, as the delivery names them), the house
 * codes its broadcaster gives, and the cost. A mistake found here is Send's own refusal.
 */
export function WizardReview({ body }: { body: DistributionInput | null }) {
  const { t, i18n } = useTranslation(['distributions', 'common', 'destinationProblems']);
  const preview = useDistributionPreview(body);
  if (preview.error) return <FormAlert error={preview.error} />;
  if (!preview.data) return <Loader size="sm" aria-label={t('common:loading')} />;
  const { destinations, cost } = preview.data;
  return (
    <Stack gap="sm" data-testid="wizard-review">
      <Text size="sm">{t('review.intro', { count: destinations.length })}</Text>
      {destinations.map((destination) => (
        <Paper key={destination.call_letters} withBorder p="sm" data-station={destination.call_letters}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>{[destination.call_letters, destination.market, destination.owner_name].join(' · ')}</Text>
              <Badge variant="light" color={destination.method ? 'blue' : 'gray'}>
                {destination.method ? t(`methods.${destination.method}`) : t('review.noMethod')}
              </Badge>
            </Group>
            {destination.problem && (
              <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {t(`destinationProblems:${destination.problem}`)}
              </Alert>
            )}
            <Text size="sm" fw={500}>
              {t('review.files')}
            </Text>
            <List size="sm" spacing={2}>
              {destination.files.map((file) => (
                <List.Item key={file.name}>
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {formatBytes(file.size, i18n.language)}
                  </Text>
                </List.Item>
              ))}
            </List>
            {destination.outputs_to_make.length > 0 && (
              <Text size="sm" c="orange">
                {t('review.outputsToMake', { outputs: destination.outputs_to_make.join(', ') })}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {destination.house_codes_asked.length > 0
                ? t('review.houseCodes', {
                    masters: destination.house_codes_asked.map((master) => master.unique_id).join(', '),
                  })
                : t('review.noHouseCodes')}
            </Text>
          </Stack>
        </Paper>
      ))}
      <Group justify="space-between">
        <Text fw={500}>{t('review.cost')}</Text>
        <Text data-testid="wizard-cost">
          {cost.amount === 0
            ? t('review.noCharge')
            : // The preview's cost is in whole units of its currency; the one money format takes cents.
              formatCents(Math.round(cost.amount * 100), i18n.language, cost.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
