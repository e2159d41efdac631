import { describe, expect, it } from 'vitest';
import type { AudioMap } from '../audio-map.ts';
import type { MasterSpec } from '../master.ts';
import { parseProbeJson, type ProbeResult } from '../probe.ts';
import { fixtureSpec } from '../test-fixtures.ts';
import type { AudioMeasurements, LoudnessSummary } from './measure-audio.ts';
import { inspectCaptions } from '../captions/convert.ts';
import { containerLabel, evaluateQc, overallResult, qcResultFrom } from './rules.ts';
import type { QcMeasurements, QcResult } from './types.ts';

const VIDEO = 'master.mov';

function tvProbe(
  overrides: Record<string, unknown> = {},
  audio: Record<string, unknown>[] = Array.from({ length: 8 }, () => ({})),
): ProbeResult {
  return parseProbeJson({
    format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
    streams: [
      {
        codec_type: 'video',
        codec_name: 'prores',
        profile: 'HQ',
        width: 1920,
        height: 1080,
        sample_aspect_ratio: '1:1',
        r_frame_rate: '30000/1001',
        avg_frame_rate: '30000/1001',
        field_order: 'progressive',
        nb_frames: '900',
        ...overrides,
      },
      ...audio.map((a) => ({
        codec_type: 'audio',
        codec_name: 'pcm_s24le',
        channels: 1,
        sample_rate: '48000',
        bits_per_sample: 24,
        ...a,
      })),
    ],
  });
}

const loud = (integrated: number, truePeak = integrated + 3): LoudnessSummary => ({
  integrated,
  truePeak,
  lra: 0,
  threshold: integrated - 10,
});
const map8: AudioMap = {
  layout: '8trks',
  tracks: Array.from({ length: 8 }, (_, i) => ({ file: VIDEO, stream: i, channel: 0 })),
};

function tvMeasurements(
  o: {
    probe?: ProbeResult;
    frames?: number;
    surround?: number;
    stereo?: number;
    silent?: number[];
    samples?: number;
    captions?: QcMeasurements['captions'] | null;
  } = {},
): QcMeasurements {
  const probe = o.probe ?? tvProbe();
  const samples = o.samples ?? 1_441_440; // 900 frames at 48 kHz
  const audio: AudioMeasurements = {
    tracks: map8.tracks.map((_, i) => ({
      track: i + 1,
      peakDb: o.silent?.includes(i + 1) ? -Infinity : -20,
      rmsDb: o.silent?.includes(i + 1) ? -Infinity : -23,
      samples,
    })),
    surround: loud(o.surround ?? -24),
    stereo: loud(o.stereo ?? -24),
  };
  return {
    missing: [],
    video: probe,
    audioProbes: new Map([[VIDEO, probe]]),
    videoFrames: o.frames ?? 900,
    audioMap: { ok: true, map: map8 },
    audio,
    errors: [],
    captions:
      o.captions === null
        ? undefined
        : (o.captions ?? { format: 'scc', first: '09:59:59;10', firstFrame: 1_078_920 - 20, dropFrame: true, cues: 3 }),
  };
}

const spec30: MasterSpec = fixtureSpec({ durationSeconds: 30 });
const run = (m: QcMeasurements, spec = spec30): QcResult => qcResultFrom(spec, m);
const status = (r: QcResult, check: string) => r.items.find((i) => i.check === check)?.status;

