import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  companionOf,
  isQcRejected,
  parseLoudnessVariant,
  previewOutputKey,
  PROCESSING_STEP_TABLE,
  type ProcessingStep,
} from '@masterport/contract';
import {
  encodedAlike,
  extractThumbnails,
  isAssemblable,
  isMediaProfile,
  keepMxfProgram,
  LAYOUTS,
  makeCaptionOutputs,
  makeCaptionSidecars,
  outputFileName,
  outputKeysFor,
  outputProfile,
  sidecarOf,
  sourceFileName,
  prepareRenderContext,
  profilePlan,
  readA53Captions,
  renderOutputs,
  overallResult,
  runQualityControl,
  SCC_OFFSET_PROGRAM_START,
  SLATE_XML_PREFIX,
  writeWebVtt,
  xmlSlate,
  type QcResult,
  type RenderContext,
} from '@masterport/media';
import {
  getMaster,
  nowIso,
  setMasterOutput,
  updateMasterFields,
  type MasterItem,
  type MasterOutput,
} from '@masterport/data';
import type { RunMaster } from './workspace.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { downloadToFile, putText, uploadFile } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { meterStoredFiles } from '../billing/storage-metering/stored-files.ts';
import { contentTypeOf } from '../content-types.ts';
import { newSecretToken } from '../random.ts';
import { spokenFields } from './spoken-lines.ts';
import { table } from '../adapters/db.ts';
import { logger } from '../logger.ts';
import { cleanWorkDir, localSources, masterSpec, workDir } from './workspace.ts';
import { isRunFile, outputPrefix, removeReplacedSources, removeSupersededFiles } from './run-files.ts';
import { mailMasterResult } from './master-result-mail.ts';
import { billCompletedRun } from '../billing/ledger/ledger.ts';
import { countForSite } from '../site/statistics.ts';
import { routeEncodes, selectedEncoder, type MediaConvertJobRequest } from './mediaconvert-jobs.ts';
import { checkedOutput, mediaMetadata, xmlSlateMeasurements } from './output-check.ts';
import { removeRunPictures, runPictures } from './run-pictures.ts';
import { join } from 'node:path';

export type { ProcessingStep } from '@masterport/contract';

/** An output step answers the MediaConvert jobs it prepared (none with the ffmpeg encoder). */
export type StepOutcome =
  'continue' | 'stop' | { readonly outcome: 'continue'; readonly jobs: readonly MediaConvertJobRequest[] };
type Step = (master: RunMaster) => Promise<StepOutcome>;

const hasSlate = (key: string, duration: number): boolean => {
  const profile = outputProfile(key);
  return isMediaProfile(profile) && profilePlan(profile, duration).segments.some((segment) => segment.kind === 'slate');
};

const isHighQuality = (key: string) => outputProfile(key).category === 'HIGH_QUALITY';

/** Which output keys each stage makes (OUTPUTS.md categories), before the master type's own list. */
const STEP_KEYS: Partial<Record<ProcessingStep, (key: string, master: RunMaster) => boolean>> = {
  CC_CONVERSION: (key) => outputProfile(key).category === 'CLOSED_CAPTIONS',
  MXF_STANDARD: (key, master) => outputProfile(key).category === 'MXF_BROADCAST' && !hasSlate(key, master.duration),
  MXF_SLATED: (key, master) => outputProfile(key).category === 'MXF_BROADCAST' && hasSlate(key, master.duration),
  // A key encoded alike a custom file (MP4_CUSTOM1, like TVC_HD) is made with it, by the same encode.
  CUSTOM_FILES: (key) =>
    key.startsWith(SLATE_XML_PREFIX) || isHighQuality(key) || encodedAlike(key).some(isHighQuality),
  RADIO_MASTERS: (key) => outputProfile(key).category === 'RADIO_BROADCAST',
  WEB_OPTIMIZED_VERSIONS: (key) =>
    ['MP4_VERSIONS', 'WEB_OPTIMIZED'].includes(outputProfile(key).category) && !encodedAlike(key).some(isHighQuality),
};

