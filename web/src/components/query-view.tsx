import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

/** A screen's read: its failure, a placeholder while it loads, then the screen made from the answer. */
export function QueryView<Data>({
  query,
  children,
}: {
  query: { data?: Data; error?: unknown };
  children: (data: Data) => ReactNode;
}) {
  if (query.error) return <FormAlert error={query.error} />;
  if (!query.data) return <Skeleton height={320} radius="md" />;
  return children(query.data);
}
