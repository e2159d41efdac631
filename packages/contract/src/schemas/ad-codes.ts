import * as z from 'zod';
import { AD_CODE_SYSTEMS } from '../masters/ad-codes.ts';

/** The code system an account or a slate names (the list and the rules: `masters/ad-codes.ts`). */
export const adCodeSystemSchema = z.enum(AD_CODE_SYSTEMS, { error: 'one_of' });
