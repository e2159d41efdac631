/**
 * `SLATE_XML_<KEY>`: the commercial slate as XML (broadcast-spec 7.2, OUTPUTS.md decision 10). Field
 * names map onto AMWA AS-12 / Ad-ID slate metadata where they exist. The NDF fields keep the frame
 * count (same frame number, non-drop label). Values are escaped here, so no XML library is needed.
 */
import type { XmlSlateAttribute } from '@masterport/contract';
import { uniqueIdType, type MasterSpec } from './master.ts';
import { profilePlan, renditionSize } from './outputs/ffmpeg-args.ts';
import { outputProfile, SLATE_XML_PREFIX, type MediaProfile } from './outputs/profiles.ts';
import { framesToTc, tcToFrames } from './timecode.ts';

export interface XmlSlateExtras {
  readonly studio?: {
    readonly name?: string;
    readonly contactName?: string;
    readonly email?: string;
    readonly phone?: string;
  };
  /** Measured loudness of the rendered output, LKFS. */
  readonly measuredLkfs?: number;
  /** Loudness range (EBU R128 LRA, LU) of the rendered output, and of the source it was made from. */
  readonly loudnessRangeLu?: number;
  readonly sourceLoudnessRangeLu?: number;
  readonly hasCaptions?: boolean;
  readonly audioLayout?: '8trks' | 'stereo';
  /** ISO date of the output's creation. */
  readonly date?: string;
  /**
   * A station's choice (its XML slate builder): the parts a seed attribute names are written only
   * if chosen; parts no attribute names (language, layout, codec...) are always written. All by default.
   */
  readonly attributes?: readonly XmlSlateAttribute[];
}

const escapeXml = (value: string | number): string =>
  String(value)
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
    // Characters XML 1.0 forbids (control codes) are dropped rather than making the file unreadable.
    .split('')
    .filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r')
    .join('');

const attrs = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(v!)}"`)
    .join('');

const element = (name: string, value: string | undefined, indent: string) =>
  value ? `${indent}<${name}>${escapeXml(value)}</${name}>\n` : '';

const CODEC_NAMES: Record<string, string> = {
  xdcam_hd422: 'XDCAM HD422 50Mb/s',
  prores_hq: 'Apple ProRes 422 HQ',
  h264: 'H.264/AVC',
  vp9: 'VP9',
};
const CONTAINER_NAMES: Record<string, string> = {
  mxf: 'MXF OP1a',
  mov: 'QuickTime MOV',
  mp4: 'MP4',
  webm: 'WebM',
  mp3: 'MP3',
};

