import { Badge } from '@mantine/core';
import type { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A result as a badge with its colour and icon (UI.md: a state is never colour alone). A long one
 * ("Produit pour elle avant la livraison") wraps on a phone rather than being cut off.
 */
export function ResultBadge({
  color,
  Icon,
  children,
}: {
  color: string;
  Icon: typeof IconCircleCheck;
  children: ReactNode;
}) {
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<Icon size={12} aria-hidden />}
      h="auto"
      py={2}
      style={{ flexShrink: 0, maxWidth: '100%' }}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {children}
    </Badge>
  );
}
