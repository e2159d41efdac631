import { describe, expect, it } from 'vitest';
import type { AudioMap } from '../audio-map.ts';
import { MASTER_TYPES } from '@masterport/contract';
import { parseProbeJson } from '../probe.ts';
import { fixtureSpec } from '../test-fixtures.ts';
import { buildFfmpegArgs, buildMultiOutputArgs, renditionSize, type RenderContext } from './ffmpeg-args.ts';
import { LAYOUTS, planLayout } from './layouts.ts';
import { loudnessPlanKey } from './loudness.ts';
import { outputKeysFor } from './output-keys.ts';
import {
  encodedAlike,
  OUTPUT_KEYS,
  OUTPUT_PROFILES,
  outputFileName,
  outputProfile,
  type MediaProfile,
} from './profiles.ts';

const SEED_KEYS = [
  'MXF1080_00H',
  'MXF1080_V2',
  'MXF1080_SLATED',
  'MXF1080_CUSTOM1',
  'MXF1080_CUSTOM3',
  'MXF1080_CUSTOM5',
  'MXF1080_CUSTOM6',
  'MXF1080_DF_DURATION',
  'PRORES1080_CUSTOM7',
  'MP41080',
  'MP41080_SLATE',
  'MP4540',
  'MP4540_SLATE',
  'MP4720',
  'MP4720_SLATE',
  'MP41080_LOUD',
  'MP41080_LOUD_SUB',
  'MP4720_LOUD',
  'MP4720_LO_LOUD',
  'MP4360_LOUD',
  'MP4_CUSTOM1',
  'MP41080_DTV',
  'WEBM1080',
  'TVC_HD',
  'TVC_SD',
  'SOURCE',
  'MCC_CC',
  'SCC_CC',
  'SCC_OFFSET_CC',
  'SRT_CC',
  'SRT_CAPTIONS_CC',
  'WEBVTT_CC',
  'RADIO_MP3_320',
  'RADIO_MP3_320_14',
  'RADIO_MP3_320_16',
  'RADIO_MP3_320_24',
];

const media = (key: string) => OUTPUT_PROFILES[key] as MediaProfile;

describe('output profiles', () => {
  it('has exactly one profile per seed output key', () => {
    expect([...OUTPUT_KEYS].sort()).toEqual([...SEED_KEYS].sort());
    expect(outputProfile('SLATE_XML_MXF1080_SLATED')).toMatchObject({ kind: 'xml', category: 'MXF_BROADCAST' });
    expect(() => outputProfile('SLATE_XML_SRT_CC')).toThrow(/unknown output key/);
  });

  it('names files <UNIQUEID>_<KEY>.<ext>', () => {
    expect(outputFileName('acme1234000h', 'MXF1080_SLATED')).toBe('ACME1234000H_MXF1080_SLATED.mxf');
    expect(outputFileName('ACME1234000H', 'SOURCE', '.mov')).toBe('ACME1234000H_SOURCE.mov');
  });

  it('sizes web renditions by the short side at the master ratio', () => {
    expect(renditionSize(media('MP4720').video!, '16:9')).toEqual({ width: 1280, height: 720 });
    expect(renditionSize(media('MP41080_LOUD').video!, '9:16')).toEqual({ width: 1080, height: 1920 });
    expect(renditionSize(media('MP4540').video!, '4:5')).toEqual({ width: 540, height: 676 });
    expect(renditionSize(media('TVC_SD').video!, '16:9')).toEqual({ width: 720, height: 480 });
  });
});