/** The XML slate of an output key (`MXF1080_SLATED` or `SLATE_XML_MXF1080_SLATED`). */
export function xmlSlate(keyOrXmlKey: string, spec: MasterSpec, extras: XmlSlateExtras = {}): string {
  const key = keyOrXmlKey.startsWith(SLATE_XML_PREFIX) ? keyOrXmlKey.slice(SLATE_XML_PREFIX.length) : keyOrXmlKey;
  const profile = outputProfile(key);
  if (profile.kind !== 'media') throw new RangeError(`${key} has no slate`);
  const media: MediaProfile = profile;
  const plan = profilePlan(media, spec.durationSeconds);
  const startFrame = tcToFrames(plan.fileStart);
  const layout = extras.audioLayout ?? (media.audio.layout === '8mono' ? '8trks' : 'stereo');
  const size = media.video ? renditionSize(media.video, spec.ratio) : undefined;
  const target = media.audio.loudness.integrated;
  const chosen = extras.attributes ? new Set(extras.attributes) : undefined;
  /** The value if the station wants the attribute, else undefined (attrs() and element() then leave it out). */
  const want = <Value>(attribute: XmlSlateAttribute, value: Value): Value | undefined =>
    !chosen || chosen.has(attribute) ? value : undefined;
  const i = '  ';
  const lines: string[] = [];
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(`<commercialSlate xmlns="urn:example:commercial-slate:1" version="1.0"${attrs({ outputKey: key })}>`);
  lines.push(`${i}<identification>`);
  if (want('unique_id', true))
    lines.push(
      `${i}${i}<uniqueId${attrs({ type: uniqueIdType(spec.uniqueId) })}>${escapeXml(spec.uniqueId.toUpperCase())}</uniqueId>`,
    );
  const ident = [
    element('title', want('title', spec.title), i + i),
    element('advertiser', want('announcer', spec.advertiser), i + i),
    element('product', want('product', spec.product), i + i),
    element('agency', want('agency', spec.agency), i + i),
    element('houseCode', want('house_code', spec.houseCode), i + i),
  ].join('');
  if (ident) lines.push(ident.replace(/\n$/, ''));
  if (spec.tvbNumber || spec.ascNumber) {
    lines.push(
      `${i}${i}<clearances>${spec.tvbNumber ? `<tvb>${escapeXml(spec.tvbNumber)}</tvb>` : ''}${spec.ascNumber ? `<asc>${escapeXml(spec.ascNumber)}</asc>` : ''}</clearances>`,
    );
  }
  lines.push(`${i}${i}<language>${spec.language}</language>`);
  if (want('date', true))
    lines.push(`${i}${i}<date>${escapeXml(extras.date ?? new Date().toISOString().slice(0, 10))}</date>`);
  lines.push(`${i}</identification>`);
  if (extras.studio) {
    const s = extras.studio;
    const parts = [
      element('name', want('studio_name', s.name), ''),
      element('contactName', want('contact_name', s.contactName), ''),
      element('email', want('contact_email', s.email), ''),
      element('phone', want('contact_phone', s.phone), ''),
    ]
      .join('')
      .replace(/\n/g, '');
    if (parts) lines.push(`${i}<studio>${parts}</studio>`);
  }
  if (want('duration', true))
    lines.push(`${i}<duration${attrs({ seconds: spec.durationSeconds, frames: plan.programFrames })}/>`);
  if (media.video && size) {
    lines.push(
      `${i}<video${attrs({
        imageSize: want('image_size', `${size.width}x${size.height}`),
        aspectRatio: spec.ratio,
        frameRate: '29.97',
        scan: media.video.interlaced ? 'interlaced-tff' : 'progressive',
        codec: CODEC_NAMES[media.video.codec],
        container: CONTAINER_NAMES[media.container],
      })}/>`,
    );
  }
  lines.push(
    `${i}<audio${attrs({
      type: want('audio_type', layout === '8trks' ? '5.1+stereo' : 'stereo'),
      trackLayout: want(
        'track_layout',
        media.audio.layout === '8mono' ? '1:L 2:R 3:C 4:LFE 5:Ls 6:Rs 7:L 8:R' : '1:L 2:R',
      ),
      level: want(
        'audio_level',
        target === undefined ? 'as mastered' : `${target} ${target === -24 ? 'LKFS' : 'LUFS'}`,
      ),
      measured: want('audio_level', extras.measuredLkfs === undefined ? undefined : extras.measuredLkfs.toFixed(1)),
      // LU, unitless like `measured`: the output's range, then the source's (a limiter narrows it a little).
      loudnessRange: want('audio_level', extras.loudnessRangeLu?.toFixed(1)),
      sourceLoudnessRange: want('audio_level', extras.sourceLoudnessRangeLu?.toFixed(1)),
      truePeak: `${media.audio.loudness.truePeak} dBTP`,
      // The slate's music_only (no speech), written when it says: no builder attribute names it, so it
      // is always written, as the codec is; a station's caption QC reads a music note against it.
      musicOnly: spec.musicOnly === undefined ? undefined : String(spec.musicOnly),
      sampleRate: media.audio.sampleRate,
      bitDepth: media.audio.codec === 'pcm_s24le' ? 24 : undefined,
    })}/>`,
  );
  if (want('closed_captions', true))
    lines.push(
      `${i}<closedCaptions${attrs({ present: extras.hasCaptions ? 'true' : 'false', standard: extras.hasCaptions ? 'CEA-608' : undefined, channel: extras.hasCaptions ? 'CC1' : undefined, carriage: extras.hasCaptions ? 'sidecar-scc' : 'none' })}/>`,
    );
  lines.push(
    `${i}<timecode${attrs({
      format: want('timecode_format', '29.97 DF'),
      start: want('timecode_start', plan.fileStart),
      programStart: want('timecode_start', plan.programStart),
      length: want('timecode_length', framesToTc(plan.programFrames)),
      fileLength: want('timecode_length', framesToTc(plan.totalFrames)),
      ndfStart: want('ndf_tc_start', framesToTc(startFrame, { dropFrame: false })),
      ndfDuration: want('ndf_tc_duration', framesToTc(plan.programFrames, { dropFrame: false })),
    })}/>`,
  );
  lines.push(`${i}<layout${attrs({ profile: plan.layoutId })}>`);
  for (const segment of plan.segments) {
    lines.push(
      `${i}${i}<segment${attrs({ kind: segment.kind, startTc: segment.startTc, frames: segment.frames, audio: segment.kind === 'program' ? undefined : segment.pop2 ? '2-pop' : 'silence' })}/>`,
    );
  }
  lines.push(`${i}</layout>`);
  lines.push('</commercialSlate>');
  return `${lines.join('\n')}\n`;
}
