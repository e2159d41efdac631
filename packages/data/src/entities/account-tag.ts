import * as z from 'zod';
import { defineEntity, type Change } from '../entity.ts';

/**
 * An account's master tag (`ACCOUNT#<id>` / `MTAG#<folded name>`): its name as first written and how
 * many masters carry it (entities/master-tag.ts writes it with the master's tags).
 */
export const accountTagSchema = z.object({ id: z.string(), name: z.string(), folded: z.string(), count: z.number() });
export type AccountTag = z.infer<typeof accountTagSchema>;

/** Written by ADD and if_not_exists only (never put whole), so two taggings at once both count. */
export const accountTagEntity = defineEntity({ type: 'account_tag', schema: accountTagSchema });

/** Counts one master fewer under the tag (a tag at zero is no longer listed). */
export const uncountTag: Change = {
  expression: 'ADD #count :minus',
  names: { '#count': 'count' },
  values: { ':minus': -1 },
};
