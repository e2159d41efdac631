import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A small table with Mantine Table's look (styles.css, `.mp-table`) but not its module, which
 * attaches `Table.ScrollContainer`, whose ScrollArea brings floating-ui whole: 20 KB on the public
 * master and distribution pages for two short tables that never scroll (docs/site.md). Its rows and
 * cells are the plain elements.
 */
export function PlainTable({
  spacing = 7,
  rowBorders = true,
  variant,
  children,
  'aria-label': ariaLabel,
}: {
  /** Each cell's space above and below, as Mantine Table's `verticalSpacing`. */
  spacing?: MantineSpacing | number;
  rowBorders?: boolean;
  /** `vertical`: headings in the first column, on a light background. */
  variant?: 'vertical';
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <table
      className="mp-table"
      data-row-borders={rowBorders || undefined}
      data-variant={variant}
      aria-label={ariaLabel}
      style={{ '--mp-table-spacing': getSpacing(spacing) } as CSSProperties}
    >
      {children}
    </table>
  );
}
