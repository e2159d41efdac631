import { Alert, Badge, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import type { SendPrice } from '@masterport/contract';
import { IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { CaptionTimelineWarnings } from '#components/caption-timeline-warnings.tsx';
import { SpecEvaluationView } from '#components/spec-evaluation.tsx';
import { formatBytes, formatCents } from '#lib/format.ts';
import type { DistributionInput } from '../api/save.ts';
import { useDistributionPreview } from '../api/wizard-preview.ts';
import { RegistryChecks } from './registry-checks.tsx';

/**
 * The wizard's last step (issue 28): what goes where, by which method, the files as each station
 * will receive them (named by its broadcaster's pattern, as the delivery names them), the house
 * codes its broadcaster gives, each master against the station's spec (issue 32: what passes, what is
 * made for it before delivery, what fails; a failing rule warns, the station's own QC decides) and
 * its captions against the spec's caption rules,
 * where a master's slate disagrees with the Ad-ID registry (a warning), and the cost. A mistake
 * found here is Send's own refusal.
 */
export function WizardReview({ body }: { body: DistributionInput | null }) {
  const { t, i18n } = useTranslation(['distributions', 'common', 'destinationProblems']);
  const preview = useDistributionPreview(body);
  if (preview.error) return <FormAlert error={preview.error} />;
  if (!preview.data) return <Loader size="sm" aria-label={t('common:loading')} />;
  const { destinations, cost, registry_checks: registryChecks } = preview.data;
  return (
    <Stack gap="sm" data-testid="wizard-review">
      <Text size="sm">{t('review.intro', { count: destinations.length })}</Text>
      <RegistryChecks checks={registryChecks} />
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
                <List.Item key={file.name} data-to-make={file.to_make || undefined}>
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>{' '}
                  {file.size === null ? (
                    // A file made before delivery: named as it will be, its size not known yet.
                    <Badge variant="light" color="orange" size="xs" radius="sm">
                      {t('review.toMake')}
                    </Badge>
                  ) : (
                    <Text span size="xs" c="dimmed">
                      {formatBytes(file.size, i18n.language)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            {destination.spec_version !== null && destination.spec_checks.length > 0 && (
              <Stack gap={6} data-testid="spec-checks">
                <Text size="sm" fw={500}>
                  {destination.spec_group === null
                    ? t('review.spec', { version: destination.spec_version })
                    : t('review.groupSpec', { version: destination.spec_version, group: destination.spec_group })}
                </Text>
                {destination.spec_checks.map((check) => (
                  <SpecEvaluationView
                    key={check.unique_id}
                    label={check.unique_id}
                    evaluation={check.evaluation}
                    captions={destination.caption_checks.find((caption) => caption.unique_id === check.unique_id)}
                  />
                ))}
              </Stack>
            )}
            <CaptionTimelineWarnings mismatches={destination.caption_timeline} hint="reviewHint" />
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
      <SendPriceSummary cost={cost} />
    </Stack>
  );
}

/**
 * What the send costs, as the API priced it from the price book (`sendPrice`): free today, else a
 * line per priced item and the total before tax, worded and formatted as the master's price is
 * before it is created.
 */
function SendPriceSummary({ cost }: { cost: SendPrice }) {
  const { t, i18n } = useTranslation('distributions');
  const money = (cents: number) => formatCents(cents, i18n.language, cost.currency);
  const free = cost.total_cents === 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{t('review.cost')}</Text>
        <Text data-testid="wizard-cost">{free ? t('review.free') : money(cost.total_cents)}</Text>
      </Group>
      {cost.lines.map((line) => (
        <Group key={line.item} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed">
            {t('review.deliveries', { count: line.quantity, unit: money(line.unit_cents) })}
          </Text>
          <Text size="sm">{money(line.amount_cents)}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed" data-testid="wizard-price-note">
        <IconReceipt size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
        {free ? t('review.freeNote') : t('review.price', { price: money(cost.total_cents) })}
      </Text>
    </Stack>
  );
}
