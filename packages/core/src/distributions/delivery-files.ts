import {
  baseMasterType,
  companionOf,
  deliveryFileName,
  isSlateComplete,
  parseLoudnessVariant,
  SLATE_XML_PREFIX,
  type DeliveryContent,
  type FileNameValues,
  type FilenameBuilder,
  type SpecEvaluation,
  type WithCompleteSlate,
  withExtension,
} from '@masterport/contract';
import {
  getDocument,
  getMasters,
  type CallLetterItem,
  type DistributionItem,
  type MasterItem,
  type MasterOutput,
} from '@masterport/data';
import { isMediaProfile, outputProfile, plannedOutputFacts, xmlSlate } from '@masterport/media';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { contentTypeOf } from '../content-types.ts';
import { documentObjectKey } from '../storage-keys.ts';
import { makeOutputs, makeOutputsForStation } from '../masters/master-files.ts';
import { xmlSlateMeasurements } from '../processing/output-check.ts';
import { masterSpec } from '../processing/workspace.ts';
import { deliveryContentOf, filenameBuilderOf, xmlSlateBuilderOf } from '../station-files/station-files.ts';
import { checkMasterAgainstSpec, keysForStation, variantKeysToMake } from './station-spec-check.ts';

/** One file a destination receives: where its bytes are (an object of ours, or a text made for the station) and its name there. */
export interface PlannedFile {
  master_file_id: string | null;
  document_id: string | null;
  output_key: string | null;
  name: string;
  size: number;
  content_type: string;
  source: { bucket: string; key: string } | { text: string };
  /** The file's SHA-256 where it was recorded when the file was made; otherwise it is computed as it is sent. */
  sha256: string | null;
  loudness: number | null;
  true_peak: number | null;
}

/** A file made before delivery (a loudness variant, an output the master lacks), named as the delivery will name it. */
export interface PlannedName {
  master_file_id: string;
  output_key: string;
  name: string;
}

/** What a station gets of a distribution, or why it must wait. */
export interface DeliveryPlan {
  files: PlannedFile[];
  /** Files to be made before delivery (those `waiting` and `missing` name, with their XML slates), as they will be named. */
  to_make: PlannedName[];
  /** Each master against the station's spec (issue 32): what passes, what is made for it, what fails. */
  spec_checks: { master_id: string; unique_id: string; evaluation: SpecEvaluation }[];
  /** Outputs still being made: the destination waits for them. */
  waiting: string[];
  /** Outputs the station needs that the master lacks and is not making. */
  missing: string[];
  /** Masters of the distribution that no longer exist (deleted since it was sent). */
  unavailable: string[];
}

const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
const compactDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '');
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * What names an output at a station: its key, its extension and the facts the station's pattern may
 * read. A made output's are measured (its stored metadata); one to be made before delivery has those
 * its profile decides (`plannedOutputFacts`), so the review names it as the delivery will.
 */
interface NamedOutput {
  readonly output_key: string;
  readonly extension: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly loudness: number | null;
  readonly video_codec: string | null;
}

const madeOutput = (output: MasterOutput): NamedOutput => ({
  output_key: output.output_key,
  extension: extensionOf(output.filename),
  width: numberOrNull(output.metadata.width),
  height: numberOrNull(output.metadata.height),
  loudness: numberOrNull(output.metadata.loudness_lkfs),
  video_codec: typeof output.metadata.video_codec === 'string' ? output.metadata.video_codec : null,
});

/** An output to be made before delivery, as its profile will make it for the master's ratio. */
function outputToMake(key: string, ratio: string): NamedOutput {
  const profile = outputProfile(key);
  const facts: ReturnType<typeof plannedOutputFacts> = isMediaProfile(profile)
    ? plannedOutputFacts(profile, ratio)
    : { extension: profile.extension };
  return {
    output_key: key,
    extension: facts.extension,
    width: facts.width ?? null,
    height: facts.height ?? null,
    loudness: facts.loudness ?? null,
    video_codec: facts.videoCodec ?? null,
  };
}

/** What the station's file-name attributes read for one output of a master. */
function fileNameValues(master: WithCompleteSlate<MasterItem>, output: NamedOutput, ownerName: string): FileNameValues {
  // `master.house_code` is the station's own code where it gave one (deliveryPlan applies it).
  return {
    agency: master.agency,
    announcer: master.announcer,
    product: master.product,
    title: master.title,
    unique_id: master.unique_id,
    creation_date: compactDate(master.created_on),
    date: compactDate(new Date().toISOString()),
    image_size: output.width && output.height ? `${output.width}x${output.height}` : '',
    audio_format: master.audio_type === '8trks' ? '8 tracks' : 'Stereo',
    audio_level: output.loudness === null ? '' : `${Math.round(output.loudness)}LKFS`,
    codec: output.video_codec ?? '',
    caption_file: master.captions_filename ? 'CC' : '',
    house_code: master.house_code ?? '',
    owner: ownerName,
    tvb: master.tvb_number ?? '',
    asc: master.asc_number ?? '',
    download_suffix: output.output_key.replaceAll('_', '-'),
  };
}

