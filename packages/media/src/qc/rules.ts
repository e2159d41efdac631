/**
 * The QC rule table of broadcast-spec 3.2 with the decisions of OUTPUTS.md, as a pure function of the
 * measurements: no ffmpeg here, so every threshold is unit-tested.
 */
import { TRACK_NAMES, type AudioMapResult } from '../audio-map.ts';
import {
  ASSET_EXTENSIONS,
  baseMasterType,
  isCaptionAdvice,
  type BaseMasterType,
  type UploadAsset,
} from '@masterport/contract';
import { LOUDNESS_TARGETS, type MasterSpec } from '../master.ts';
import type { AudioStream, ProbeResult, VideoStream } from '../probe.ts';
import { rateName, toNumber, type RateName } from '../rational.ts';
import { TV_SOURCE_RATES as TV_RATES } from '../outputs/frame-rate.ts';
import { framesToTc, realTimeFrames, timecodeFrames, tcToFrames } from '../timecode.ts';
import type { VideoLevels } from './measure-video.ts';
import { captionContentItems } from './caption-content.ts';
import { qcItem as item } from './item.ts';
import { qcMessage } from './messages.ts';
import type { QcItem, QcMeasurements, QcOverallResult, QcProblemCode, QcResult } from './types.ts';

/** Thresholds in one place (OUTPUTS.md decision 3, broadcast-spec 3.2). */
export const QC_LIMITS = {
  loudnessRejectLu: 2,
  loudnessWarnLu: 1,
  truePeakTv: -2,
  truePeakWebRadio: -1,
  silenceRmsDb: -70,
  videoBrngWarn: 0.01,
  /** TV is rejected when more than this fraction of a frame's luma is outside R103's tolerance. */
  videoR103Reject: 0.01,
  avSyncToleranceSeconds: 1001 / 30000,
  /**
   * A radio spot has no frames to count: it passes within half a second of its slate either way, as
   * radio traffic systems book spots to the second and stations take a :30 of 29.5 to 30.5 s. Up to
   * one second over is the seed's "over its slate" warning (the station trims the tail); shorter than
   * the tolerance, or longer than that, is refused like a TV master of the wrong length.
   */
  radioDurationToleranceSeconds: 0.5,
  radioOverSlateWarnSeconds: 1,
  radioMinBitRate: 192_000,
  radioMinSampleRate: 44_100,
  ratioTolerance: 0.01,
  vfrTolerance: 0.001,
} as const;

/**
 * What quality control accepts of a source, as values: the rules below compare against these, and
 * the public site's accepted-formats page (accepted-formats.ts) prints them, so the two cannot drift.
 */
export const VIDEO_CODECS = ['prores', 'mpeg2video', 'dnxhd', 'h264', 'hevc'];
export const WEB_RATES: readonly RateName[] = ['23.976', '24', '25', '29.97', '30', '50', '59.94', '60'];
/** A TV source's frame: 1080p or 1080i; 720 passes with a warning (upscaled). */
export const TV_FRAME = { width: 1920, height: 1080, warnWidth: 1280, warnHeight: 720 } as const;
/** A web or radio-with-picture source's short side: this many lines pass, fewer down to the minimum warn. */
export const WEB_SHORT_SIDE = { pass: 1080, minimum: 720 } as const;
/** The containers a source may come in, by kind of master (as ffprobe names them, and as people read them). */
export const SOURCE_CONTAINERS = {
  picture: { pattern: /(^|,)(mxf|mov|mp4)(,|$)/, label: 'MXF, MOV, MP4' },
  radio: { pattern: /(^|,)(wav|mp3)(,|$)/, label: 'WAV, MP3' },
} as const;

const fmtDb = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '-inf');
const fmtSeconds = (seconds: number): string => `${seconds.toFixed(3)} s`;

/** ffprobe names demuxers, not files ("mov,mp4,m4a,3gp,3g2,mj2"): people read the file type. */
export function containerLabel(formatName: string): string {
  if (/(^|,)(mov|mp4)(,|$)/.test(formatName)) return 'MOV/MP4';
  const first = formatName.split(',')[0] ?? formatName;
  return first.toUpperCase();
}