describe('TV rules', () => {
  it('passes a compliant :30 of 899 or 900 frames', () => {
    expect(run(tvMeasurements()).result).toBe('PASSED');
    expect(run(tvMeasurements({ frames: 899, samples: 1_439_838 })).result).toBe('PASSED');
  });

  it('rejects 898 and 901 frames as invalid_duration', () => {
    for (const frames of [898, 901]) {
      const r = run(tvMeasurements({ frames, samples: Math.round(frames * 1601.6) }));
      expect(r.result).toBe('REJECTED');
      expect(r.problemCodes).toEqual(['qc_failed', 'invalid_duration']);
    }
  });

  it('warns outside -24 ±1 LU and rejects outside ±2 LU with its own status', () => {
    expect(status(run(tvMeasurements({ surround: -24.9 })), 'loudness')).toBe('passed');
    const warn = run(tvMeasurements({ stereo: -25.5 }));
    expect(warn.result).toBe('warning');
    expect(warn.problemCodes).toEqual(['warning']);
    const rejected = run(tvMeasurements({ surround: -21.5 }));
    expect(rejected.result).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');
    expect(rejected.problemCodes).toEqual(['low_integrated_loudness']);
    expect(rejected.message.en).toContain('-21.5 / -24.0 LKFS');
  });

  it('reports the loudness range of both groups without judging it', () => {
    // Prepare
    const m = tvMeasurements();
    const audio = { ...m.audio!, surround: { ...loud(-24), lra: 12.34 }, stereo: { ...loud(-24), lra: 9.4 } };
    // Act
    const item = run({ ...m, audio }).items.find((i) => i.check === 'loudness_range')!;
    // Assess
    expect(item).toMatchObject({ status: 'passed', measured: '12.3 LU / 9.4 LU', code: null });
    expect(item.message.fr).toContain('Plage de sonie (LRA, EBU R128) 12,3 LU / 9,4 LU');
  });

  it('rejects a silent main or stereo track, warns for an empty LFE', () => {
    expect(run(tvMeasurements({ silent: [7] })).problemCodes).toEqual(['qc_failed', 'silent_tracks']);
    const lfe = run(tvMeasurements({ silent: [4] }));
    expect(lfe.result).toBe('warning');
    expect(lfe.items.find((i) => i.check === 'silent_tracks')?.message.en).toBe(
      'Silent tracks: 4 (LFE) (allowed for centre, LFE and surround, but check the mix).',
    );
  });

  it('accepts 23.976, 24, 25, 29.97 and 59.94; warns for 30; rejects 12.5, 50, 60 and variable rate', () => {
    for (const [rate, frames] of [
      ['24/1', 48],
      ['60000/1001', 120],
    ] as const) {
      const result = run(
        tvMeasurements({ probe: tvProbe({ r_frame_rate: rate, avg_frame_rate: rate }), frames }),
        fixtureSpec({ durationSeconds: 2 }),
      );
      expect(status(result, 'frame_rate'), rate).toBe('passed');
    }
    // A rate the TV conversion has no decision for is refused before anything is encoded, in both languages.
    const refused = run(tvMeasurements({ probe: tvProbe({ r_frame_rate: '50/1', avg_frame_rate: '50/1' }) }));
    const item = refused.items.find((i) => i.check === 'frame_rate')!;
    expect([item.status, item.code]).toEqual(['rejected', 'format_refused']);
    expect(item.message.en).toBe('Invalid frame rate: 50.000 fps. Accepted: 23.976 / 24 / 25 / 29.97 / 59.94.');
    expect(item.message.fr).toBe(
      'Fréquence d’images invalide : 50,000 i/s. Acceptées : 23,976 / 24 / 25 / 29,97 / 59,94.',
    );
    expect(
      status(run(tvMeasurements({ probe: tvProbe({ r_frame_rate: '60/1', avg_frame_rate: '60/1' }) })), 'frame_rate'),
    ).toBe('rejected');
    expect(
      status(
        run(tvMeasurements({ probe: tvProbe({ r_frame_rate: '25/1', avg_frame_rate: '25/1' }), frames: 750 })),
        'frame_rate',
      ),
    ).toBe('passed');
    expect(
      status(
        run(
          tvMeasurements({ probe: tvProbe({ r_frame_rate: '24000/1001', avg_frame_rate: '24000/1001' }), frames: 720 }),
        ),
        'frame_rate',
      ),
    ).toBe('passed');
    expect(
      status(
        run(tvMeasurements({ probe: tvProbe({ r_frame_rate: '30/1', avg_frame_rate: '30/1' }), frames: 900 })),
        'frame_rate',
      ),
    ).toBe('warning');
    expect(
      status(run(tvMeasurements({ probe: tvProbe({ r_frame_rate: '25/2', avg_frame_rate: '25/2' }) })), 'frame_rate'),
    ).toBe('rejected');
    expect(status(run(tvMeasurements({ probe: tvProbe({ avg_frame_rate: '29000/1001' }) })), 'frame_rate')).toBe(
      'rejected',
    );
  });

  it('rejects 4:3 and SD pictures, and warns on bottom-field-first', () => {
    const sd = run(tvMeasurements({ probe: tvProbe({ width: 720, height: 480, sample_aspect_ratio: '8:9' }) }));
    expect(status(sd, 'resolution')).toBe('rejected');
    expect(status(sd, 'ratio')).toBe('rejected');
    expect(sd.items.find((i) => i.check === 'resolution')?.code).toBe('format_refused');
    expect(status(run(tvMeasurements({ probe: tvProbe({ field_order: 'bb' }) })), 'field_order')).toBe('warning');
  });

  it('rejects a track count other than 8 with the seed message', () => {
    const m = {
      ...tvMeasurements(),
      audioMap: { ok: false as const, problem: 'tv_needs_8_tracks' as const, channels: 2, streams: 1 },
    };
    const r = run(m);
    expect(r.result).toBe('REJECTED');
    expect(r.items.find((i) => i.check === 'audio_layout')?.message.en).toBe(
      'The source lacks 8 mono audio tracks (found 2 channels in 1 streams).',
    );
  });

  it('rejects audio that does not last as long as the picture', () => {
    expect(status(run(tvMeasurements({ samples: 1_441_440 - 3000 })), 'audio_duration')).toBe('rejected');
    expect(status(run(tvMeasurements({ samples: 1_441_440 - 1000 })), 'audio_duration')).toBe('passed');
  });

  it('waits for captions, and rejects an SCC that starts at 01h', () => {
    expect(run(tvMeasurements({ captions: null })).result).toBe('WAITING_CAPTIONS');
    const early = run(
      tvMeasurements({
        captions: { format: 'scc', first: '01:00:00;00', firstFrame: 107_892, dropFrame: true, cues: 1 },
      }),
    );
    expect(early.result).toBe('REJECTED');
    expect(early.items.find((i) => i.check === 'scc_first_timestamp')?.message.fr).toContain(
      'Premier horodatage SCC invalide 01:00:00;00',
    );
    const ndf = run(
      tvMeasurements({
        captions: { format: 'scc', first: '10:00:00:00', firstFrame: 1_078_920, dropFrame: false, cues: 1 },
      }),
    );
    expect(ndf.result).toBe('warning');
  });
});

