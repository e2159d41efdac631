import {
  CAPTION_CONTENT_RULES,
  CAPTIONS_MAX_BYTES,
  captionThresholds,
  type CaptionJudgement,
  type CaptionSpecFinding,
  type StationSpecRules,
  type WithCompleteSlate,
} from '@masterport/contract';
import type { MasterItem } from '@masterport/data';
import {
  captionFindings,
  captionRulesFor,
  inspectCaptions,
  parseRational,
  RATES,
  rateName,
  secondsToTc,
  toNumber,
  type CaptionFinding,
  type CaptionMaster,
  type CaptionsInfo,
} from '@masterport/media';
import { getSmallObject } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { sourceRate } from './station-spec-check.ts';

/**
 * A master's caption content against a station's spec at send time (issue 32, docs/station-specs.md
 * "Caption rules"): the caption file read once per master, judged per station by the media package's
 * checks with the thresholds of the spec in force. Warnings, or failures where the spec makes caption
 * findings errors. Nothing is made for it: no output mends a caption's reading speed, the agency
 * uploads new captions.
 */

/** A master's captions as a send reads them once: the cues as a TV set shows them, and the picture. */
export interface MasterCaptions {
  readonly captions: CaptionsInfo;
  readonly picture: CaptionMaster;
}

/** The video's frame rate as quality control named it ("29.97": 30000/1001), when it measured one. */
function measuredFramesPerSecond(master: Pick<MasterItem, 'quality_control'>): number | undefined {
  const rate = parseRational(sourceRate(master));
  if (!rate) return undefined;
  const name = rateName(rate);
  return toNumber(name ? RATES[name] : rate);
}

/**
 * The picture the captions are judged against, as quality control judged it: its measured frames at
 * its rate (the `duration` item's "900 frames (30.030 s)"), else the slate's length.
 */
export function captionPicture(
  master: Pick<WithCompleteSlate<MasterItem>, 'quality_control' | 'duration' | 'music_only'>,
): CaptionMaster {
  const framesPerSecond = measuredFramesPerSecond(master);
  const measured = master.quality_control.find((item) => item.check === 'duration')?.measured ?? '';
  const frames = /^(\d+) frames/.exec(measured)?.[1];
  return {
    seconds: frames && framesPerSecond ? Number(frames) / framesPerSecond : master.duration,
    ...(framesPerSecond ? { framesPerSecond } : {}),
    ...(typeof master.music_only === 'boolean' ? { musicOnly: master.music_only } : {}),
  };
}

/**
 * The captions quality control judged (the last run's file; the upload's before a run), read from
 * the sources bucket: only that file, bounded by the upload's own limit. Null when the master has
 * none, or none readable (quality control refused them, so the master is not sent anyway).
 */
export async function readMasterCaptions(
  master: Pick<
    WithCompleteSlate<MasterItem>,
    'run_sources' | 'sources' | 'quality_control' | 'duration' | 'music_only'
  >,
): Promise<MasterCaptions | null> {
  const uploaded = master.sources.captions?.status === 'uploaded' ? master.sources.captions : undefined;
  const source = master.run_sources.captions ?? uploaded;
  if (!source) return null;
  const body = await getSmallObject(config().sourcesBucket, source.key, CAPTIONS_MAX_BYTES);
  if (!body || body === 'too_large') return null;
  const captions = inspectCaptions(source.filename, body.toString('utf8'));
  return captions.error ? null : { captions, picture: captionPicture(master) };
}

/** What `readMasterCaptions` needs of a master. */
type CaptionedMaster = Parameters<typeof readMasterCaptions>[0] & Pick<MasterItem, 'id'>;

/**
 * A reader of masters' captions that reads each master's file once however many stations judge it:
 * the review's stations, and a spec change's stations and rounds (`recheckStationsHeldTo`).
 */
export function captionsReadOnce(
  read: (master: CaptionedMaster) => Promise<MasterCaptions | null> = readMasterCaptions,
): (master: CaptionedMaster) => Promise<MasterCaptions | null> {
  const reads = new Map<string, Promise<MasterCaptions | null>>();
  return (master) => {
    if (!reads.has(master.id)) reads.set(master.id, read(master));
    return reads.get(master.id)!;
  };
}

const thousandth = (value: number) => Math.round(value * 1000) / 1000;

/**
 * One master's captions against one spec: one finding per rule broken, with how many captions break
 * it and the first one (its number, and its start in the master's timecode), in the rules' order.
 */
export function checkCaptionsAgainstSpec(master: MasterCaptions, rules: StationSpecRules): CaptionJudgement {
  const { findings, framesPerSecond } = captionFindings(
    master.captions,
    master.picture,
    captionRulesFor(captionThresholds(rules)),
  );
  // Not Map.groupBy: Node 20 has none.
  const summary = CAPTION_CONTENT_RULES.flatMap((rule): CaptionSpecFinding[] => {
    const [first, ...others] = findings.filter((finding: CaptionFinding) => finding.rule === rule);
    if (!first) return [];
    return [
      {
        rule,
        count: others.length + 1,
        cue: first.cue ?? null,
        timecode: first.at === undefined ? null : secondsToTc(first.at, framesPerSecond),
        measured: Number.isFinite(first.measured) ? thousandth(first.measured) : null,
        threshold: thousandth(first.threshold),
      },
    ];
  });
  return {
    result: summary.length === 0 ? 'passes' : rules.caption_findings_are_errors ? 'fails' : 'warns',
    findings: summary,
  };
}
