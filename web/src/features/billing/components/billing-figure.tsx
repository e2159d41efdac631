import { Text } from '@mantine/core';

/** One figure of the billing screens, its label above it: what is due, since when, the month so far. */
export function BillingFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={600}>
        {value}
      </Text>
    </div>
  );
}
