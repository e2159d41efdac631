import {
  countMasterFiles,
  isAudioPreview,
  OUTPUT_KEY_NAMES,
  parseLoudnessVariant,
  parseSidecarKey,
  previewOutputKey,
  SLATE_XML_PREFIX,
  type Master,
  type MasterFileCount,
} from '@masterport/contract';

export type Output = Master['outputs'][number];

// Shared with the public master page, which groups its files the same way.
export { groupOutputs, OUTPUT_CATEGORIES, type OutputRow } from '#lib/output-groups.ts';

/** The master's files as the banner, the outputs tab and the result e-mail count them (the contract's definition). */
export const masterFileCount = (outputs: readonly Pick<Output, 'output_key'>[]): MasterFileCount =>
  countMasterFiles(outputs.map((output) => output.output_key));

/**
 * The player: the master's preview (the contract's preference, as processing chooses it), else the
 * first MP4 a run that made only some outputs left; with WebVTT captions when made.
 */
export function playerOutputs(outputs: readonly Output[]): { video?: Output; captions?: Output; audio?: Output } {
  const byKey = new Map(outputs.map((output) => [output.output_key, output]));
  const preview = previewOutputKey((key) => byKey.has(key));
  if (preview && isAudioPreview(preview)) return { video: undefined, captions: undefined, audio: byKey.get(preview) };
  const video = preview
    ? byKey.get(preview)
    : outputs
        .filter((output) => output.output_key.startsWith('MP4'))
        .sort((a, b) => a.output_key.localeCompare(b.output_key))[0];
  return { video, captions: video ? byKey.get('WEBVTT_CC') : undefined, audio: undefined };
}

export { formatBytes, formatDate } from '#lib/format.ts';

/** What an output is, in words (the dictionary's `outputs.describe` block); undefined for a key it does not know. */
export function outputDescription(key: string): { key: string; values?: Record<string, string> } | undefined {
  const sidecar = parseSidecarKey(key);
  if (sidecar)
    return { key: 'outputs.describe.sidecar', values: { format: sidecar.format.toUpperCase(), key: sidecar.mxfKey } };
  if (key.startsWith(SLATE_XML_PREFIX))
    return { key: 'outputs.describe.xml', values: { key: key.slice(SLATE_XML_PREFIX.length) } };
  const variant = parseLoudnessVariant(key);
  if (variant)
    return { key: 'outputs.describe.loudnessVariant', values: { key: variant.key, target: String(variant.target) } };
  return (OUTPUT_KEY_NAMES as readonly string[]).includes(key) ? { key: `outputs.describe.${key}` } : undefined;
}
