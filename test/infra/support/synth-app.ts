import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { REPO_ROOT } from '@masterport/infra/config/repo-paths.ts';
import { FFMPEG_LAYER_CONTEXT } from '@masterport/infra/constructs/ffmpeg-layer.ts';
import { createApp } from '@masterport/infra/create-app.ts';
import type { StageConfig } from '@masterport/infra/config/stage-config.ts';
import type { AppStacks } from '@masterport/infra/stacks/create-stacks.ts';
import { testFfmpegArchive } from './test-ffmpeg-archive.ts';

export interface SynthOptions {
  readonly stage?: 'dev' | 'prod';
  /**
   * Run esbuild for the functions and stage the ffmpeg layer, from a stand-in archive (no download:
   * test-ffmpeg-archive.ts). Off by default: CDK's own `aws:cdk:bundling-stacks`
   * context (what `cdk synth --exclusively` uses) skips bundling and keeps the NodejsFunction path.
   */
  readonly bundle?: boolean;
  /** A built SPA to deploy; null deploys none (the default here, whatever web/dist holds). */
  readonly assetsPath?: string | null;
  /** Overrides the stage's encoder (as `-c encoder=...` does). */
  readonly encoder?: 'ffmpeg' | 'mediaconvert';
}

export interface SynthesizedApp {
  readonly app: App;
  readonly config: StageConfig;
  readonly stacks: AppStacks;
  readonly assembly: CloudAssembly;
  readonly templates: Readonly<Record<keyof AppStacks, Template>>;
  /** Deletes the cloud assembly (with its bundles); call it in afterAll. */
  readonly cleanup: () => void;
}

/** The feature flags of cdk.json, so tests synthesise with the same behaviour as the CLI. */
const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/**
 * Synths already made in this process, by their options: the infra files share one worker and its
 * modules (vitest.config.ts, `isolate: false`), so the files that read the same app read one synth
 * instead of one each. Their folders go when the process ends; `cleanup` leaves them to that.
 */
const shared = new Map<string, SynthesizedApp>();
process.once('exit', () => {
  for (const synth of shared.values()) synth.cleanup();
});

/**
 * The whole app synthesised with cdk-nag attached exactly as `cdk synth` runs it, shared by every
 * file asking for the same options (tests read a synth, they never change it); a bundling synth is
 * made for its one file.
 */
export function synthApp(options: SynthOptions = {}): SynthesizedApp {
  if (options.bundle) return synthAppOnce(options);
  const key = JSON.stringify({ stage: 'dev', ...options });
  let synth = shared.get(key);
  if (!synth) {
    synth = synthAppOnce(options);
    shared.set(key, synth);
  }
  return { ...synth, cleanup: () => {} };
}

function synthAppOnce(options: SynthOptions): SynthesizedApp {
  const context: Record<string, unknown> = {
    ...cdkJsonContext(),
    stage: options.stage ?? 'dev',
    // As `cdk synth` does without --debug: capturing a stack trace per construct (source-mapped
    // under vitest) costs more than the synth itself.
    'aws:cdk:disable-stack-trace': true,
  };
  if (!options.bundle) context['aws:cdk:bundling-stacks'] = [];
  const standIn = options.bundle ? testFfmpegArchive() : undefined;
  if (standIn) {
    context[FFMPEG_LAYER_CONTEXT.build] = standIn.pin;
    context[FFMPEG_LAYER_CONTEXT.archive] = standIn.archive;
  }
  if (options.encoder) context.encoder = options.encoder;
  const outdir = mkdtempSync(join(tmpdir(), 'masterport-cdk-test-'));
  const { app, config, stacks } = createApp({ context, outdir, assetsPath: options.assetsPath ?? null });
  const assembly = app.synth();
  const template = (stack: Stack) => Template.fromStack(stack);
  return {
    app,
    config,
    stacks,
    assembly,
    templates: {
      web: template(stacks.web),
      data: template(stacks.data),
      auth: template(stacks.auth),
      mail: template(stacks.mail),
      processing: template(stacks.processing),
      api: template(stacks.api),
    },
    cleanup: () => {
      rmSync(outdir, { recursive: true, force: true });
      if (standIn) rmSync(standIn.dir, { recursive: true, force: true });
    },
  };
}

/** Resources of one type, by logical id. */
export function resourcesOfType(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}
