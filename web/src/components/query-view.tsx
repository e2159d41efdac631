import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

/**
 * A screen's read: its failure, a placeholder while it loads (a block by default, or the screen's
 * own), then the screen made from the answer.
 */
export function QueryView<Data>({
  query,
  placeholder = <Skeleton height={320} radius="md" />,
  children,
}: {
  query: { data?: Data; error?: unknown };
  placeholder?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.error) return <FormAlert error={query.error} />;
  if (!query.data) return placeholder;
  return children(query.data);
}