describe('outputKeysFor (decision 12)', () => {
  it('gives TV masters every MXF, ProRes, MP4, WebM, TVC, caption and XML key, but no radio', () => {
    const keys = outputKeysFor('PUB_TV_WEB', { hasCaptions: true });
    for (const key of [
      'SOURCE',
      'MXF1080_DF_DURATION',
      'PRORES1080_CUSTOM7',
      'MP41080_LOUD_SUB',
      'WEBM1080',
      'TVC_SD',
      'MCC_CC',
      'SLATE_XML_MXF1080_CUSTOM5',
    ])
      expect(keys).toContain(key);
    expect(keys.some((k) => k.startsWith('RADIO'))).toBe(false);
    expect(keys).toContain('MP41080_DTV');
    expect(outputKeysFor('PUB_TV_WEB', { hasCaptions: false })).not.toContain('MP41080_DTV');
  });

  it('gives web masters the MP4, LOUD and WebM keys, captions only when they exist', () => {
    expect(outputKeysFor('PUB_WEB')).toEqual([
      'SOURCE',
      'MP41080',
      'MP4720',
      'MP4540',
      'MP41080_LOUD',
      'MP4720_LOUD',
      'MP4720_LO_LOUD',
      'MP4360_LOUD',
      'WEBM1080',
    ]);
    expect(outputKeysFor('PUB_WEB_FULL', { hasCaptions: true })).toContain('WEBVTT_CC');
  });

  it('gives radio masters the four MP3s, and variants the same keys as their base type', () => {
    expect(outputKeysFor('PUB_RADIO')).toEqual([
      'SOURCE',
      'RADIO_MP3_320',
      'RADIO_MP3_320_14',
      'RADIO_MP3_320_16',
      'RADIO_MP3_320_24',
    ]);
    for (const type of MASTER_TYPES) {
      const base = type.replace(/_(Ad|FULL)$/, '') as typeof type;
      expect(outputKeysFor(type, { hasCaptions: true })).toEqual(outputKeysFor(base, { hasCaptions: true }));
    }
  });
});

describe('layouts (decision 1) for a :30', () => {
  const plan = (key: string) => planLayout(LAYOUTS[media(key).layout!], 30);

  it.each([
    ['MXF1080_00H', '00:00:00;00', 0, 900, 900],
    ['MXF1080_V2', '10:00:00;00', 0, 900, 900],
    ['MXF1080_SLATED', '09:59:57;00', 90, 900, 1020],
    ['MXF1080_CUSTOM1', '00:59:53;00', 210, 900, 1110],
    ['MXF1080_CUSTOM3', '00:59:52;00', 240, 900, 1170],
    ['MXF1080_CUSTOM5', '00:59:53;00', 210, 900, 1170],
    ['MXF1080_CUSTOM6', '00:59:59;20', 10, 900, 920],
    ['MXF1080_DF_DURATION', '10:00:00;00', 0, 899, 899],
  ])('%s starts at %s with the program at frame %i (%i frames of %i)', (key, start, offset, program, total) => {
    const p = plan(key);
    expect(p.fileStart).toBe(start);
    expect(p.programOffset).toBe(offset);
    expect(p.programFrames).toBe(program);
    expect(p.totalFrames).toBe(total);
  });

  it('puts the 2-pop of CUSTOM5 two seconds before the program', () => {
    const p = plan('MXF1080_CUSTOM5');
    expect(p.pop2Frame).toBe(150);
    expect(p.programOffset - p.pop2Frame!).toBe(60);
    expect(p.segments.map((s) => `${s.kind}@${s.startTc}`)).toEqual([
      'slate@00:59:53;00',
      'black@00:59:58;00',
      'program@01:00:00;00',
      'black@01:00:30;00',
    ]);
  });
});

function context(overrides: Partial<RenderContext> = {}, stream: Record<string, unknown> = {}): RenderContext {
  const probed = parseProbeJson({
    format: { format_name: 'mov' },
    streams: [
      {
        codec_type: 'video',
        codec_name: 'prores',
        width: 1920,
        height: 1080,
        r_frame_rate: '30000/1001',
        field_order: 'progressive',
        ...stream,
      },
    ],
  });
  const audio: AudioMap = {
    layout: '8trks',
    tracks: Array.from({ length: 8 }, (_, i) => ({ file: 'src.mov', stream: i, channel: 0 })),
  };
  return {
    spec: fixtureSpec({ durationSeconds: 30 }),
    video: { path: 'src.mov', stream: probed.video[0]! },
    audio,
    loudness: {
      surround: { integrated: -26, truePeak: -10, lra: 0, threshold: -36 },
      stereo: { integrated: -24, truePeak: -1, lra: 0, threshold: -34 },
    },
    slateTextFiles: { RC_10H: 'slate.txt', XR_5S2S: 'slate.txt', SEED_SLATE_2POP: 'slate.txt' },
    fontFile: 'font.ttf',
    ...overrides,
  };
}