/** The source's file type against the kind of master's (exported: the browser checks it before the upload too). */
export function containerItem(base: BaseMasterType, container: string): QcItem {
  const accepted = SOURCE_CONTAINERS[base === 'PUB_RADIO' ? 'radio' : 'picture'];
  const ok = accepted.pattern.test(container);
  const expected = accepted.label;
  const label = containerLabel(container);
  return ok
    ? item('container', 'passed', 'container_ok', label, expected)
    : item('container', 'rejected', 'invalid_container', label, expected, 'format_refused');
}

/** Codec, frame size, ratio, frame rate, field order and length in frames of a picture source. */
export function videoItems(
  base: BaseMasterType,
  spec: Pick<MasterSpec, 'durationSeconds' | 'ratio'>,
  v: VideoStream,
  frames: number | undefined,
  items: QcItem[],
): void {
  items.push(
    VIDEO_CODECS.includes(v.codec)
      ? item(
          'video_codec',
          'passed',
          'codec_ok',
          `${v.codec}${v.profile ? ` ${v.profile}` : ''}`,
          VIDEO_CODECS.join(', '),
        )
      : item('video_codec', 'rejected', 'invalid_codec', v.codec, VIDEO_CODECS.join(', '), 'format_refused'),
  );

  const size = `${v.width}x${v.height}`;
  if (base === 'PUB_TV_WEB') {
    const frame = `${TV_FRAME.width}x${TV_FRAME.height}`;
    if (v.width === TV_FRAME.width && v.height === TV_FRAME.height)
      items.push(item('resolution', 'passed', 'resolution_ok', size, frame));
    else if (v.width === TV_FRAME.warnWidth && v.height === TV_FRAME.warnHeight)
      items.push(item('resolution', 'warning', 'low_resolution', size, frame));
    else items.push(item('resolution', 'rejected', 'invalid_resolution', size, frame, 'format_refused'));
  } else {
    const shortSide = Math.min(v.width, v.height);
    const { pass, minimum } = WEB_SHORT_SIDE;
    if (shortSide >= pass) items.push(item('resolution', 'passed', 'resolution_ok', size, `short side >= ${pass}`));
    else if (shortSide >= minimum)
      items.push(item('resolution', 'warning', 'low_resolution', size, `short side ${pass}`));
    else
      items.push(
        item('resolution', 'rejected', 'invalid_resolution', size, `short side >= ${minimum}`, 'format_refused'),
      );
  }

  // Display ratio = width x SAR / height; TV must be 16:9 (seed 001 §5).
  const sar = v.sampleAspectRatio ? toNumber(v.sampleAspectRatio) : 1;
  const measuredRatio = (v.width * sar) / Math.max(1, v.height);
  const [rw, rh] = spec.ratio.split(':').map(Number) as [number, number];
  const declared = base === 'PUB_TV_WEB' ? 16 / 9 : rw / rh;
  const expectedRatio = base === 'PUB_TV_WEB' ? '16:9' : spec.ratio;
  const ratioText = `${measuredRatio.toFixed(3)} (${v.displayAspectRatio ? `${v.displayAspectRatio.num}:${v.displayAspectRatio.den}` : size})`;
  items.push(
    Math.abs(measuredRatio - declared) / declared <= QC_LIMITS.ratioTolerance
      ? item('ratio', 'passed', 'ratio_ok', expectedRatio, expectedRatio)
      : item('ratio', 'rejected', 'invalid_ratio', ratioText, expectedRatio, 'format_refused'),
  );

  const rate = rateName(v.frameRate);
  const rateText = v.frameRate ? toNumber(v.frameRate).toFixed(3) : 'unknown';
  const variable =
    v.frameRate &&
    v.avgFrameRate &&
    Math.abs(toNumber(v.frameRate) - toNumber(v.avgFrameRate)) / toNumber(v.frameRate) > QC_LIMITS.vfrTolerance;
  const accepted = base === 'PUB_TV_WEB' ? TV_RATES : WEB_RATES;
  // Slashes, not commas: the French decimal comma (23,976) would run into a comma-separated list.
  const acceptedText = accepted.join(' / ');
  if (variable)
    items.push(
      item('frame_rate', 'rejected', 'invalid_frame_rate', `${rateText} (variable)`, acceptedText, 'format_refused'),
    );
  else if (rate && accepted.includes(rate))
    items.push(item('frame_rate', 'passed', 'frame_rate_ok', rate, acceptedText));
  // 30 fps is converted too, but a TV source at exactly 30 is more often a mislabelled 29.97.
  else if (rate && base === 'PUB_TV_WEB' && rate === '30')
    items.push(item('frame_rate', 'warning', 'frame_rate_warning', rate, acceptedText));
  else
    items.push(
      item(
        'frame_rate',
        base === 'PUB_TV_WEB' ? 'rejected' : 'warning',
        base === 'PUB_TV_WEB' ? 'invalid_frame_rate' : 'frame_rate_warning',
        rateText,
        acceptedText,
        base === 'PUB_TV_WEB' ? 'format_refused' : 'warning',
      ),
    );

  if (base === 'PUB_TV_WEB') {
    items.push(
      v.fieldOrder === 'bb' || v.fieldOrder === 'bt'
        ? item('field_order', 'warning', 'field_order_warning', v.fieldOrder, 'tt or progressive')
        : item('field_order', 'passed', 'field_order_ok', v.fieldOrder, 'tt or progressive'),
    );
  }

  // Duration in frames: at 29.97 a :30 may hold 899 (real time) to 900 (timecode) frames (2.1).
  if (frames !== undefined && v.frameRate) {
    const n = spec.durationSeconds;
    const [min, max] =
      rate === '29.97'
        ? [realTimeFrames(n), timecodeFrames(n)]
        : [Math.round(n * toNumber(v.frameRate)) - 1, Math.round(n * toNumber(v.frameRate)) + 1];
    const measured = `${frames} frames (${fmtSeconds((frames * v.frameRate.den) / v.frameRate.num)})`;
    const expected = min === max ? `${min} frames` : `${min}-${max} frames`;
    items.push(
      frames >= min && frames <= max
        ? item('duration', 'passed', 'duration_ok', measured, expected, null, { master_duration: n })
        : item('duration', 'rejected', 'invalid_duration', measured, expected, 'invalid_duration', {
            master_duration: n,
          }),
    );
  }
}

