import * as z from 'zod';
import { companionOf, PREVIEW_OUTPUT_KEYS } from './output-keys.ts';

/**
 * What a public link (a master's `/m/...`, a playlist's `/p/...`) offers beyond the viewing copy and
 * the captions (issue 28): the broadcast files only when the owner turns them on for that link,
 * until a date if one is set. Absent (every link made before this setting) is the safe default.
 */
export const publicFilesSchema = z.object({
  broadcast: z.boolean(),
  /** When the broadcast files stop being offered (ISO date-time); null: until turned off. */
  until: z.string().nullable(),
});
export type PublicFiles = z.infer<typeof publicFilesSchema>;
export const SAFE_PUBLIC_FILES: PublicFiles = { broadcast: false, until: null };

/** Output categories made for stations and post-production, not for viewing (OUTPUTS.md). */
const BROADCAST_CATEGORIES: ReadonlySet<string> = new Set(['MXF_BROADCAST', 'HIGH_QUALITY', 'RADIO_BROADCAST']);
const VIEWING_COPIES: ReadonlySet<string> = new Set(PREVIEW_OUTPUT_KEYS);

/**
 * A broadcast file: an MXF (with its XML slate and sidecar captions), a ProRes, a TVC, a radio
 * station's MP3. The viewing copies the player plays (`PREVIEW_OUTPUT_KEYS`) never are; web
 * versions and captions are not either.
 */
export function isBroadcastFile(output: { output_key: string; category: string }): boolean {
  if (VIEWING_COPIES.has(output.output_key)) return false;
  const owner = companionOf(output.output_key);
  if (owner?.startsWith('MXF')) return true;
  return BROADCAST_CATEGORIES.has(output.category) || output.output_key.includes('TVC');
}

/** Whether a link's setting offers the broadcast files now (turned on, and its date not passed). */
export const offersBroadcastFiles = (setting: PublicFiles | null | undefined, now: Date = new Date()): boolean =>
  !!setting?.broadcast && (setting.until === null || Date.parse(setting.until) > now.getTime());

/** The one rule every public call that lists or serves a file applies. */
export const isPublicFile = (
  output: { output_key: string; category: string },
  setting: PublicFiles | null | undefined,
  now: Date = new Date(),
): boolean => !isBroadcastFile(output) || offersBroadcastFiles(setting, now);