const value = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildFfmpegArgs', () => {
  it('makes XDCAM HD422 with the layout timecode, 8 mono tracks and per-group TV gains', () => {
    const args = buildFfmpegArgs(media('MXF1080_CUSTOM6'), context(), 'out.mxf');
    expect(value(args, '-c:v')).toBe('mpeg2video');
    expect(value(args, '-timecode')).toBe('00:59:59;20');
    expect(value(args, '-f')).toBe('mxf');
    expect(args.filter((a) => a === '-map')).toHaveLength(9);
    const graph = value(args, '-filter_complex')!;
    expect(graph).toContain('trim=end_frame=900');
    expect(graph).toContain('volume=2.00dB'); // 5.1 at -26 -> -24
    // Stereo at -24 with a -1 dBTP peak needs no gain but a limiter under -2 dBTP.
    expect(graph).toContain('alimiter=limit=0.7499');
    expect(graph).toContain('setfield=tff');
    expect(graph).toContain('atrim=end_sample=16016'); // 10 frames of black at 48 kHz
  });

  it('puts a stereo master on tracks 1-2 and 7-8 with digital silence on 3-6', () => {
    const audio: AudioMap = {
      layout: 'stereo',
      tracks: [
        { file: 'src.mov', stream: 0, channel: 0 },
        { file: 'src.mov', stream: 0, channel: 1 },
      ],
    };
    const graph = value(buildFfmpegArgs(media('MXF1080_V2'), context({ audio }), 'out.mxf'), '-filter_complex')!;
    expect(graph.match(/aevalsrc=exprs=0:s=48000:c=mono/g)).toHaveLength(4);
    expect(graph).toContain('[0:a:0]asplit=2');
    expect(graph).toContain('pan=mono|c0=c1,asplit=2');
  });

  it.each([
    // source rate, field order -> the interlaced TV picture, the progressive TV picture
    ['24000/1001', 'progressive', ['telecine=first_field=top:pattern=23'], ['fps=30000/1001']],
    [
      '24/1',
      'progressive',
      ['settb=1/24000', 'setpts=(PTS-STARTPTS)*1001/1000', 'fps=24000/1001', 'telecine=first_field=top:pattern=23'],
      ['settb=1/24000', 'setpts=(PTS-STARTPTS)*1001/1000', 'fps=24000/1001', 'fps=30000/1001'],
    ],
    ['25/1', 'progressive', ['fps=60000/1001', 'tinterlace=mode=interleave_top'], ['fps=30000/1001']],
    [
      '25/1',
      'tt',
      ['bwdif=mode=send_field:parity=auto:deint=interlaced', 'fps=60000/1001', 'tinterlace=mode=interleave_top'],
      ['bwdif=mode=send_frame:parity=auto:deint=interlaced', 'fps=30000/1001'],
    ],
    ['30000/1001', 'tt', [], ['bwdif=mode=send_frame:parity=auto:deint=interlaced']],
    ['30000/1001', 'bb', ['fieldorder=tff'], ['bwdif=mode=send_frame:parity=auto:deint=interlaced']],
    ['30000/1001', 'progressive', [], []],
    ['60000/1001', 'progressive', ['fps=60000/1001', 'tinterlace=mode=interleave_top'], ['fps=30000/1001']],
  ])('conforms a %s %s source to 29.97 for TV', (rate, fieldOrder, interlaced, progressive) => {
    const stream = { r_frame_rate: rate, avg_frame_rate: rate, field_order: fieldOrder };
    const picture = (key: string) => {
      const graph = value(buildFfmpegArgs(media(key), context({}, stream), 'o'), '-filter_complex')!;
      const chain = graph.slice(graph.indexOf('[0:v:0]') + '[0:v:0]'.length);
      return chain
        .slice(0, chain.indexOf('scale='))
        .split(',')
        .filter((f) => f);
    };
    expect(picture('MXF1080_V2')).toEqual(interlaced);
    expect(picture('MP41080_DTV')).toEqual(progressive);
  });

  it('slows the sound of a 24 fps source by 0.1 % for TV outputs only, with its picture', () => {
    const stream = { r_frame_rate: '24/1', avg_frame_rate: '24/1' };
    const slowed = 'aresample=48048,asetrate=48000';
    const mxf = value(buildFfmpegArgs(media('MXF1080_V2'), context({}, stream), 'o.mxf'), '-filter_complex')!;
    expect(mxf.split(slowed)).toHaveLength(9); // each of the eight tracks
    expect(value(buildFfmpegArgs(media('TVC_HD'), context({}, stream), 'o.mp4'), '-filter_complex')).toContain(slowed);
    expect(value(buildFfmpegArgs(media('MP41080'), context({}, stream), 'o.mp4'), '-filter_complex')).not.toContain(
      slowed,
    );
    expect(value(buildFfmpegArgs(media('MXF1080_V2'), context(), 'o.mxf'), '-filter_complex')).not.toContain(slowed);
  });

  it.each([
    ['24000/1001', '00:00:00:00'],
    ['24/1', '00:00:00:00'],
    ['25/1', '00:00:00:00'],
    ['30/1', '00:00:00:00'],
    ['30000/1001', '00:00:00;00'],
    ['60000/1001', '00:00:00;00'],
  ])('keeps the source rate for web copies, labelled drop-frame only at 29.97 and 59.94 (%s: %s)', (rate, start) => {
    const args = buildFfmpegArgs(media('MP41080_LOUD'), context({}, { r_frame_rate: rate, avg_frame_rate: rate }), 'o');
    expect(value(args, '-filter_complex')).not.toContain('fps=');
    expect(value(args, '-timecode')).toBe(start);
    // TV outputs are 29.97 whatever the source: drop-frame.
    expect(value(buildFfmpegArgs(media('MP41080_DTV'), context({}, { r_frame_rate: rate }), 'o'), '-timecode')).toBe(
      '00:00:00;00',
    );
  });

  it('deinterlaces an interlaced source for web copies, keeping its rate', () => {
    const webArgs = buildFfmpegArgs(
      media('MP41080_LOUD'),
      context({}, { r_frame_rate: '25/1', field_order: 'tt' }),
      'o.mp4',
    );
    const web = value(webArgs, '-filter_complex')!;
    expect(web).not.toContain('fps=');
    expect(web).toContain('bwdif');
    expect(value(webArgs, '-timecode')).toBe('00:00:00:00'); // no drop-frame label at 25 fps
  });

  it('draws the slate from the text file with the packaged font, and adds the 2-pop', () => {
    const graph = value(buildFfmpegArgs(media('MXF1080_CUSTOM5'), context(), 'o.mxf'), '-filter_complex')!;
    expect(graph).toContain('drawtext=fontfile=font.ttf:textfile=slate.txt:expansion=none');
    expect(graph).toContain('between(n\\,240240\\,241841)');
  });

  it('normalises web versions by gain and limiter, or by the calibrated plan, and radio MP3s with ID3 tags', () => {
    const mp4 = value(buildFfmpegArgs(media('MP41080_LOUD'), context(), 'o.mp4'), '-filter_complex');
    // The pair at -24 LUFS / -1 dBTP: +10 dB, then the limiter 0.5 dB under the -1 dBTP ceiling.
    expect(mp4).toContain('volume=10.00dB,aresample=192000,alimiter=limit=0.8414');
    const calibrated = context({
      loudnessPlans: {
        [loudnessPlanKey(media('MP41080_LOUD').audio, 'stereo')]: { gainDb: 11.3, limit: true, limitDb: -1.62 },
      },
    });
    expect(value(buildFfmpegArgs(media('MP41080_LOUD'), calibrated, 'o.mp4'), '-filter_complex')).toContain(
      'volume=11.30dB,aresample=192000,alimiter=limit=0.8299',
    );
    const mp3 = buildFfmpegArgs(media('RADIO_MP3_320_24'), context(), 'o.mp3');
    expect(mp3).toEqual(
      expect.arrayContaining(['-vn', 'libmp3lame', '320k', '44100', "title=L'été: 100% croquant", 'artist=Acme Foods']),
    );
    expect(value(mp3, '-filter_complex')).not.toContain('volume='); // the source is already at -24
    expect(value(buildFfmpegArgs(media('RADIO_MP3_320_14'), context(), 'o.mp3'), '-filter_complex')).toContain(
      'volume=10.00dB',
    );
  });

  it('decodes once for several outputs', () => {
    const args = buildMultiOutputArgs(
      [
        { profile: media('MP41080'), outputPath: 'a.mp4' },
        { profile: media('MP4540'), outputPath: 'b.mp4' },
      ],
      context(),
    );
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(value(args, '-filter_complex')).toContain('[0:v:0]split=2');
    expect(args.slice(-1)).toEqual(['b.mp4']);
  });

  it('encodes MP41080_DTV without B-frames and with access-unit delimiters, ready for caption SEI', () => {
    const args = buildFfmpegArgs(media('MP41080_DTV'), context(), 'o.mp4');
    expect(value(args, '-bf')).toBe('0');
    expect(value(args, '-x264-params')).toBe('aud=1');
    expect(value(args, '-filter_complex')).toContain('trim=end_frame=900');
  });
});