describe('caption content in quality control', () => {
  it('warns of captions that break the content rules and still accepts the master', () => {
    // Prepare: a :30 whose SRT reads too fast, flickers, runs past the picture and leaves a cue empty.
    const srt = [
      '1\n00:00:01,000 --> 00:00:03,000\nEverything in the store is half\nprice this weekend, come early!\n',
      '2\n00:00:03,033 --> 00:00:06,000\nAcme. Since 1954.\n',
      '3\n00:00:10,000 --> 00:00:11,000\n\n',
      '4\n00:00:28,000 --> 00:00:31,500\nSee you there.\n',
    ].join('\n');
    const captions = inspectCaptions('spot.srt', srt);

    // Act
    const result = run(tvMeasurements({ captions }));

    // Assess
    const warned = result.items.filter((item) => item.status === 'warning');
    expect(warned.map((item) => item.check)).toEqual([
      'caption_empty',
      'caption_reading_speed',
      'caption_gaps',
      'caption_after_picture',
    ]);
    expect(warned.every((item) => item.code === 'warning')).toBe(true);
    expect(result.result).toBe('PASSED');
    expect(result.problemCodes).toEqual([]);
    expect(warned[3]!.message.en).toBe(
      'Caption 3 at 00:00:27;29 ends at 00:00:31;14, after the picture ends at 00:00:30;00.',
    );
  });

  it('takes the slate’s word on a music-only spot: sung captions without a note warn, a spot with speech is not asked for one', () => {
    // Prepare: a jingle whose captions are its sung words, without a music note.
    const captions = inspectCaptions('jingle.srt', '1\n00:00:01,000 --> 00:00:04,000\nAcme, Acme, all day long\n');
    const musicItem = (musicOnly: boolean | undefined) =>
      run(tvMeasurements({ captions }), fixtureSpec({ durationSeconds: 30, musicOnly })).items.find(
        (item) => item.check === 'caption_music',
      )!;

    // Act
    const [musicOnly, speech, notSaid] = [musicItem(true), musicItem(false), musicItem(undefined)];

    // Assess
    expect(musicOnly).toMatchObject({ status: 'warning', messageKey: 'caption_music_only_slate_without_note' });
    expect(musicOnly.message.en).toBe(
      'The slate says the spot is music only and its captions hold no music note: caption the music with ♪ and a description of it.',
    );
    expect(speech).toMatchObject({ status: 'passed', messageKey: 'caption_music_skipped_not_music_only' });
    // Not said (a master saved before the slate had the field): its captions speak, so it is not taken as music only.
    expect(notSaid).toMatchObject({ status: 'passed', messageKey: 'caption_music_skipped_captions_speak' });
  });
});

