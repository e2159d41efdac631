import { companionOwnerIn, parseSidecarKey, SLATE_XML_PREFIX, type Master } from '@masterport/contract';

type Output = Master['outputs'][number];

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