/** The steps whose only work is making output keys: with no key to make, they have nothing to do. */
export const OUTPUT_STEPS: readonly ProcessingStep[] = Object.keys(STEP_KEYS) as ProcessingStep[];

/** Every key this run makes (a recreate-output run makes only its key). */
export function runKeys(master: RunMaster): string[] {
  const hasCaptions = master.sources.captions?.status === 'uploaded';
  const only = master.run_options.only_keys;
  const listed = outputKeysFor(master.master_type, { hasCaptions }).filter(
    (key) => key !== 'SOURCE' && (!only || only.includes(key)),
  );
  // A loudness variant a station's spec needs (and its XML slate) is made only when a send asks for it.
  const variants = (only ?? []).filter(
    (key) => !listed.includes(key) && parseLoudnessVariant(companionOf(key) ?? key) !== undefined,
  );
  return [...listed, ...variants];
}

/**
 * The preview people check the spot with, made right after quality control, before the broadcast
 * files (which take most of the run): the smallest viewing copy, or the radio MP3. A run that
 * remakes some outputs only makes them in their own steps.
 */
export const earlyPreviewKey = (master: RunMaster): string | undefined => {
  if (master.run_options.only_keys) return undefined;
  const keys = runKeys(master);
  return previewOutputKey((key) => keys.includes(key));
};

/** The keys this step makes for this master in this run; the early preview is made before any step's. */
export function keysForStep(step: ProcessingStep, master: RunMaster): string[] {
  const belongs = STEP_KEYS[step];
  if (!belongs) return [];
  const early = earlyPreviewKey(master);
  return runKeys(master).filter((key) => belongs(key, master) && key !== early);
}

/**
 * The two MXF steps run side by side and both join the same XDCAM program: when both assemble, the
 * step before them encodes it once for both (keepMxfProgram), as this key's program.
 */
export function sharedMxfProgramKey(master: RunMaster): string | undefined {
  if (selectedEncoder() !== 'ffmpeg') return undefined;
  const assembled = (step: ProcessingStep) =>
    keysForStep(step, master).filter((key) => {
      const profile = outputProfile(key);
      return isMediaProfile(profile) && isAssemblable(profile, master.duration);
    });
  const [standard, slated] = [assembled('MXF_STANDARD'), assembled('MXF_SLATED')];
  return standard.length >= 2 && slated.length >= 2 ? slated[0] : undefined;
}

/** Where a recorded output's file is, and what it is. */
export interface RecordedFile {
  readonly s3Key: string;
  readonly filename: string;
  readonly size: number;
  /** Its SHA-256 when this task had its bytes at hand. */
  readonly sha256?: string | null;
  readonly bucket?: MasterOutput['bucket'];
}

export async function recordOutput(
  master: RunMaster,
  key: string,
  file: RecordedFile,
  metadata: MasterOutput['metadata'],
) {
  // Every output passes here, whoever encoded it; the SOURCE output is the source file, counted once.
  await meterMadeFile(
    master,
    file.bucket === 'sources' ? config().sourcesBucket : config().outputsBucket,
    file.s3Key,
    file.size,
  );
  await setMasterOutput(table(), master.id, {
    output_key: key,
    bucket: file.bucket ?? 'outputs',
    category: outputProfile(key.startsWith(SLATE_XML_PREFIX) ? key.slice(SLATE_XML_PREFIX.length) : key).category,
    s3_key: file.s3Key,
    filename: file.filename,
    size: file.size,
    sha256: file.sha256 ?? null,
    created_on: nowIso(),
    hash_key: newSecretToken(),
    metadata,
  });
}

