import { describe, expect, it } from 'vitest';
import { assetAllowed, assetSlots, assetTakesFile, requiredAssets } from './master-assets.ts';

const assets = (master: Parameters<typeof assetSlots>[0]) =>
  assetSlots(master).map((slot) => `${slot.asset}${slot.required ? '*' : ''}`);

describe('Function: assetSlots (the upload tab\u2019s drop zones, and what the API accepts)', () => {
  it('asks radio masters for their mix only', () => {
    expect(assets({ master_type: 'PUB_RADIO', audio_type: '2trks', use_video_audio: true })).toEqual(['radio*']);
    expect(assets({ master_type: 'PUB_RADIO_FULL', audio_type: '2trks', use_video_audio: false })).toEqual(['radio*']);
  });

  it('asks TV masters for video and captions, and the 8 tracks unless the video carries the audio', () => {
    expect(assets({ master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: true })).toEqual([
      'video*',
      'captions*',
    ]);
    expect(assets({ master_type: 'PUB_TV_WEB_Ad', audio_type: '8trks', use_video_audio: false })).toEqual([
      'video*',
      'captions*',
      'frontleft*',
      'frontright*',
      'frontcenter*',
      'lfe*',
      'sideleft*',
      'sideright*',
      'stereo*',
    ]);
    expect(assets({ master_type: 'PUB_TV_WEB', audio_type: '2trks', use_video_audio: false })).toEqual([
      'video*',
      'captions*',
      'stereo*',
    ]);
  });

  it('asks web masters for video, optional captions, and the stereo mix when separate', () => {
    expect(assets({ master_type: 'PUB_WEB', audio_type: '2trks', use_video_audio: true })).toEqual([
      'video*',
      'captions',
    ]);
    expect(assets({ master_type: 'PUB_WEB_FULL', audio_type: '2trks', use_video_audio: false })).toEqual([
      'video*',
      'captions',
      'stereo*',
    ]);
  });

  it('waits for every required asset before processing, TV captions included; web captions are optional', () => {
    expect(requiredAssets({ master_type: 'PUB_TV_WEB', audio_type: '2trks', use_video_audio: false })).toEqual([
      'video',
      'captions',
      'stereo',
    ]);
    expect(requiredAssets({ master_type: 'PUB_WEB', audio_type: '2trks', use_video_audio: true })).toEqual(['video']);
    expect(requiredAssets({ master_type: 'PUB_RADIO', audio_type: '2trks', use_video_audio: true })).toEqual(['radio']);
  });

  it('offers the file types the API accepts', () => {
    const [video, captions] = assetSlots({ master_type: 'PUB_WEB', audio_type: '2trks', use_video_audio: true });
    expect(video?.accept).toContain('.mov');
    expect(captions).toMatchObject({ kind: 'captions', accept: '.scc,.srt' });
  });

  it('accepts an asset\u2019s file by its extension, in any case', () => {
    expect(assetTakesFile('video', 'Spot.MOV')).toBe(true);
    expect(assetTakesFile('captions', 'spot.vtt')).toBe(false);
    expect(assetTakesFile('frontleft', 'L.aiff')).toBe(true);
    expect(assetTakesFile('radio', 'mix')).toBe(false);
  });

  it('accepts a separate audio file only when the video\u2019s audio is not used, and captions for picture masters only', () => {
    const tv = { master_type: 'PUB_TV_WEB', audio_type: '2trks', use_video_audio: false } as const;
    expect(assetAllowed(tv, 'audio')).toBe(true);
    expect(assetAllowed({ ...tv, use_video_audio: true }, 'audio')).toBe(false);
    expect(assetAllowed({ ...tv, use_video_audio: true }, 'captions')).toBe(true);
    expect(assetAllowed({ master_type: 'PUB_RADIO', audio_type: '2trks', use_video_audio: true }, 'captions')).toBe(
      false,
    );
    expect(assetAllowed(tv, 'frontleft')).toBe(false);
  });
});
