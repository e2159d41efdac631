/**
 * The slate picture: master metadata drawn with drawtext in a monospace font that ships with the
 * package (`dejavu-fonts-ttf`), never a system font, so a slate looks the same locally and in Lambda.
 * The text goes through a file (`textfile=`), so titles with quotes, colons or percent signs need no
 * escaping and cannot break the filter graph.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeFilterValue } from '../filter-graph.ts';
import { uniqueIdType, type MasterSpec } from '../master.ts';
import type { LayoutPlan } from './layouts.ts';

const require = createRequire(import.meta.url);

/**
 * Absolute path of a font of the `dejavu-fonts-ttf` package (DejaVu licence: free to use and ship).
 * FONTS_DIR names a folder holding the same files where node_modules is absent: the ffmpeg Lambda
 * layer puts them in /opt/fonts, since a bundled function cannot resolve the package.
 */
export function fontPath(file = 'DejaVuSansMono.ttf'): string {
  const dir = process.env.FONTS_DIR?.trim();
  if (dir) return join(dir, file);
  return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
}

export interface SlateDetails {
  readonly audioLayout: '8trks' | 'stereo';
  readonly loudness: string;
  readonly captions: boolean;
  readonly aspect: string;
  readonly date: string;
}

const MAX_VALUE = 44;
const clip = (value: string | undefined) => {
  const text = (value ?? '').replace(/[\r\n\t]+/g, ' ').trim();
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

/** The slate's lines (also the content of the slate XML, section 7). */
export function slateText(spec: MasterSpec, plan: LayoutPlan, details: SlateDetails): string {
  const idLabel = { 'AD-ID': 'AD-ID', ISCI: 'ISCI', HOUSE: 'ID' }[uniqueIdType(spec.uniqueId)];
  const rows: [string, string][] = [
    ['ADVERTISER', clip(spec.advertiser)],
    ['PRODUCT', clip(spec.product)],
    ['TITLE', clip(spec.title)],
    [idLabel, clip(spec.uniqueId.toUpperCase())],
    [
      'DURATION',
      `${spec.durationSeconds} s (:${String(spec.durationSeconds).padStart(2, '0')})   ASPECT ${details.aspect}`,
    ],
    ['AUDIO', `${details.audioLayout === '8trks' ? '5.1 + Stereo (8 trk)' : 'Stereo'}   ${details.loudness}`],
    ['CAPTIONS', `${details.captions ? 'CC1 (CEA-608)' : 'None'}   LANGUAGE ${spec.language.toUpperCase()}`],
    ['AGENCY', clip(spec.agency)],
    ['TVB / ASC', `${clip(spec.tvbNumber) || '-'} / ${clip(spec.ascNumber) || '-'}`],
    ['HOUSE CODE', clip(spec.houseCode) || '-'],
    ['FFOA', `${plan.programStart}   DATE ${details.date}`],
  ];
  return rows.map(([label, value]) => `${label.padEnd(10)} : ${value}`).join('\n');
}

/** A video source of `frames` frames showing the slate text, at the output size, 29.97. */
export function slateSourceFilter(opts: {
  width: number;
  height: number;
  frames: number;
  textFile: string;
  fontFile: string;
  pixFmt: string;
  sar: string;
}): string {
  const scale = opts.height / 1080;
  const fontSize = Math.round(40 * scale);
  const margin = (f: number) => Math.round(f * scale);
  return [
    `color=c=0x101010:s=${opts.width}x${opts.height}:r=30000/1001:d=${((opts.frames + 2) * 1001) / 30000}`,
    `drawtext=fontfile=${escapeFilterValue(opts.fontFile)}:textfile=${escapeFilterValue(opts.textFile)}:expansion=none:fontcolor=white:fontsize=${fontSize}:line_spacing=${margin(16)}:x=(w-tw)/2:y=(h-th)/2`,
    `drawbox=x=${margin(96)}:y=${margin(54)}:w=${opts.width - 2 * margin(96)}:h=${opts.height - 2 * margin(54)}:color=white@0.5:t=2`,
    `format=${opts.pixFmt}`,
    `setsar=${opts.sar.replace(':', '/')}`,
    `trim=end_frame=${opts.frames}`,
    'setpts=PTS-STARTPTS',
  ].join(',');
}