/** Storage metering counts a file the run wrote in the account's bytes (docs/billing-metering.md). */
export const meterMadeFile = (master: Pick<MasterItem, 'account_id'>, bucket: string, key: string, bytes: number) =>
  meterStoredFiles([{ change: 'made', file: { accountId: master.account_id, bucket, key, bytes, madeOn: nowIso() } }]);

/** SHA-256 of a local file, read as a stream. */
async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function publishText(master: RunMaster, key: string, extension: string, text: string): Promise<void> {
  const filename = outputFileName(master.unique_id, key);
  const s3Key = `${outputPrefix(master)}${filename}`;
  const size = await putText(config().outputsBucket, s3Key, text, contentTypeOf(extension, 'text/plain'));
  await recordOutput(
    master,
    key,
    { s3Key, filename, size, sha256: createHash('sha256').update(text).digest('hex') },
    { format: extension },
  );
}

/**
 * Encodes keys with ffmpeg, checks each file against its profile with ffprobe, and only then uploads
 * and records it: a file that fails its checks is never offered. (With the MediaConvert encoder, the
 * keys it can make became jobs for the state machine before this: mediaconvert-jobs.ts.)
 */
export async function encodeAndRecord(
  master: RunMaster,
  keys: readonly string[],
  context: RenderContext,
  outDir: string,
): Promise<void> {
  const spec = masterSpec(master);
  // Pictures shared with another step's keys meet in the run's picture store (run-pictures.ts).
  const made = keys.length
    ? await renderOutputs(keys, context, outDir, { runKeys: runKeys(master), pictures: runPictures(master) })
    : [];
  for (const rendered of made) {
    const profile = outputProfile(rendered.key);
    if (!isMediaProfile(profile)) continue;
    const facts = await checkedOutput(profile, spec, rendered.path);
    const filename = outputFileName(master.unique_id, rendered.key);
    const s3Key = `${outputPrefix(master)}${filename}`;
    const [size, sha256] = await Promise.all([
      uploadFile(config().outputsBucket, s3Key, rendered.path, contentTypeOf(profile.extension)),
      sha256OfFile(rendered.path),
    ]);
    await recordOutput(
      master,
      rendered.key,
      { s3Key, filename, size, sha256 },
      mediaMetadata(profile, facts, 'ffmpeg', context.loudness.stereo),
    );
  }
}

async function renderStep(step: ProcessingStep, master: RunMaster): Promise<StepOutcome> {
  const keys = keysForStep(step, master);
  const mediaKeys = keys.filter((key) => isMediaProfile(outputProfile(key)));
  const spec = masterSpec(master);
  let jobs: readonly MediaConvertJobRequest[] = [];
  if (mediaKeys.length) {
    const context = await prepareRenderContext(spec, await localSources(master));
    const routed = await routeEncodes(step, master, context, mediaKeys, workDir(master));
    jobs = routed.jobs;
    await encodeAndRecord(master, routed.ffmpegKeys, context, join(workDir(master), 'outputs', step));
  }
  const xmlKeys = keys.filter((k) => k.startsWith(SLATE_XML_PREFIX));
  // An XML slate states its output's measured loudness and range, as the output's check recorded them (outputs
  // MediaConvert makes are recorded later, and their slates go without the figure).
  const recorded = xmlKeys.length ? ((await getMaster(table(), master.id))?.outputs ?? {}) : {};
  for (const key of xmlKeys) {
    await publishText(
      master,
      key,
      'xml',
      xmlSlate(key, spec, {
        hasCaptions: master.sources.captions?.status === 'uploaded',
        date: nowIso().slice(0, 10),
        ...xmlSlateMeasurements(recorded[key.slice(SLATE_XML_PREFIX.length)]?.metadata),
      }),
    );
  }
  return { outcome: 'continue', jobs };
}

const QC_STATUS: Record<QcResult['result'], MasterItem['qc_status']> = {
  PASSED: 'PASSED',
  warning: 'WARNING',
  REJECTED: 'REJECTED',
  SOURCE_INTEGRATED_LOUDNESS_REJECTED: 'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
  WAITING_CAPTIONS: 'WAITING_CAPTIONS',
};

