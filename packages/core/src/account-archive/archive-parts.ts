import type { ArchiveItem } from '@masterport/data';

export type ArchiveEntry = ArchiveItem['files'][number];

/**
 * Puts an archive's files into parts of at most `maxBytes` each, in the order given (a master's
 * files stay together as far as they fit): a file larger than the bound alone gets a part of its
 * own, since a file is never split across two zips. An empty list gives no part.
 */
export function splitIntoParts(entries: readonly ArchiveEntry[], maxBytes: number): ArchiveEntry[][] {
  const parts: ArchiveEntry[][] = [];
  let current: ArchiveEntry[] = [];
  let currentBytes = 0;
  for (const entry of entries) {
    if (current.length > 0 && currentBytes + entry.size > maxBytes) {
      parts.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(entry);
    currentBytes += entry.size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** A name safe in a zip and on every file system: letters, digits, dot, dash and underscore. */
export const safeName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120) || 'file';