describe('web and radio rules', () => {
  const stereoMap: AudioMap = {
    layout: 'stereo',
    tracks: [
      { file: 'a', stream: 0, channel: 0 },
      { file: 'a', stream: 0, channel: 1 },
    ],
  };
  const radioProbe = (stream: Record<string, unknown>) =>
    parseProbeJson({
      format: { format_name: 'mp3' },
      streams: [
        { codec_type: 'audio', codec_name: 'mp3', channels: 2, sample_rate: '44100', bit_rate: '320000', ...stream },
      ],
    });
  const radio = (stream: Record<string, unknown> = {}, seconds = 30, integrated = -14): QcMeasurements => {
    const probe = radioProbe(stream);
    return {
      missing: [],
      audioFile: probe,
      audioProbes: new Map([['a', probe]]),
      audioMap: { ok: true, map: stereoMap },
      errors: [],
      audio: {
        tracks: [1, 2].map((track) => ({ track, peakDb: -10, rmsDb: -17, samples: seconds * 44100 })),
        stereo: loud(integrated),
      },
    };
  };
  const radioSpec = fixtureSpec({ masterType: 'PUB_RADIO_FULL', durationSeconds: 30, audioType: '2trks' });

  it('never rejects web or radio loudness, only warns', () => {
    const r = run(radio({}, 30, -20), radioSpec);
    expect(r.result).toBe('warning');
    expect(status(r, 'loudness')).toBe('warning');
  });

  it('rejects a low MP3 bit rate and a low sample rate', () => {
    expect(status(run(radio({ bit_rate: '128000' }), radioSpec), 'bit_rate')).toBe('rejected');
    expect(status(run(radio({ sample_rate: '32000' }), radioSpec), 'sample_rate')).toBe('rejected');
  });

  it('warns when the spot runs over its slate', () => {
    const r = run(radio({}, 31), radioSpec);
    expect(r.result).toBe('warning');
    expect(r.items.find((i) => i.check === 'duration')?.messageKey).toBe('radio_duration_over_slate');
  });

  it('passes a radio spot within half a second of its slate, and refuses one shorter or far longer', () => {
    // Prepare: a 30 s slate; spots of 29.5, 30.5, 29.4, 5 and 31.2 s.
    const durationOf = (seconds: number) => run(radio({}, seconds), radioSpec);

    // Act
    const [shortest, longest, short, fiveSeconds, long] = [29.5, 30.5, 29.4, 5, 31.2].map(durationOf) as [
      QcResult,
      QcResult,
      QcResult,
      QcResult,
      QcResult,
    ];

    // Assess
    expect(status(shortest, 'duration')).toBe('passed');
    expect(status(longest, 'duration')).toBe('passed');
    expect(longest.result).toBe('PASSED');
    for (const refused of [short, fiveSeconds]) {
      expect(refused.result).toBe('REJECTED');
      expect(refused.problemCodes).toEqual(expect.arrayContaining(['qc_failed', 'invalid_duration']));
      expect(refused.items.find((i) => i.check === 'duration')?.messageKey).toBe('radio_duration_short');
    }
    expect(fiveSeconds.items.find((i) => i.check === 'duration')?.message).toEqual({
      en: 'The radio spot lasts 5.000 s, shorter than the 30 seconds on its slate (at most 0.5 s less).',
      fr: 'Le message radio dure 5,000 s, moins que les 30 secondes de son ardoise (au plus 0,5 s de moins).',
    });
    expect(fiveSeconds.message.fr).toBe(
      'Ce master a été refusé : il ne respecte pas les spécifications de diffusion radio.',
    );
    expect(long.result).toBe('REJECTED');
    expect(long.items.find((i) => i.check === 'duration')?.messageKey).toBe('radio_duration_long');
  });

  it('checks a web master to the frame, as TV: a short one is refused, one frame off passes', () => {
    // Prepare: a 30 s web slate at 29.97 takes 899 or 900 frames (real time or timecode length).
    const webSpec = fixtureSpec({ masterType: 'PUB_WEB', durationSeconds: 30, audioType: '2trks' });
    const web = (frames: number) => run({ ...tvMeasurements({ frames, captions: null }) }, webSpec);

    // Act
    const [short, realTime, full] = [150, 899, 900].map(web) as [QcResult, QcResult, QcResult];

    // Assess
    expect(status(short, 'duration')).toBe('rejected');
    expect(short.result).toBe('REJECTED');
    expect(short.problemCodes).toContain('invalid_duration');
    expect(short.items.find((i) => i.check === 'duration')?.message.fr).toMatch(
      /^La durée n’est pas égale à 30 secondes : la source dure 150 images \(5,005 s\)\.$/,
    );
    expect(status(realTime, 'duration')).toBe('passed');
    expect(status(full, 'duration')).toBe('passed');
  });

  it('makes web video levels only a warning', () => {
    const probe = tvProbe({}, [{ channels: 2 }]);
    const m: QcMeasurements = {
      ...tvMeasurements({ probe, captions: null }),
      audioMap: {
        ok: true,
        map: {
          layout: 'stereo',
          tracks: [
            { file: VIDEO, stream: 0, channel: 0 },
            { file: VIDEO, stream: 0, channel: 1 },
          ],
        },
      },
      audio: {
        tracks: [1, 2].map((track) => ({ track, peakDb: -10, rmsDb: -17, samples: 1_441_440 })),
        stereo: loud(-14),
      },
      videoLevels: { maxBrng: 0.05, maxOutsideR103: 0.05, yMin: 0, yMax: 255, bitDepth: 8, frames: 900 },
    };
    const r = run(m, fixtureSpec({ masterType: 'PUB_WEB', durationSeconds: 30, audioType: '2trks' }));
    expect(r.result).toBe('warning');
    expect(r.items.find((i) => i.check === 'video_levels')?.measured).toBe('5.00 %');
    expect(r.items.some((i) => i.check === 'captions')).toBe(false);
  });
});

