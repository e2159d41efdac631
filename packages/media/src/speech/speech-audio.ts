/**
 * The audio a speech recognizer hears (docs/transcripts.md): the master's stereo mix (tracks 7-8 of
 * an 8-track TV master, the pair of every other master), mixed to one channel at 16 kHz, 16-bit PCM
 * in a WAV file: what pocketsphinx's acoustic model was trained on, and a format Amazon Transcribe
 * takes. ffmpeg decodes and writes it as a stream, so no part of the process holds the whole file.
 */
import { resolveAudioMap, stereoPair, type AudioMap } from '../audio-map.ts';
import { FfmpegInputs, joinMono, monoTrackLabels, STEREO_LAYOUT } from '../filter-graph.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import type { MasterSpec, SourceFiles } from '../master.ts';
import { probe, type ProbeResult } from '../probe.ts';

/** The recognizers' sample rate: pocketsphinx's en-US model is a 16 kHz model. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** The ffmpeg arguments that write the mix of the master's stereo pair as a mono 16 kHz WAV (pure, for tests and logs). */
export function speechAudioArgs(map: AudioMap, outPath: string): string[] {
  const inputs = new FfmpegInputs();
  const { filters, labels } = monoTrackLabels(stereoPair(map), [1, 1], inputs, 'p');
  const mix = `pan=mono|c0=0.5*c0+0.5*c1,aresample=${SPEECH_SAMPLE_RATE}`;
  const graph = [
    ...filters,
    joinMono(
      labels.map((pads) => pads[0] ?? ''),
      STEREO_LAYOUT.layout,
      STEREO_LAYOUT.names,
      mix,
      '[speech]',
    ),
  ];
  return [
    '-nostats',
    ...inputs.toArgs(),
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[speech]',
    '-c:a',
    'pcm_s16le',
    '-ar',
    String(SPEECH_SAMPLE_RATE),
    '-ac',
    '1',
    '-f',
    'wav',
    outPath,
  ];
}

/** Every source file that can carry the master's audio, probed (the audio map picks among them). */
async function probedSources(sources: SourceFiles): Promise<Map<string, ProbeResult>> {
  const files = [sources.video, sources.audio, ...Object.values(sources.tracks ?? {})].filter(
    (file): file is string => typeof file === 'string',
  );
  const probes = new Map<string, ProbeResult>();
  for (const file of new Set(files)) probes.set(file, await probe(file));
  return probes;
}

/**
 * Writes the speech audio of a master to `outPath` and answers its length in seconds. Throws when
 * the sources' audio cannot be used (quality control refused such a master before this step).
 */
export async function extractSpeechAudio(spec: MasterSpec, sources: SourceFiles, outPath: string): Promise<number> {
  const probes = await probedSources(sources);
  const resolved = resolveAudioMap(spec, sources, probes);
  if (!resolved.ok) throw new Error(`the sources' audio cannot be used: ${resolved.problem}`);
  await runFfmpeg(speechAudioArgs(resolved.map, outPath));
  const written = await probe(outPath);
  return written.durationSeconds ?? 0;
}