/** Codec, sample rate, bit depth (and a radio MP3's bit rate) of the audio streams a master uses. */
export function audioFormatItems(base: BaseMasterType, streams: readonly AudioStream[], items: QcItem[]): void {
  if (streams.length === 0) return;
  const codecs = [...new Set(streams.map((s) => s.codec))].join(', ');
  const allPcm = streams.every((s) => s.codec.startsWith('pcm_'));
  const lossy = streams.every(
    (s) => ['aac', 'mp3', 'opus', 'vorbis', 'ac3', 'eac3'].includes(s.codec) || s.codec.startsWith('pcm_'),
  );
  if (base === 'PUB_RADIO') {
    const ok = streams.every((s) => s.codec.startsWith('pcm_') || s.codec === 'mp3');
    items.push(
      ok
        ? item('audio_codec', 'passed', 'codec_ok', codecs, 'PCM (WAV), MP3')
        : item('audio_codec', 'rejected', 'invalid_audio_codec', codecs, 'PCM (WAV), MP3', 'format_refused'),
    );
  } else if (allPcm) {
    items.push(item('audio_codec', 'passed', 'codec_ok', codecs, 'PCM'));
  } else if (lossy) {
    items.push(item('audio_codec', base === 'PUB_TV_WEB' ? 'warning' : 'passed', 'codec_ok', codecs, 'PCM'));
  } else {
    items.push(item('audio_codec', 'rejected', 'invalid_audio_codec', codecs, 'PCM, AAC, MP3', 'format_refused'));
  }

  const rates = [...new Set(streams.map((s) => s.sampleRate))];
  const rateText = rates.join(', ');
  if (base === 'PUB_RADIO') {
    items.push(
      rates.every((r) => r >= QC_LIMITS.radioMinSampleRate)
        ? item('sample_rate', 'passed', 'sample_rate_ok', rateText, '>= 44100')
        : item('sample_rate', 'rejected', 'radio_sample_rate', rateText, '>= 44100', 'format_refused'),
    );
  } else if (rates.every((r) => r === 48000)) {
    items.push(item('sample_rate', 'passed', 'sample_rate_ok', rateText, '48000'));
  } else if (base === 'PUB_WEB' && rates.every((r) => r === 44100)) {
    items.push(item('sample_rate', 'warning', 'invalid_sample_rate', rateText, '48000'));
  } else {
    items.push(item('sample_rate', 'rejected', 'invalid_sample_rate', rateText, '48000', 'format_refused'));
  }

  const pcm = streams.filter((s) => s.codec.startsWith('pcm_'));
  if (pcm.length > 0) {
    const bits = Math.min(...pcm.map((s) => s.bitsPerSample ?? 16));
    const text = `${bits} bits`;
    if (bits < 16)
      items.push(
        item(
          'bit_depth',
          'rejected',
          base === 'PUB_RADIO' ? 'radio_bit_depth' : 'invalid_bit_depth',
          text,
          '>= 16 bits',
          'format_refused',
        ),
      );
    else if (bits < 24 && base === 'PUB_TV_WEB')
      items.push(item('bit_depth', 'warning', 'bit_depth_warning', text, '24 bits'));
    else items.push(item('bit_depth', 'passed', 'bit_depth_ok', text, '>= 16 bits'));
  }

  if (base === 'PUB_RADIO') {
    const mp3 = streams.filter((s) => s.codec === 'mp3');
    if (mp3.length > 0) {
      const rate = Math.min(...mp3.map((s) => s.bitRate ?? 0));
      const text = `${Math.round(rate / 1000)} kb/s`;
      items.push(
        rate >= QC_LIMITS.radioMinBitRate
          ? item('bit_rate', 'passed', 'bitrate_ok', text, '>= 192 kb/s')
          : item('bit_rate', 'rejected', 'radio_bitrate', text, '192 kb/s', 'format_refused'),
      );
    }
  }
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(2)} %`;

/**
 * Seed 001 §8: video levels reject for broadcast (TV) and are only a warning on the web. TV is
 * rejected beyond R103's tolerance and warned beyond the nominal range; web is warned on either.
 */
function videoLevelsItem(base: BaseMasterType, levels: VideoLevels): QcItem {
  const outsideTolerance = levels.maxOutsideR103 > QC_LIMITS.videoR103Reject;
  const outsideRange = levels.maxBrng > QC_LIMITS.videoBrngWarn;
  if (base === 'PUB_TV_WEB' && outsideTolerance) {
    const limits = levels.bitDepth === 10 ? '20-984' : '5-246';
    return item(
      'video_levels',
      'rejected',
      'video_levels_rejected',
      percent(levels.maxOutsideR103),
      `${limits}, <= 1 %`,
      'qc_failed',
    );
  }
  if (outsideRange || outsideTolerance) {
    const measured = percent(Math.max(levels.maxBrng, levels.maxOutsideR103));
    return item(
      'video_levels',
      'warning',
      base === 'PUB_TV_WEB' ? 'video_levels_tv_warning' : 'video_levels_warning',
      measured,
      '<= 1 %',
      'warning',
    );
  }
  return item('video_levels', 'passed', 'video_levels_ok', percent(levels.maxBrng), '<= 1 %');
}

function silenceItems(base: BaseMasterType, m: QcMeasurements, items: QcItem[]): number[] {
  const tracks = m.audio?.tracks ?? [];
  if (tracks.length === 0 || !m.audioMap?.ok) return [];
  const names = TRACK_NAMES[m.audioMap.map.layout];
  const silent = tracks
    .filter((t) => !Number.isFinite(t.peakDb) || t.rmsDb < QC_LIMITS.silenceRmsDb)
    .map((t) => t.track);
  const label = (list: number[]) => list.map((t) => `${t} (${names[t - 1] ?? '?'})`).join(', ');
  if (silent.length === 0) {
    items.push(item('silent_tracks', 'passed', 'no_silent_tracks', 'none', 'none'));
    return silent;
  }
  if (base === 'PUB_RADIO') {
    items.push(
      item('silent_tracks', 'rejected', 'radio_silent', label(silent), 'none', 'silent_tracks', {
        tracks: label(silent),
      }),
    );
  } else if (m.audioMap.map.layout === '8trks') {
    // Centre, LFE and surrounds may legitimately be empty; the main and stereo pairs may not.
    const essential = silent.filter((t) => [1, 2, 7, 8].includes(t));
    items.push(
      essential.length > 0
        ? item('silent_tracks', 'rejected', 'silent_tracks', label(silent), 'none', 'silent_tracks', {
            tracks: label(silent),
          })
        : item('silent_tracks', 'warning', 'silent_tracks_warning', label(silent), 'none', 'warning', {
            tracks: label(silent),
          }),
    );
  } else {
    items.push(
      item('silent_tracks', 'rejected', 'silent_tracks', label(silent), 'none', 'silent_tracks', {
        tracks: label(silent),
      }),
    );
  }
  return silent;
}

function loudnessItems(
  base: BaseMasterType,
  m: QcMeasurements,
  items: QcItem[],
): { integrated?: number; truePeak?: number } {
  const groups = [m.audio?.surround, m.audio?.stereo].filter((g) => g !== undefined);
  if (groups.length === 0) return {};
  const target = LOUDNESS_TARGETS[base];
  // The 5.1 figure is "the" loudness of an 8-track master; the stereo pair must pass too (3.3.5).
  const reported = groups[0]!;
  const worst = groups.reduce((a, b) => (Math.abs(b.integrated - target) > Math.abs(a.integrated - target) ? b : a));
  const deviation = Math.abs(worst.integrated - target);
  const shown = groups.map((g) => fmtDb(g.integrated)).join(' / ');
  const values = { master_loudness: shown, target };
  const expected =
    base === 'PUB_TV_WEB' ? `${target} ±${QC_LIMITS.loudnessRejectLu} LU` : `${target} ±${QC_LIMITS.loudnessWarnLu} LU`;
  if (base === 'PUB_TV_WEB' && !(deviation <= QC_LIMITS.loudnessRejectLu)) {
    items.push(item('loudness', 'rejected', 'loudness_rejected', shown, expected, 'low_integrated_loudness', values));
  } else if (!(deviation <= QC_LIMITS.loudnessWarnLu)) {
    items.push(item('loudness', 'warning', 'loudness_warning', shown, expected, 'warning', values));
  } else {
    items.push(item('loudness', 'passed', 'loudness', shown, expected, null, values));
  }
  const peakLimit = base === 'PUB_TV_WEB' ? QC_LIMITS.truePeakTv : QC_LIMITS.truePeakWebRadio;
  const truePeak = Math.max(...groups.map((g) => g.truePeak));
  items.push(
    truePeak > peakLimit
      ? item('true_peak', 'warning', 'true_peak_warning', fmtDb(truePeak), peakLimit, 'warning')
      : item('true_peak', 'passed', 'true_peak_ok', fmtDb(truePeak), peakLimit),
  );
  // Reported, never judged: a spot's range is the mixer's choice; the outputs' ranges are set beside it.
  items.push(
    item('loudness_range', 'passed', 'loudness_range', groups.map((g) => `${fmtDb(g.lra)} LU`).join(' / '), null),
  );
  return { integrated: reported.integrated, truePeak };
}

/** An SCC's program starts at 10:00:00;00; its first caption may come up to 2 s (60 frames) before, pop-on captions pre-loading. */
export const SCC_PROGRAM_START = '10:00:00;00';
export const SCC_PRELOAD_FRAMES = 60;

function captionItems(m: QcMeasurements, spec: MasterSpec, items: QcItem[]): void {
  const c = m.captions;
  if (!c) {
    items.push(item('captions', 'rejected', 'missing_captions', null, '.scc or .srt', 'waiting_captions'));
    return;
  }
  if (c.error) {
    items.push(item('captions', 'rejected', 'invalid_captions', c.error, '.scc or .srt', 'qc_failed'));
    return;
  }
  items.push(
    item('captions', 'passed', 'captions_ok', `${c.format.toUpperCase()}, ${c.cues} captions`, '.scc or .srt'),
  );
  const programFrames = timecodeFrames(spec.durationSeconds);
  if (c.format === 'scc' && c.firstFrame !== undefined) {
    // First caption between 2 s before the 10h program start (pop-on pre-loading) and the program end.
    const start = tcToFrames(SCC_PROGRAM_START);
    const expected = `${framesToTc(start - SCC_PRELOAD_FRAMES)} - ${framesToTc(start + programFrames - 1)}`;
    if (c.firstFrame < start - SCC_PRELOAD_FRAMES || c.firstFrame >= start + programFrames) {
      items.push(
        item('scc_first_timestamp', 'rejected', 'invalid_first_scc_timestamp', c.first ?? null, expected, 'qc_failed'),
      );
    } else {
      items.push(item('scc_first_timestamp', 'passed', 'first_scc_timestamp_ok', c.first ?? null, expected));
    }
  } else if (c.firstSeconds !== undefined) {
    const ok = c.firstSeconds >= 0 && c.firstSeconds < spec.durationSeconds;
    items.push(
      ok
        ? item(
            'scc_first_timestamp',
            'passed',
            'first_scc_timestamp_ok',
            c.first ?? null,
            `00:00:00,000 - ${spec.durationSeconds} s`,
          )
        : item(
            'scc_first_timestamp',
            'rejected',
            'invalid_first_scc_timestamp',
            c.first ?? null,
            `00:00:00,000 - ${spec.durationSeconds} s`,
            'qc_failed',
          ),
    );
  }
  const rate = m.video?.video[0]?.frameRate;
  items.push(
    ...captionContentItems(c, {
      seconds: pictureSeconds(m) ?? spec.durationSeconds,
      framesPerSecond: rate ? toNumber(rate) : undefined,
      musicOnly: spec.musicOnly,
    }),
  );
}

/** How long the picture runs, from its frames and rate, when both were measured. */
function pictureSeconds(m: QcMeasurements): number | undefined {
  const rate = m.video?.video[0]?.frameRate;
  return rate && m.videoFrames !== undefined ? (m.videoFrames * rate.den) / rate.num : undefined;
}

/** A radio spot's length against its slate (QC_LIMITS.radioDurationToleranceSeconds says why these bounds). */
export function radioDurationItem(spec: Pick<MasterSpec, 'durationSeconds'>, audioSeconds: number): QcItem {
  const n = spec.durationSeconds;
  const tolerance = QC_LIMITS.radioDurationToleranceSeconds;
  const measured = fmtSeconds(audioSeconds);
  const expected = `${n - tolerance}-${n + tolerance} s`;
  const values = { master_duration: n, tolerance };
  if (audioSeconds < n - tolerance)
    return item('duration', 'rejected', 'radio_duration_short', measured, expected, 'invalid_duration', values);
  if (audioSeconds > n + QC_LIMITS.radioOverSlateWarnSeconds)
    return item('duration', 'rejected', 'radio_duration_long', measured, expected, 'invalid_duration', {
      ...values,
      tolerance: QC_LIMITS.radioOverSlateWarnSeconds,
    });
  if (audioSeconds > n + tolerance)
    return item('duration', 'warning', 'radio_duration_over_slate', measured, expected, 'warning', values);
  return item('duration', 'passed', 'duration_ok', measured, expected, null, values);
}

/** Whether the sources' audio makes the master's layout (audio-map.ts decides which rule it breaks). */
export function audioLayoutItem(audioMap: AudioMapResult): QcItem {
  if (audioMap.ok) {
    const layout = audioMap.map.layout === '8trks' ? '8 tracks (5.1 + stereo)' : 'stereo';
    return item('audio_layout', 'passed', 'audio_layout_ok', layout, layout);
  }
  const measured = `${audioMap.channels} channels in ${audioMap.streams} streams`;
  const expected = {
    no_audio: 'audio',
    tv_needs_8_tracks: '8 mono tracks',
    web_needs_2_tracks: '2 mono or 1 stereo',
    radio_not_stereo: '2 channels',
    radio_not_single_stream: '1 stream',
  }[audioMap.problem];
  return item('audio_layout', 'rejected', audioMap.problem, measured, expected, 'format_refused');
}

/** The audio streams an audio map reads, each once, in first-use order (none when it failed). */
export function usedAudioStreams(audioMap: AudioMapResult, probes: ReadonlyMap<string, ProbeResult>): AudioStream[] {
  if (!audioMap.ok) return [];
  return [...new Set(audioMap.map.tracks.map((t) => `${t.file}\u0000${t.stream}`))]
    .map((key) => {
      const [file, stream] = key.split('\u0000') as [string, string];
      return probes.get(file)?.audio[Number(stream)];
    })
    .filter((s): s is AudioStream => s !== undefined);
}

/** The file types an upload-tab slot takes, as the contract lists them (radio: the radio mix's). */
const acceptedTypes = (base: BaseMasterType, name: string): string =>
  (base === 'PUB_RADIO' ? ASSET_EXTENSIONS.radio : (ASSET_EXTENSIONS[name as UploadAsset] ?? []))
    .map((extension) => extension.toUpperCase())
    .join(', ');

/** A source no tool could read as audio or video; `shownAs` names it in the message (the upload-tab name by default). */
export const notMediaItem = (base: BaseMasterType, asset: string, shownAs = asset): QcItem =>
  item('container', 'rejected', 'not_media', null, acceptedTypes(base, asset), 'format_refused', { file: shownAs });

/** All QC items of a master, from its measurements. */
export function evaluateQc(spec: MasterSpec, m: QcMeasurements): { items: QcItem[]; summary: QcResult['summary'] } {
  const base = baseMasterType(spec.masterType);
  const items: QcItem[] = [];
  for (const file of m.missing)
    items.push(item('sources', 'rejected', 'source_missing', file, 'present', 'source_missing', { file }));
  if (m.missing.length === 0) items.push(item('sources', 'passed', 'source_ok', 'present', 'present'));
  for (const file of m.notMedia ?? []) items.push(notMediaItem(base, file));
  // The tool's words (and the server's paths) stay in the log: the user reads the catalogue's message.
  items.push(...m.errors.map(() => item('measurement', 'rejected', 'qc_error', null, null, 'error')));

  const main = base === 'PUB_RADIO' ? (m.audioFile ?? m.video) : m.video;
  if (main) items.push(containerItem(base, main.container));
  const v = m.video?.video[0];
  if (base !== 'PUB_RADIO' && v) videoItems(base, spec, v, m.videoFrames, items);

  if (m.audioMap) items.push(audioLayoutItem(m.audioMap));

  const usedStreams = m.audioMap ? usedAudioStreams(m.audioMap, m.audioProbes) : [];
  audioFormatItems(base, usedStreams, items);

  // Audio vs picture, and the radio spot's own length, from decoded sample counts (exact).
  const tracks = m.audio?.tracks ?? [];
  const firstStream = usedStreams[0];
  const audioSeconds =
    tracks.length > 0 && firstStream && firstStream.sampleRate > 0
      ? Math.min(...tracks.map((t) => t.samples)) / firstStream.sampleRate
      : undefined;
  if (audioSeconds !== undefined && base !== 'PUB_RADIO' && v?.frameRate && m.videoFrames !== undefined) {
    const videoSeconds = (m.videoFrames * v.frameRate.den) / v.frameRate.num;
    items.push(
      Math.abs(audioSeconds - videoSeconds) <= QC_LIMITS.avSyncToleranceSeconds + 1e-6
        ? item('audio_duration', 'passed', 'audio_duration_ok', fmtSeconds(audioSeconds), fmtSeconds(videoSeconds))
        : item(
            'audio_duration',
            'rejected',
            'invalid_audio_duration',
            fmtSeconds(audioSeconds),
            fmtSeconds(videoSeconds),
            'invalid_duration',
          ),
    );
  }
  if (audioSeconds !== undefined && base === 'PUB_RADIO') items.push(radioDurationItem(spec, audioSeconds));

  const silentTracks = silenceItems(base, m, items);
  const loud = loudnessItems(base, m, items);

  if (m.videoLevels) items.push(videoLevelsItem(base, m.videoLevels));

  if (base === 'PUB_TV_WEB') captionItems(m, spec, items);

  return {
    items,
    summary: {
      integratedLkfs: loud.integrated,
      truePeakDbtp: loud.truePeak,
      silentTracks,
      frames: m.videoFrames,
      durationSeconds:
        base === 'PUB_RADIO'
          ? audioSeconds
          : v?.frameRate && m.videoFrames !== undefined
            ? (m.videoFrames * v.frameRate.den) / v.frameRate.num
            : undefined,
    },
  };
}

/**
 * The master's result is its worst item (OUTPUTS.md "How QC results reach the user"). A loudness
 * rejection alone gets its own status because the user can fix it (`fix-loudness`); missing captions
 * alone mean the master waits for them. Caption advice (`CAPTION_ADVICE_CHECKS`) is shown, not counted.
 */
export function overallResult(all: readonly QcItem[]): QcOverallResult {
  const items = all.filter((i) => !isCaptionAdvice(i.check));
  const rejected = items.filter((i) => i.status === 'rejected');
  if (rejected.some((i) => i.code !== 'low_integrated_loudness' && i.code !== 'waiting_captions')) return 'REJECTED';
  if (rejected.some((i) => i.code === 'low_integrated_loudness')) return 'SOURCE_INTEGRATED_LOUDNESS_REJECTED';
  if (rejected.some((i) => i.code === 'waiting_captions')) return 'WAITING_CAPTIONS';
  if (items.some((i) => i.status === 'warning')) return 'warning';
  return 'PASSED';
}

/** The seed's problem codes present in a set of items, rejection codes first. */
export function problemCodes(all: readonly QcItem[], result: QcOverallResult): QcProblemCode[] {
  const items = all.filter((i) => !isCaptionAdvice(i.check));
  const codes = new Set<QcProblemCode>();
  if (result === 'REJECTED') codes.add('qc_failed');
  for (const i of items) if (i.status === 'rejected' && i.code) codes.add(i.code);
  if (items.some((i) => i.status === 'warning')) codes.add('warning');
  return [...codes];
}

/** Builds the full result from measurements. */
export function qcResultFrom(spec: MasterSpec, m: QcMeasurements): QcResult {
  const { items, summary } = evaluateQc(spec, m);
  const result = overallResult(items);
  const base = baseMasterType(spec.masterType);
  const message =
    result === 'REJECTED'
      ? qcMessage(
          items.some((i) => i.code === 'error') ? 'qc_error' : base === 'PUB_RADIO' ? 'rejected_radio' : 'rejected_tv',
        )
      : result === 'SOURCE_INTEGRATED_LOUDNESS_REJECTED'
        ? items.find((i) => i.check === 'loudness')!.message
        : result === 'WAITING_CAPTIONS'
          ? qcMessage('missing_captions')
          : qcMessage('loudness', {
              master_loudness: summary.integratedLkfs === undefined ? '-' : fmtDb(summary.integratedLkfs),
              target: LOUDNESS_TARGETS[base],
            });
  return {
    result,
    problemCodes: problemCodes(items, result),
    items,
    message,
    summary,
    ...(m.errors.length ? { diagnostics: m.errors } : {}),
  };
}
