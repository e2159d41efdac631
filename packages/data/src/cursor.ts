import * as z from 'zod';
import { BadCursorError } from './errors.ts';

/**
 * Opaque list cursors: the key of the last item a page returned, as base64url JSON. A caller can
 * only hand back what it was given; anything else is a BadCursorError, never a DynamoDB error.
 */
const keySchema = z
  .record(z.string().max(64), z.union([z.string().max(1024), z.number()]))
  .refine((key) => Object.keys(key).length <= 6);

export type ItemKey = z.infer<typeof keySchema>;

export const encodeCursor = (key: ItemKey): string => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

export function decodeCursor(cursor: string): ItemKey {
  try {
    return keySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new BadCursorError();
  }
}
