import { describe, expect, it } from 'vitest';
import { assetSlots } from '@masterport/contract';
import { routeDroppedFiles } from './drop-routing.ts';

const tv = assetSlots({ master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: true });
const tvTracks = assetSlots({ master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: false });
const slot = (slots: typeof tv, asset: string) => slots.find((entry) => entry.asset === asset)!;
const routed = (routes: ReturnType<typeof routeDroppedFiles<{ name: string }>>) =>
  routes.map((route) => [route.file.name, route.slot?.asset ?? route.issue]);

describe('Function: routeDroppedFiles', () => {
  it('sends a video and its captions dropped together on either zone to their own zones', () => {
    const files = [{ name: 'spot.mov' }, { name: 'spot.scc' }];
    expect(routed(routeDroppedFiles(files, slot(tv, 'video'), tv))).toEqual([
      ['spot.mov', 'video'],
      ['spot.scc', 'captions'],
    ]);
    expect(routed(routeDroppedFiles(files, slot(tv, 'captions'), tv))).toEqual([
      ['spot.mov', 'video'],
      ['spot.scc', 'captions'],
    ]);
  });

  it('refuses, with a reason, a file no zone takes, a second file for a taken zone, and a file several zones could take', () => {
    expect(routed(routeDroppedFiles([{ name: 'notes.txt' }], slot(tv, 'video'), tv))).toEqual([
      ['notes.txt', 'file_type'],
    ]);
    expect(routed(routeDroppedFiles([{ name: 'a.mov' }, { name: 'b.mov' }], slot(tv, 'video'), tv))).toEqual([
      ['a.mov', 'video'],
      ['b.mov', 'drop_on_its_zone'],
    ]);
    expect(
      routed(routeDroppedFiles([{ name: 'spot.mov' }, { name: 'left.wav' }], slot(tvTracks, 'video'), tvTracks)),
    ).toEqual([
      ['spot.mov', 'video'],
      ['left.wav', 'drop_on_its_zone'],
    ]);
  });

  it('gives the zone dropped on the file it takes, whatever the order', () => {
    expect(
      routed(routeDroppedFiles([{ name: 'spot.scc' }, { name: 'left.wav' }], slot(tvTracks, 'frontleft'), tvTracks)),
    ).toEqual([
      ['spot.scc', 'captions'],
      ['left.wav', 'frontleft'],
    ]);
  });
});
