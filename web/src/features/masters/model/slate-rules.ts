import { baseMasterType, slateFields, type MasterType } from '@masterport/contract';
import type { z } from 'zod';

/**
 * The seed's rules that span fields (001 §5), as the API applies them (core slate-rules): TV is
 * 16:9, web and radio are stereo, and a confirmed TV slate names its captions file.
 */
export function slateRuleIssues(
  slate: { master_type?: MasterType | null; ratio?: string | null; audio_type?: string | null; captions_filename?: string | null },
  confirming: boolean,
): { path: 'ratio' | 'audio_type' | 'captions_filename'; message: string }[] {
  if (!slate.master_type) return [];
  const base = baseMasterType(slate.master_type);
  const issues: { path: 'ratio' | 'audio_type' | 'captions_filename'; message: string }[] = [];
  if (base === 'PUB_TV_WEB' && slate.ratio && slate.ratio !== '16:9') issues.push({ path: 'ratio', message: 'tv_ratio' });
  if (base !== 'PUB_TV_WEB' && slate.audio_type && slate.audio_type !== '2trks') issues.push({ path: 'audio_type', message: 'stereo_required' });
  if (base === 'PUB_TV_WEB' && confirming && !slate.captions_filename?.trim()) issues.push({ path: 'captions_filename', message: 'captions_required' });
  return issues;
}

/** The contract's slate schema plus the cross-field rules; `confirming` adds the captions rule. */
export const slateSchema = (confirming: boolean) =>
  slateFields.superRefine((slate, context) => {
    for (const issue of slateRuleIssues(slate, confirming)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export type SlateInput = z.input<typeof slateFields>;
export type SlateOutput = z.output<typeof slateFields>;

/** Fields a type forces: TV is 16:9; web and radio are stereo; radio has no video. */
export function forcedByType(type: MasterType | null | undefined): { ratio?: '16:9'; audio_type?: '2trks' } {
  if (!type) return {};
  const base = baseMasterType(type);
  if (base === 'PUB_TV_WEB') return { ratio: '16:9' };
  if (base === 'PUB_RADIO') return { audio_type: '2trks', ratio: '16:9' };
  return { audio_type: '2trks' };
}

/** The unique ID as the API stores it: no spaces, upper case. */
export const normaliseUniqueId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
