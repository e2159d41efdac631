import { mutate } from 'swr';
import { isAvailableStudiosKey } from './get-available.ts';
import { selectedStudiosKey } from './get-selected.ts';

/** After a change, the selected list and the directory (its `selected` flags) are read again. */
export async function refreshStudios(): Promise<void> {
  await Promise.all([mutate(selectedStudiosKey), mutate(isAvailableStudiosKey)]);
}
