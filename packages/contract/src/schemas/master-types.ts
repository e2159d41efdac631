import * as z from 'zod';
import { AUDIO_TYPES, MASTER_TYPES, RATIOS } from '../masters/master-types.ts';

export const masterTypeSchema = z.enum(MASTER_TYPES, { error: 'one_of' });
export const ratioSchema = z.enum(RATIOS, { error: 'one_of' });
export const audioTypeSchema = z.enum(AUDIO_TYPES, { error: 'one_of' });
