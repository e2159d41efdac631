import * as z from 'zod';
import { PERMISSION_KEYS, PLAN_KEYS } from '../permissions.ts';

/* The permission and plan keys' schemas, apart from their lists (`permissions.ts`), which the SPA's first download reads without zod (docs/site.md). */
export const permissionKeySchema = z.enum(PERMISSION_KEYS);
export const planKeySchema = z.enum(PLAN_KEYS);
