import { describe, expect, it } from 'vitest';
import { resolveAudioMap } from './audio-map.ts';
import type { ProbeResult } from './probe.ts';

/** A probe of a file with one audio stream per entry of `channels` (and a picture when `video`). */
const probeOf = (channels: number[], video = false): ProbeResult => ({
  container: video ? 'mov,mp4,m4a,3gp,3g2,mj2' : 'wav',
  tags: {},
  streams: [],
  video: video
    ? [{ kind: 'video', index: 0, codec: 'h264', width: 1920, height: 1080 } as unknown as ProbeResult['video'][number]]
    : [],
  audio: channels.map((count, index) => ({
    kind: 'audio',
    index: index + (video ? 1 : 0),
    codec: 'pcm_s24le',
    channels: count,
    sampleRate: 48_000,
  })),
  hasClosedCaptions: false,
});

describe('resolveAudioMap', () => {
  it('takes the separate stereo mix of a web master, not the sound of its video', () => {
    // Prepare: the video carries its own (unwanted) stereo sound; the mix arrived in the stereo slot.
    const probes = new Map([
      ['spot.mov', probeOf([2], true)],
      ['mix.wav', probeOf([2])],
    ]);

    // Act
    const result = resolveAudioMap(
      { masterType: 'PUB_WEB', audioType: '2trks', useVideoAudio: false },
      { video: 'spot.mov', tracks: { stereo: 'mix.wav' } },
      probes,
    );

    // Assess
    expect(result).toEqual({
      ok: true,
      map: {
        layout: 'stereo',
        tracks: [
          { file: 'mix.wav', stream: 0, channel: 0 },
          { file: 'mix.wav', stream: 0, channel: 1 },
        ],
      },
    });
  });

  it('takes the separate stereo mix of a two-track TV master rather than asking for eight tracks', () => {
    const probes = new Map([
      ['spot.mov', probeOf([], true)],
      ['mix.wav', probeOf([2])],
    ]);
    const result = resolveAudioMap(
      { masterType: 'PUB_TV_WEB', audioType: '2trks', useVideoAudio: false },
      { video: 'spot.mov', tracks: { stereo: 'mix.wav' } },
      probes,
    );
    expect(result.ok && result.map.tracks.map((track) => track.file)).toEqual(['mix.wav', 'mix.wav']);
  });

  it("uses the video's sound when the slate says so, whatever else was uploaded", () => {
    const probes = new Map([
      ['spot.mov', probeOf([2], true)],
      ['mix.wav', probeOf([2])],
    ]);
    const result = resolveAudioMap(
      { masterType: 'PUB_WEB', audioType: '2trks', useVideoAudio: true },
      { video: 'spot.mov', tracks: { stereo: 'mix.wav' } },
      probes,
    );
    expect(result.ok && result.map.tracks.map((track) => track.file)).toEqual(['spot.mov', 'spot.mov']);
  });
});
