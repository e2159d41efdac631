import { describe, expect, it } from 'vitest';
import { parseProbeJson } from './probe.ts';

/** Trimmed ffprobe output of an XDCAM MXF made by our MXF1080_V2 profile. */
const MXF_JSON = {
  streams: [
    {
      index: 0,
      codec_name: 'mpeg2video',
      codec_type: 'video',
      profile: '4:2:2',
      level: 2,
      width: 1920,
      height: 1080,
      sample_aspect_ratio: '1:1',
      display_aspect_ratio: '16:9',
      pix_fmt: 'yuv422p',
      field_order: 'tt',
      r_frame_rate: '30000/1001',
      avg_frame_rate: '30000/1001',
      time_base: '1001/30000',
      duration_ts: 60,
      duration: '2.002000',
      bit_rate: '50000000',
      closed_captions: 0,
      disposition: { attached_pic: 0 },
    },
    ...Array.from({ length: 8 }, (_, i) => ({
      index: i + 1,
      codec_name: 'pcm_s24le',
      codec_type: 'audio',
      sample_fmt: 's32',
      sample_rate: '48000',
      channels: 1,
      bits_per_sample: 24,
      bits_per_raw_sample: '24',
      time_base: '1/48000',
      duration_ts: 96096,
      duration: '2.002000',
    })),
    { index: 9, codec_type: 'data', codec_name: 'none', tags: { timecode: '10:00:00;00' } },
  ],
  format: {
    format_name: 'mxf',
    duration: '2.002000',
    size: '15283257',
    bit_rate: '61071956',
    tags: { operational_pattern_ul: '060e2b34.04010101.0d010201.01010900', timecode: '10:00:00;00' },
  },
};

describe('parseProbeJson', () => {
  it('types an XDCAM MXF: geometry, rate as a fraction, field order, frames from duration_ts, 24-bit tracks, timecode', () => {
    const result = parseProbeJson(JSON.stringify(MXF_JSON));
    expect(result.container).toBe('mxf');
    expect(result.operationalPattern).toBe('060e2b34.04010101.0d010201.01010900');
    expect(result.timecode).toBe('10:00:00;00');
    const v = result.video[0]!;
    expect(v).toMatchObject({
      codec: 'mpeg2video',
      profile: '4:2:2',
      width: 1920,
      height: 1080,
      fieldOrder: 'tt',
      pixFmt: 'yuv422p',
      frames: 60,
      closedCaptions: false,
    });
    expect(v.frameRate).toEqual({ num: 30000, den: 1001 });
    expect(v.displayAspectRatio).toEqual({ num: 16, den: 9 });
    expect(result.audio).toHaveLength(8);
    expect(result.audio[0]).toMatchObject({
      codec: 'pcm_s24le',
      channels: 1,
      sampleRate: 48000,
      bitsPerSample: 24,
      samples: 96096,
    });
    expect(result.hasClosedCaptions).toBe(false);
  });

  it('ignores cover art, reads nb_frames, and flags A/53 captions', () => {
    const result = parseProbeJson({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
      streams: [
        {
          index: 0,
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          r_frame_rate: '24000/1001',
          nb_frames: '720',
          closed_captions: 1,
          field_order: 'progressive',
          tags: { timecode: '01:00:00;00' },
        },
        {
          index: 1,
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 300,
          height: 300,
          disposition: { attached_pic: 1 },
        },
        { index: 2, codec_type: 'audio', codec_name: 'aac', channels: 2, sample_rate: '48000', bit_rate: '192000' },
      ],
    });
    expect(result.video).toHaveLength(1);
    expect(result.video[0]!.frames).toBe(720);
    expect(result.hasClosedCaptions).toBe(true);
    expect(result.timecode).toBe('01:00:00;00');
    expect(result.audio[0]!.bitsPerSample).toBeUndefined();
  });
});
