import { Paper, Stack, Text } from '@mantine/core';
import type { DistributionPreview } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { RegistryNote } from '#components/registry-note.tsx';

/**
 * Per master whose code follows Ad-ID, what the registry says of it against its slate (issue 32,
 * docs/ad-codes.md "At send time"): the note the master's details show, here before the stations.
 * A warning: Send goes on whatever it says.
 */
export function RegistryChecks({ checks }: { checks: DistributionPreview['registry_checks'] }) {
  const { t } = useTranslation('distributions');
  if (checks.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="registry-checks">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('review.registry')}
        </Text>
        {checks.map((check) => (
          <Stack key={check.unique_id} gap={4} data-registry-master={check.unique_id}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {check.unique_id} · {check.title}
            </Text>
            <RegistryNote answer={check.registry} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