/** After fix-loudness, an out-of-range TV loudness is a warning: every output is normalised anyway. */
function applyLoudnessFix(result: QcResult): { status: MasterItem['qc_status']; items: QcResult['items'] } {
  const items = result.items.map((item) =>
    item.check === 'loudness' && item.status === 'rejected'
      ? {
          ...item,
          status: 'warning' as const,
          code: 'loudness_fixed' as const,
          message: {
            en: `${item.message.en} Masterport corrects the loudness of every output.`,
            fr: `${item.message.fr} Masterport corrige la sonie de chaque version.`,
          },
        }
      : item,
  );
  // Judged as any QC result is (caption advice shown, not counted).
  return { status: QC_STATUS[overallResult(items)], items };
}

const text = (value: string | number | null) => (value === null ? null : String(value));

const qualityControl: Step = async (master) => {
  // A recreate-output run keeps the QC of the sources it already passed.
  if (master.run_options.only_keys && (master.qc_status === 'PASSED' || master.qc_status === 'WARNING'))
    return 'continue';
  const result = await runQualityControl(masterSpec(master), await localSources(master));
  // The user reads the catalogue's qc_error; what the tools said is for the operator.
  if (result.diagnostics?.length)
    logger.warn('Quality control could not measure a source', { masterId: master.id, diagnostics: result.diagnostics });
  const fixed =
    master.run_options.fix_loudness && result.result === 'SOURCE_INTEGRATED_LOUDNESS_REJECTED'
      ? applyLoudnessFix(result)
      : { status: QC_STATUS[result.result], items: result.items };
  const stop = isQcRejected(fixed.status) || fixed.status === 'WAITING_CAPTIONS';
  await updateMasterFields(table(), master.id, {
    qc_status: fixed.status,
    qc_acknowledged: false,
    loudness: result.summary.integratedLkfs ?? null,
    quality_control: fixed.items.map((item) => ({
      check: item.check,
      status: item.status,
      measured: text(item.measured),
      expected: text(item.expected),
      code: item.code,
      message: item.message,
    })),
    ...(stop
      ? { is_running: false, status: fixed.status === 'WAITING_CAPTIONS' ? 'WAITING_CAPTIONS' : 'QUALITY_CONTROL' }
      : {}),
    modified_on: nowIso(),
  });
  if (stop) await cleanWorkDir(master);
  if (isQcRejected(fixed.status)) await mailMasterResult(master.id, 'rejected');
  return stop ? 'stop' : 'continue';
};

const sourcesCopy: Step = async (master) => {
  // SOURCE is the upload itself, bit-identical: recorded where it is rather than copied.
  const main = master.sources.video ?? master.sources.radio ?? master.sources.audio;
  const local = await localSources(master);
  const mainPath = local.video ?? local.audio;
  if (main && mainPath && (!master.run_options.only_keys || master.run_options.only_keys.includes('SOURCE'))) {
    await recordOutput(
      master,
      'SOURCE',
      {
        s3Key: main.key,
        filename: sourceFileName(master.unique_id, main.filename),
        // The bytes S3 holds (downloaded here), not the size the browser declared: the metering
        // counted the upload at its S3 size, and a second size would change its count.
        size: (await stat(mainPath)).size,
        bucket: 'sources',
      },
      { uploaded_on: main.uploaded_on, uploaded_as: main.filename },
    );
  }
  return 'continue';
};

