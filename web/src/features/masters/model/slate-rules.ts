import type { slateFields } from '@masterport/contract';
import type { z } from 'zod';

// The slate's rules are the contract's (`slateSchema`, `forcedByType`, `normaliseUniqueId`), shared with the API.
export { forcedByType, normaliseUniqueId, slateSchema, type SlateInput } from '@masterport/contract';
export type SlateOutput = z.output<typeof slateFields>;
