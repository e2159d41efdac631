import type { Master } from '@masterport/contract';

export type Output = Master['outputs'][number];

/** OUTPUTS.md categories, in the order the outputs tab lists them. */
export const OUTPUT_CATEGORIES = ['MXF_BROADCAST', 'HIGH_QUALITY', 'MP4_VERSIONS', 'WEB_OPTIMIZED', 'RADIO_BROADCAST', 'CLOSED_CAPTIONS', 'SOURCES'] as const;

const XML_PREFIX = 'SLATE_XML_';

/** An output with the XML slate made for it, when there is one (offered on the same row). */
export type OutputRow = Output & { xml?: Output };

/**
 * Outputs by category, known categories first in their order, keys sorted inside each. XML slates
 * are not rows of their own: each rides on the row of the output it describes (an XML slate whose
 * output is missing keeps a row).
 */
export function groupOutputs(outputs: readonly Output[]): { category: string; outputs: OutputRow[] }[] {
  const keys = new Set(outputs.map((output) => output.output_key));
  const xmlOf = new Map(outputs.filter((output) => output.output_key.startsWith(XML_PREFIX)).map((xml) => [xml.output_key.slice(XML_PREFIX.length), xml]));
  const groups = new Map<string, OutputRow[]>();
  for (const output of outputs) {
    if (output.output_key.startsWith(XML_PREFIX) && keys.has(output.output_key.slice(XML_PREFIX.length))) continue;
    const list = groups.get(output.category) ?? [];
    const xml = xmlOf.get(output.output_key);
    list.push(xml ? { ...output, xml } : output);
    groups.set(output.category, list);
  }
  const rank = (category: string) => {
    const index = (OUTPUT_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? OUTPUT_CATEGORIES.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, outputs: [...list].sort((a, b) => a.output_key.localeCompare(b.output_key)) }));
}

/** The player: a small MP4 (MP4540, else MP41080, else the first MP4), with WebVTT captions when made. */
export function playerOutputs(outputs: readonly Output[]): { video?: Output; captions?: Output; audio?: Output } {
  const byKey = new Map(outputs.map((output) => [output.output_key, output]));
  const video = byKey.get('MP4540') ?? byKey.get('MP41080')
    ?? outputs.filter((output) => output.output_key.startsWith('MP4')).sort((a, b) => a.output_key.localeCompare(b.output_key))[0];
  const audio = video ? undefined : byKey.get('RADIO_MP3_320');
  return { video, captions: video ? byKey.get('WEBVTT_CC') : undefined, audio };
}

/** Sizes with their unit, in the reader's language (1 decimal above a kilobyte). */
export function formatBytes(bytes: number, language: string): string {
  const units = language === 'fr' ? ['o', 'Ko', 'Mo', 'Go', 'To'] : ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** dd/MM/yyyy (UI.md), from an ISO date or date-time, in local time. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