describe('container', () => {
  it('names the file type people know, not the demuxer list', () => {
    expect(containerLabel('mov,mp4,m4a,3gp,3g2,mj2')).toBe('MOV/MP4');
    expect(containerLabel('mxf')).toBe('MXF');
    expect(containerLabel('matroska,webm')).toBe('MATROSKA');
  });

  it('shows the label in the QC item of a QuickTime TV master', () => {
    const found = run(tvMeasurements()).items.find((i) => i.check === 'container');
    expect(found).toMatchObject({ status: 'passed', measured: 'MOV/MP4' });
    expect(found?.message.en).toBe('File type MOV/MP4 is accepted.');
  });
});

describe('TV video levels (EBU R103)', () => {
  const levels = (maxBrng: number, maxOutsideR103: number, bitDepth = 10) => ({
    maxBrng,
    maxOutsideR103,
    yMin: 0,
    yMax: 1023,
    bitDepth,
    frames: 900,
  });
  const levelsItem = (m: QcMeasurements) => run(m).items.find((i) => i.check === 'video_levels');

  it('rejects a TV master with more than 1 % of a frame beyond the R103 tolerance', () => {
    const r = run({ ...tvMeasurements(), videoLevels: levels(0.3, 0.25) });
    expect(r.result).toBe('REJECTED');
    const found = r.items.find((i) => i.check === 'video_levels');
    expect(found).toMatchObject({
      status: 'rejected',
      code: 'qc_failed',
      measured: '25.00 %',
      expected: '20-984, <= 1 %',
    });
    expect(found?.message.en).toContain('Rejected for broadcast specs');
    expect(found?.message.fr).toContain('Refusé selon les normes de diffusion');
  });

  it('only warns when the picture leaves the nominal range but stays within tolerance', () => {
    const found = levelsItem({ ...tvMeasurements(), videoLevels: levels(0.04, 0.005) });
    expect(found).toMatchObject({ status: 'warning', code: 'warning', measured: '4.00 %' });
    expect(found?.message.en).toContain('within the EBU R103 tolerance');
  });

  it('passes small excursions', () => {
    expect(levelsItem({ ...tvMeasurements(), videoLevels: levels(0.009, 0.009) })?.status).toBe('passed');
  });
});