const captionsConversion: Step = async (master) => {
  const keys = keysForStep('CC_CONVERSION', master);
  const captions = master.sources.captions;
  if (!keys.length || !captions) return 'continue';
  const path = (await localSources(master)).captions;
  if (!path) return 'continue';
  const text = await readFile(path, 'utf8');
  const made = makeCaptionOutputs(captions.filename, text, {
    durationSeconds: master.duration,
    offsetProgramStart: SCC_OFFSET_PROGRAM_START,
  });
  for (const key of keys) {
    const sidecar = sidecarOf(key);
    const value = sidecar
      ? makeCaptionSidecars(captions.filename, text, {
          durationSeconds: master.duration,
          programStart: LAYOUTS[sidecar.layout].programStart,
        })[sidecar.format]
      : made[key as keyof typeof made];
    if (typeof value === 'string') await publishText(master, key, outputProfile(key).extension, value);
  }
  // What is said, for the library's search: each caption's text at its time.
  await updateMasterFields(table(), master.id, spokenFields(made.cues));
  return 'continue';
};

/**
 * The loudness plan every output uses comes from the sources' measurement: this builds it (and
 * checks it can be built), then makes the early preview with it, so the user can play the spot
 * while the broadcast files encode.
 */
const loudnessAdjustments: Step = async (master) => {
  const preview = earlyPreviewKey(master);
  const outputSteps: ProcessingStep[] = [
    'MXF_STANDARD',
    'WEB_OPTIMIZED_VERSIONS',
    'RADIO_MASTERS',
    'MXF_SLATED',
    'CUSTOM_FILES',
  ];
  if (!preview && outputSteps.every((step) => keysForStep(step, master).length === 0)) return 'continue';
  const context = await prepareRenderContext(masterSpec(master), await localSources(master));
  if (preview) {
    await encodeAndRecord(master, [preview], context, join(workDir(master), 'outputs', 'PREVIEW'));
    await updateMasterFields(table(), master.id, { preview_output_key: preview, modified_on: nowIso() });
  }
  const mxfProgramKey = sharedMxfProgramKey(master);
  if (mxfProgramKey)
    await keepMxfProgram(mxfProgramKey, context, join(workDir(master), 'pictures'), runPictures(master));
  return 'continue';
};

/** The candidate a new run shows: the one at the same place as the user's earlier choice, else the second. */
const DEFAULT_THUMBNAIL = 1;

/** Thumbnail candidates over the program, uploaded beside the run's outputs (not for radio, nor a remade output). */
async function makeThumbnails(master: RunMaster): Promise<Pick<MasterItem, 'thumbnails' | 'thumbnail_key'> | null> {
  if (master.run_options.only_keys) return null;
  const video = (await localSources(master)).video;
  if (!video) return null;
  const made = await extractThumbnails(video, master.duration, join(workDir(master), 'thumbnails'));
  const thumbnails = await Promise.all(
    made.map(async (thumb, index) => {
      const s3Key = `${outputPrefix(master)}thumbnails/thumb-${index + 1}.jpg`;
      const size = await uploadFile(config().outputsBucket, s3Key, thumb.path, 'image/jpeg');
      await meterMadeFile(master, config().outputsBucket, s3Key, size);
      return { s3_key: s3Key, at: thumb.atSeconds };
    }),
  );
  const chosen = master.thumbnails.findIndex((thumb) => thumb.s3_key === master.thumbnail_key);
  return {
    thumbnails,
    thumbnail_key: thumbnails[chosen >= 0 ? chosen : DEFAULT_THUMBNAIL]?.s3_key ?? thumbnails[0]?.s3_key ?? null,
  };
}

/**
 * The captions a TV set would show from MP41080_DTV (CEA-608 CC1 in its A/53 SEI), decoded from the
 * file the run recorded and written as WebVTT beside the thumbnails: browsers do not decode 608 in
 * MP4, so the player offers this track beside the WebVTT output. A run that did not make the DTV
 * file keeps what an earlier run decoded from the one the master still offers.
 */