describe('keys encoded alike', () => {
  it("pairs XR's accepted AVC file with TVC_HD and nothing else", () => {
    expect(encodedAlike('MP4_CUSTOM1')).toEqual(['TVC_HD']);
    expect(encodedAlike('TVC_HD')).toEqual(['MP4_CUSTOM1']);
    const paired = OUTPUT_KEYS.filter((key) => encodedAlike(key).length > 0);
    expect(paired).toEqual(['MP4_CUSTOM1', 'TVC_HD']);
  });
});

describe('loudness variants (issue 32, station specs)', () => {
  it("make their output's file at the target their key names, with its ceiling, layout and companions", () => {
    const variant = outputProfile('MXF1080_SLATED_L23') as MediaProfile;
    const base = OUTPUT_PROFILES.MXF1080_SLATED as MediaProfile;
    expect(variant).toEqual({
      ...base,
      key: 'MXF1080_SLATED_L23',
      audio: { ...base.audio, loudness: { integrated: -23, truePeak: -2, method: 'gain' } },
    });
    expect((outputProfile('RADIO_MP3_320_L16') as MediaProfile).audio.loudness).toEqual({
      integrated: -16,
      truePeak: -1,
      method: 'gain',
    });
    expect(outputProfile('SLATE_XML_MXF1080_SLATED_L23').kind).toBe('xml');
    expect(outputFileName('ABCD1234000H', 'MXF1080_SLATED_L23')).toBe('ABCD1234000H_MXF1080_SLATED_L23.mxf');
    // Never made by a master's own run, and no other key is read as one.
    expect(outputKeysFor('PUB_TV_WEB', { hasCaptions: true }).some((key) => /_L\d\d$/.test(key))).toBe(false);
    expect(() => outputProfile('MXF1080_NOPE_L23')).toThrow(RangeError);
    expect(() => outputProfile('MXF1080_SLATED_L2')).toThrow(RangeError);
  });
});
