/**
 * MP41080_DTV: puts the master's captions into the H.264 stream as CEA-608 in A/53 SEI. The picture is
 * encoded by the normal MP4 profile (no B-frames, access-unit delimiters), then its Annex B stream gets
 * one caption SEI per frame and is muxed again by stream copy, so there is no second encode.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { insertCaptionSei } from '../captions/a53-sei.ts';
import { decode608 } from '../captions/decode-608.ts';
import { escapeFilterValue } from '../filter-graph.ts';
import { offsetScc, parseScc, SCC_PROGRAM_START, sccFramePairs } from '../captions/scc.ts';
import type { Cue, FramePair } from '../captions/types.ts';
import { runFfmpeg, runFfprobe } from '../ffmpeg.ts';
import { tcToFrames } from '../timecode.ts';

/** CC1 pairs of an SCC at 10h, by program frame (pre-loading before the first frame moves to frame 0). */
export function programPairs(sccText: string): Map<number, number> {
  const lines = offsetScc(parseScc(sccText), -tcToFrames(SCC_PROGRAM_START));
  return new Map(sccFramePairs(lines).map((p) => [p.frame, p.word]));
}

/** Replaces `encodedMp4` (H.264 without B-frames, with AUDs) by the same file with captions in its SEI. */
export async function embedA53Captions(
  encodedMp4: string,
  sccText: string,
  outputPath: string,
  timecode: string,
): Promise<void> {
  const annexB = `${outputPath}.h264`;
  const withCaptions = `${outputPath}.cc.h264`;
  try {
    await runFfmpeg([
      '-nostats',
      '-i',
      encodedMp4,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-bsf:v',
      'h264_mp4toannexb',
      '-f',
      'h264',
      annexB,
    ]);
    const pairs = programPairs(sccText);
    const { stream } = insertCaptionSei(await readFile(annexB), (frame) => pairs.get(frame) ?? 0x8080);
    await writeFile(withCaptions, stream);
    await runFfmpeg([
      '-nostats',
      '-framerate',
      '30000/1001',
      '-f',
      'h264',
      '-i',
      withCaptions,
      '-i',
      encodedMp4,
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c',
      'copy',
      '-map_metadata',
      '1',
      '-timecode',
      timecode,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      outputPath,
    ]);
  } finally {
    await Promise.all([rm(annexB, { force: true }), rm(withCaptions, { force: true })]);
  }
}

/**
 * The captions a DTV player would show: ffmpeg's A/53 extraction (lavfi `movie` with `subcc`) gives each
 * frame's cc_data; field-1 pairs go through our 608 decoder. Times are seconds from the first frame.
 */
export async function readA53Captions(path: string): Promise<Cue[]> {
  const { stdout } = await runFfprobe([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `movie=${escapeFilterValue(path)}[out0+subcc]`,
    '-select_streams',
    's',
    '-show_packets',
    '-show_data',
    '-of',
    'json',
  ]);
  const packets = (JSON.parse(stdout) as { packets?: { pts_time?: string; data?: string }[] }).packets ?? [];
  const pairs: FramePair[] = [];
  for (const packet of packets) {
    const frame = Math.round((Number(packet.pts_time ?? 0) * 30000) / 1001);
    // ffprobe's hex dump: "00000000: fc94 ae..  text"; keep the hex columns only.
    const hex = (packet.data ?? '')
      .split('\n')
      .map((line) => line.slice(10, 50).replace(/\s+/g, ''))
      .join('');
    for (let i = 0; i + 6 <= hex.length; i += 6) {
      const marker = parseInt(hex.slice(i, i + 2), 16);
      if ((marker & 0x07) === 0x04) pairs.push({ frame, word: parseInt(hex.slice(i + 2, i + 6), 16) });
    }
  }
  return decode608(pairs, (frame) => (frame * 1001) / 30000, (pairs.at(-1)?.frame ?? 0) + 1);
}
