import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of the billing screens, its label above it (what is due, since when, the month so
 * far), and what can be done about it below (`children`: the balance's Pay button).
 */
export function BillingFigure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={600}>
        {value}
      </Text>
      {children}
    </div>
  );
}