/**
 * A name not yet used at this destination: the output's suffix is added where two would collide,
 * then a number, both before the extension (so the station still sees an .mxf, and the name keeps
 * its unique ID where it had it).
 */
function uniqueName(taken: Set<string>, name: string, suffix: string, builder: FilenameBuilder): string {
  const ext = extensionOf(name);
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  let candidate = name;
  if (taken.has(candidate)) candidate = withExtension(`${stem}${builder.separator}${suffix}`, ext);
  for (let n = 2; taken.has(candidate); n += 1)
    candidate = withExtension(`${stem}${builder.separator}${suffix}${builder.separator}${n}`, ext);
  taken.add(candidate);
  return candidate;
}

/**
 * A station's caption file is named as the MXF it plays with (issue 32): stations pair a sidecar with
 * its picture by name, and the caption file is right for any loudness of that MXF, since loudness
 * moves no frame (docs/station-specs.md, "Captions of a loudness variant"). So when the station gets
 * one MXF of the master, each caption key takes that MXF's facts (its level, size, codec, key) with
 * its own extension: named for the variant when a variant is sent. With no MXF, or several (which
 * one would it be?), a caption file is named by its own facts.
 */
function captionsName(
  keys: readonly string[],
  named: (key: string) => NamedOutput,
): (facts: NamedOutput) => NamedOutput | undefined {
  const mxf = keys.filter((key) => {
    const profile = outputProfile(key);
    return isMediaProfile(profile) && profile.container === 'mxf';
  });
  if (mxf.length !== 1) return () => undefined;
  const picture = named(mxf[0]!);
  return (facts) =>
    outputProfile(facts.output_key).kind === 'captions' ? { ...picture, extension: facts.extension } : undefined;
}

/**
 * The files one station receives of a distribution: for each master, the outputs its broadcaster
 * chose for that kind of master (delivery content), named by its file-name pattern, each MXF with
 * an XML slate of the attributes it chose; then the documents.
 */
export async function deliveryPlan(
  distribution: Pick<DistributionItem, 'master_files_ids' | 'documents_ids'>,
  station: Pick<CallLetterItem, 'account_id' | 'spec'>,
  senderName: string,
  houseCodes: Readonly<Record<string, string>> = {},
): Promise<DeliveryPlan> {
  const [content, builder, slateBuilder] = await Promise.all([
    deliveryContentOf(station.account_id),
    filenameBuilderOf(station.account_id),
    xmlSlateBuilderOf(station.account_id),
  ]);
  // The station's own house code, where it gave one, names its files and fills its XML slates.
  // Only masters with a complete slate are ever sent (mastersToSend); another would be unavailable.
  const masters = (await getMasters(table(), distribution.master_files_ids))
    .filter(isSlateComplete)
    .map((master) => ({ ...master, house_code: houseCodes[master.id] ?? master.house_code }));
  const plan: DeliveryPlan = {
    files: [],
    to_make: [],
    spec_checks: [],
    waiting: [],
    missing: [],
    unavailable: distribution.master_files_ids.filter((id) => !masters.some((master) => master.id === id)),
  };
  const taken = new Set<string>();
  /** The file's name at this station, from `named`'s facts (a caption file takes its MXF's: captionsName). */
  const nameOf = (master: WithCompleteSlate<MasterItem>, named: NamedOutput, suffixKey: string) =>
    uniqueName(
      taken,
      deliveryFileName(fileNameValues(master, named, senderName), builder, named.extension),
      suffixKey.replaceAll('_', '-'),
      builder,
    );
  for (const master of masters) {
    // The station's spec, read at delivery time: a spec changed after the send applies to what is still to deliver.
    const evaluation = checkMasterAgainstSpec(master, content, station.spec);
    if (station.spec?.rules) plan.spec_checks.push({ master_id: master.id, unique_id: master.unique_id, evaluation });
    const contentKeys = content[baseMasterType(master.master_type)];
    const keys = keysForStation(evaluation, contentKeys);
    const named = (key: string): NamedOutput => {
      const output = master.outputs[key];
      return output ? madeOutput(output) : outputToMake(key, master.ratio);
    };
    const captionsNamedAs = captionsName(keys, named);
    for (const [index, key] of keys.entries()) {
      const output = master.outputs[key];
      const facts = named(key);
      const name = nameOf(master, captionsNamedAs(facts) ?? facts, key);
      const slateKey = `${SLATE_XML_PREFIX}${key}`;
      // A variant made for the station brings its XML slate when its output has one (variantKeysToMake).
      const withSlate =
        !!master.outputs[slateKey] ||
        (!output &&
          key !== contentKeys[index] &&
          variantKeysToMake(master, contentKeys[index]!, key).includes(slateKey));
      const slateName = withSlate ? uniqueName(taken, name.replace(/\.[a-z0-9]+$/, '.xml'), 'XML', builder) : null;
      if (!output) {
        (master.is_running ? plan.waiting : plan.missing).push(`${master.unique_id} ${key}`);
        plan.to_make.push({ master_file_id: master.id, output_key: key, name });
        if (slateName) plan.to_make.push({ master_file_id: master.id, output_key: slateKey, name: slateName });
        continue;
      }
      plan.files.push({
        master_file_id: master.id,
        document_id: null,
        output_key: key,
        name,
        size: output.size,
        content_type: contentTypeOf(facts.extension),
        source: {
          bucket: output.bucket === 'sources' ? config().sourcesBucket : config().outputsBucket,
          key: output.s3_key,
        },
        sha256: output.sha256,
        loudness: numberOrNull(output.metadata.loudness_lkfs),
        true_peak: numberOrNull(output.metadata.true_peak_dbtp),
      });
      if (slateName) {
        const text = xmlSlate(key, masterSpec(master), {
          attributes: slateBuilder.attributes,
          hasCaptions: !!master.captions_filename,
          date: new Date().toISOString().slice(0, 10),
          ...xmlSlateMeasurements(output.metadata),
        });
        plan.files.push({
          master_file_id: master.id,
          document_id: null,
          output_key: slateKey,
          name: slateName,
          size: Buffer.byteLength(text),
          content_type: contentTypeOf('xml'),
          source: { text },
          sha256: null,
          loudness: null,
          true_peak: null,
        });
      }
    }
  }
  for (const documentId of distribution.documents_ids) {
    const document = await getDocument(table(), documentId);
    if (!document) continue;
    const name = uniqueName(
      taken,
      deliveryFileName({ title: document.title }, { attributes: ['title'], separator: '_' }, 'pdf'),
      'document',
      builder,
    );
    plan.files.push({
      master_file_id: null,
      document_id: document.id,
      output_key: null,
      name,
      size: document.size,
      content_type: contentTypeOf('pdf'),
      source: { bucket: config().documentsBucket, key: documentObjectKey(document) },
      sha256: null,
      loudness: null,
      true_peak: null,
    });
  }
  return plan;
}

