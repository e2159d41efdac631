import {
  companionOwnerIn,
  countMasterFiles,
  isAudioPreview,
  OUTPUT_KEY_NAMES,
  parseSidecarKey,
  previewOutputKey,
  SLATE_XML_PREFIX,
  type Master,
  type MasterFileCount,
} from '@masterport/contract';

export type Output = Master['outputs'][number];

/** OUTPUTS.md categories, in the order the outputs tab lists them. */
export const OUTPUT_CATEGORIES = [
  'MXF_BROADCAST',
  'HIGH_QUALITY',
  'MP4_VERSIONS',
  'WEB_OPTIMIZED',
  'RADIO_BROADCAST',
  'CLOSED_CAPTIONS',
  'SOURCES',
] as const;

/**
 * An output with the files made for it, offered on the same row: its XML slate, and for an MXF its
 * sidecar SCC and MCC captions.
 */
export type OutputRow = Output & { xml?: Output; sidecars: Output[] };

/**
 * Outputs by category, known categories first in their order, keys sorted inside each. Companion
 * files (XML slates, sidecar captions) are not rows of their own: each rides on the row of the
 * output it belongs to (one whose output is missing keeps a row).
 */
export function groupOutputs(outputs: readonly Output[]): { category: string; outputs: OutputRow[] }[] {
  const keys = new Set(outputs.map((output) => output.output_key));
  const companions = new Map<string, Output[]>();
  for (const output of outputs) {
    const owner = companionOwnerIn(keys, output.output_key);
    if (owner) companions.set(owner, [...(companions.get(owner) ?? []), output]);
  }
  const groups = new Map<string, OutputRow[]>();
  for (const output of outputs) {
    if (companionOwnerIn(keys, output.output_key)) continue;
    const own = companions.get(output.output_key) ?? [];
    const list = groups.get(output.category) ?? [];
    const xml = own.find((file) => file.output_key.startsWith(SLATE_XML_PREFIX));
    const sidecars = own
      .filter((file) => parseSidecarKey(file.output_key))
      .sort((a, b) => a.output_key.localeCompare(b.output_key));
    list.push({ ...output, ...(xml ? { xml } : {}), sidecars });
    groups.set(output.category, list);
  }
  const rank = (category: string) => {
    const index = (OUTPUT_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? OUTPUT_CATEGORIES.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      outputs: [...list].sort((a, b) => a.output_key.localeCompare(b.output_key)),
    }));
}

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
  return (OUTPUT_KEY_NAMES as readonly string[]).includes(key) ? { key: `outputs.describe.${key}` } : undefined;
}
