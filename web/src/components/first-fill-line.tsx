import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import {
  FIRST_FILL_ATTRIBUTE,
  FIRST_FILL_MARK,
  FIRST_FILL_TEMPLATE_ATTRIBUTE,
  firstFilledValue,
} from '#lib/first-read.ts';

/**
 * A heading's line the document may fill before the app runs: a field of the page's first answer
 * (`master.title`), and the line's words around it (the dictionary's sentence; the value alone by default).
 */
export type FirstFill = { field: string; text?: (value: string) => string };

const asIs = (value: string) => value;

/**
 * A line of the skeleton's heading: the value the document's script wrote, when it wrote one
 * (first-read.ts), else a placeholder marked with the field and the line's words for that script.
 * Read once, at mount: the line then stays as drawn until the page replaces the skeleton.
 */
export function FirstFillLine({ fill: { field, text = asIs }, width }: { fill: FirstFill; width: number }) {
  const [value] = useState(() => firstFilledValue(field));
  if (value !== undefined) return text(value);
  const marks = { [FIRST_FILL_ATTRIBUTE]: field, [FIRST_FILL_TEMPLATE_ATTRIBUTE]: text(FIRST_FILL_MARK) };
  return (
    <span {...marks}>
      {/* Inline and shorter than the line, so the line's box is the same empty and written. */}
      <Skeleton height="0.8em" width={width} display="inline-block" style={{ verticalAlign: 'middle' }} />
    </span>
  );
}