describe('overall result', () => {
  it('ranks REJECTED over a loudness rejection over missing captions over warnings', () => {
    const items = evaluateQc(spec30, tvMeasurements({ surround: -30, captions: null, silent: [1] })).items;
    expect(overallResult(items)).toBe('REJECTED');
    expect(overallResult(evaluateQc(spec30, tvMeasurements({ surround: -30, captions: null })).items)).toBe(
      'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
    );
    expect(overallResult(evaluateQc(spec30, tvMeasurements({ stereo: -25.5, captions: null })).items)).toBe(
      'WAITING_CAPTIONS',
    );
  });

  it("turns a failed measurement into the error code, and keeps the tool's words for the log only", () => {
    const r = run({ ...tvMeasurements(), errors: ['video levels: ffmpeg exited with 1: spot.mov: Invalid data'] });
    expect(r.result).toBe('REJECTED');
    expect(r.problemCodes).toContain('error');
    expect(r.message.en).toMatch(/could not be completed/);
    expect(r.items.find((i) => i.check === 'measurement')).toMatchObject({ measured: null, expected: null });
    expect(JSON.stringify(r.items)).not.toMatch(/ffmpeg|Invalid data/);
    expect(r.diagnostics).toEqual(['video levels: ffmpeg exited with 1: spot.mov: Invalid data']);
  });

  it("refuses a source that is not media as a refused format, in the user's language", () => {
    const r = run({ ...tvMeasurements(), video: undefined, videoFrames: undefined, notMedia: ['video'] });
    expect(r.result).toBe('REJECTED');
    expect(r.problemCodes).toEqual(expect.arrayContaining(['qc_failed', 'format_refused']));
    expect(r.problemCodes).not.toContain('error');
    expect(r.items.find((i) => i.check === 'container')?.message).toEqual({
      en: 'The source file video is not an audio or video file that can be read. Accepted file types: MOV, MXF, MP4, M4V.',
      fr: 'Le fichier source video n’est pas un fichier audio ou vidéo lisible. Types de fichiers acceptés : MOV, MXF, MP4, M4V.',
    });
  });
});