/**
 * Outputs some station of the distribution needs that a master lacks and is not making (seed 001 §5:
 * `workflow_restart_confirmed`): those its broadcaster's delivery content names, and the loudness
 * variants its spec needs instead (issue 32).
 */
export async function missingOutputs(
  masters: readonly WithCompleteSlate<MasterItem>[],
  stations: readonly Pick<CallLetterItem, 'account_id' | 'spec'>[],
): Promise<{ master_id: string; output_key: string }[]> {
  const missing = new Map<string, { master_id: string; output_key: string }>();
  const contents = new Map<string, Promise<DeliveryContent>>();
  for (const station of stations) {
    if (!contents.has(station.account_id)) contents.set(station.account_id, deliveryContentOf(station.account_id));
    const content = await contents.get(station.account_id)!;
    for (const master of masters) {
      if (master.is_running) continue;
      const contentKeys = content[baseMasterType(master.master_type)];
      const keys = keysForStation(checkMasterAgainstSpec(master, content, station.spec), contentKeys);
      keys.forEach((key, index) => {
        const wanted = key === contentKeys[index] ? [key] : variantKeysToMake(master, contentKeys[index]!, key);
        for (const outputKey of wanted)
          if (!master.outputs[outputKey])
            missing.set(`${master.id}/${outputKey}`, { master_id: master.id, output_key: outputKey });
      });
    }
  }
  return [...missing.values()];
}

/** Starts a run per master for the outputs it lacks; its destinations wait for them. */
export async function startMissingOutputs(
  auth: AuthContext,
  missing: readonly { master_id: string; output_key: string }[],
): Promise<void> {
  const byMaster = new Map<string, string[]>();
  for (const entry of missing)
    byMaster.set(entry.master_id, [...(byMaster.get(entry.master_id) ?? []), entry.output_key]);
  for (const [masterId, keys] of byMaster) await makeOutputs(auth, masterId, keys);
}

/**
 * A delivery whose station's spec changed after the send (or a re-delivery to it) finds a loudness
 * variant no run made: it starts a run of the master for those keys, as the sender confirmed outputs
 * at send time (`workflow_restart_confirmed`): the destination waits for them. A master busy with
 * another run, locked or archived is left as it is: the delivery asks again (a minute later).
 */
export async function makeVariantsForDelivery(
  distribution: Pick<DistributionItem, 'master_files_ids'>,
  station: Pick<CallLetterItem, 'account_id' | 'spec'>,
): Promise<void> {
  const masters = (await getMasters(table(), distribution.master_files_ids)).filter(isSlateComplete);
  const byMaster = new Map<string, string[]>();
  for (const entry of await missingOutputs(masters, [station])) {
    if (!parseLoudnessVariant(companionOf(entry.output_key) ?? entry.output_key)) continue;
    byMaster.set(entry.master_id, [...(byMaster.get(entry.master_id) ?? []), entry.output_key]);
  }
  for (const [masterId, keys] of byMaster) await makeOutputsForStation(masterId, keys);
}
