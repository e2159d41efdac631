import type { StatementLine } from '@masterport/contract';

/**
 * A line's key, stable across reloads and unique in the month: a master's lines by master (its
 * revisions by position among them, the ledger's order), the others by item.
 */
export function lineKeys(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.item_key}#${line.master_id ?? ''}#${line.at_month_end ? 'due' : 'billed'}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}#${count}`;
  });
}