async function decodeEmbeddedCaptions(master: MasterItem): Promise<Pick<MasterItem, 'preview_cc608_key'> | null> {
  const dtv = master.outputs.MP41080_DTV;
  if (!dtv) return { preview_cc608_key: null };
  if (!isRunFile(master, dtv.s3_key)) return null;
  const local = join(workDir(master), 'preview', dtv.filename);
  await downloadToFile(config().outputsBucket, dtv.s3_key, local);
  const s3Key = `${outputPrefix(master)}thumbnails/cc1-608.vtt`;
  const size = await putText(
    config().outputsBucket,
    s3Key,
    writeWebVtt(await readA53Captions(local)),
    contentTypeOf('vtt'),
  );
  await meterMadeFile(master, config().outputsBucket, s3Key, size);
  return { preview_cc608_key: s3Key };
}

const creatingPreview: Step = async (master) => {
  const current = requireCompleteSlate((await getMaster(table(), master.id)) ?? master);
  const preview = previewOutputKey((key) => !!current.outputs[key]) ?? null;
  const thumbnails = await makeThumbnails(current);
  const captions = await decodeEmbeddedCaptions(current);
  await updateMasterFields(table(), master.id, {
    preview_output_key: preview,
    ...(thumbnails ?? {}),
    ...(captions ?? {}),
    modified_on: nowIso(),
  });
  return 'continue';
};

const completed: Step = async (master) => {
  // Files this run made obsolete go first, so a master shown as done keeps exactly the files it
  // lists. Best effort: a failure here must never fail the finished run (whose failure path would
  // delete its files); what stays is removed by the next run that completes.
  const current = (await getMaster(table(), master.id)) ?? master;
  await removeSupersededFiles(current).catch((error: unknown) =>
    logger.warn('Superseded outputs not removed', { masterId: master.id, error: String(error) }),
  );
  await removeReplacedSources(current).catch((error: unknown) =>
    logger.warn('Replaced sources not removed', { masterId: master.id, error: String(error) }),
  );
  await removeRunPictures(current).catch((error: unknown) =>
    logger.warn('Shared pictures not removed', { masterId: master.id, error: String(error) }),
  );
  // One write ends the run, so no upload can start the next run before this one is marked done.
  await updateMasterFields(table(), master.id, {
    status: 'COMPLETED',
    progress: PROCESSING_STEP_TABLE.COMPLETED.progress,
    is_running: false,
    run_options: { only_keys: null, fix_loudness: false },
    modified_on: nowIso(),
  });
  // Billed once the master is done (docs/billing.md, "The ledger"): idempotent, so a retried step
  // bills nothing more. A billing failure is logged, never the run's: a finished master's outputs
  // are not deleted for a charge that could not be written.
  await billCompletedRun(current).catch((error: unknown) =>
    logger.error('Completed run not billed', { masterId: master.id, revision: current.revision, error: String(error) }),
  );
  // The public counter of masters made counts a master once, at its first whole run.
  if (!current.run_options.only_keys && current.revision === 0) await countForSite('masters_made', 1);
  // A remade output is not news: only whole runs are reported.
  if (!current.run_options.only_keys) await mailMasterResult(master.id, 'ready');
  await cleanWorkDir(master);
  return 'continue';
};

/** The work of each step of the run (the contract lists the steps and their order). */
export const STEP_WORK: Record<ProcessingStep, Step> = {
  SOURCES_COPY: sourcesCopy,
  QUALITY_CONTROL: qualityControl,
  CC_CONVERSION: captionsConversion,
  LOUDNESS_ADJUSTMENTS: loudnessAdjustments,
  MXF_STANDARD: (master) => renderStep('MXF_STANDARD', master),
  MXF_SLATED: (master) => renderStep('MXF_SLATED', master),
  CUSTOM_FILES: (master) => renderStep('CUSTOM_FILES', master),
  RADIO_MASTERS: (master) => renderStep('RADIO_MASTERS', master),
  WEB_OPTIMIZED_VERSIONS: (master) => renderStep('WEB_OPTIMIZED_VERSIONS', master),
  CREATING_PREVIEW: creatingPreview,
  COMPLETED: completed,
};
