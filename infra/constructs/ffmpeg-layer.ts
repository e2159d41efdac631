import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { AssetHashType, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../config/repo-paths.ts';

/** Where the layer's files appear in a Lambda (layers are unpacked under /opt), as the settings that point the media package at them. */
export const FFMPEG_LAYER_SETTINGS = {
  ffmpegPath: '/opt/bin/ffmpeg',
  ffprobePath: '/opt/bin/ffprobe',
  fontsDir: '/opt/fonts',
} as const;

/** The static binaries are x86-64 builds: the functions that use the layer must run on x86_64. */
export const FFMPEG_LAYER_ARCHITECTURE = lambda.Architecture.X86_64;

/** The fonts slates and burned-in subtitles use (packages/media resolves them by file name). */
const FONT_FILES = ['DejaVuSansMono.ttf', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

/** Bump when the layer's layout changes without the build or the fonts' version changing. */
const LAYOUT_VERSION = '2';

/** A published static ffmpeg build: where it is, what it must hash to, and the folder its archive unpacks to. */
export interface FfmpegBuildPin {
  readonly version: string;
  readonly url: string;
  readonly sha256: string;
  readonly folder: string;
}

/**
 * The ffmpeg the Lambdas run: John Van Sickle's static linux-x64 build of ffmpeg 5.1.1 (GPL, with
 * x264, LAME, libvpx and FreeType), the same major version as Debian's package that runs the tests
 * and the local cloud (docs/architecture.md, "ffmpeg"). The checksum is the one other projects pin
 * for this file (their build tools verify it on every fetch); the builder publishes an MD5 beside
 * each archive, not a SHA-256. A new build is adopted by changing all four fields together.
 */
export const FFMPEG_LAYER_BUILD: FfmpegBuildPin = {
  version: '5.1.1',
  url: 'https://johnvansickle.com/ffmpeg/old-releases/ffmpeg-5.1.1-amd64-static.tar.xz',
  sha256: '2d848c37f7f276be0262d9123a84fbfe72bb159921ffcce3bd7106f143d29f42',
  folder: 'ffmpeg-5.1.1-amd64-static',
};

/**
 * CDK context keys: a local copy of the pinned archive (a closed network, or CI's cache), still
 * checked against the pin; and a whole other pin (a build the code does not pin yet, or a test's
 * archive), as a JSON object with the four fields.
 */
export const FFMPEG_LAYER_CONTEXT = { archive: 'ffmpegLayerArchive', build: 'ffmpegLayerBuild' } as const;

// Resolved the way packages/media resolves them at run time, from the media package.
const mediaRequire = createRequire(join(REPO_ROOT, 'packages', 'media', 'package.json'));

const fontsDir = (): string => {
  try {
    return dirname(mediaRequire.resolve('dejavu-fonts-ttf/package.json'));
  } catch {
    throw new Error('The ffmpeg layer needs the DejaVu fonts of dejavu-fonts-ttf: run `npm ci`.');
  }
};

const fontsVersion = (): string =>
  (JSON.parse(readFileSync(join(fontsDir(), 'package.json'), 'utf8')) as { version: string }).version;

/** The layer's asset hash: the pinned archive's checksum and the fonts' npm version identify its content. */
export function ffmpegLayerHash(pin: FfmpegBuildPin = FFMPEG_LAYER_BUILD): string {
  const key = [LAYOUT_VERSION, `ffmpeg ${pin.version} ${pin.sha256}`, `dejavu-fonts-ttf@${fontsVersion()}`].join('\n');
  return createHash('sha256').update(key).digest('hex');
}

const sha256Of = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Where a fetched archive is kept between synths (node_modules is already ignored and per-machine). */
const cachedArchive = (pin: FfmpegBuildPin): string =>
  join(REPO_ROOT, 'node_modules', '.cache', 'masterport-ffmpeg-layer', basename(new URL(pin.url).pathname));

/** Downloads with Node's own fetch in a child process: CDK's local bundling is synchronous. */
function download(url: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const script =
    'const [url, target] = process.argv.slice(1);' +
    'const response = await fetch(url);' +
    'if (!response.ok) { console.error(`${url} answered HTTP ${response.status}`); process.exit(1); }' +
    "const { writeFile } = await import('node:fs/promises');" +
    'await writeFile(target, Buffer.from(await response.arrayBuffer()));';
  const partial = `${target}.part`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, url, partial], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The ffmpeg layer's archive could not be downloaded from ${url}.`);
  renameSync(partial, target);
}

/**
 * The pinned archive on this machine: the given local copy, else the cached download, else a fresh
 * download. Whatever its origin, a file whose SHA-256 is not the pin's is refused, never used.
 */
export function ffmpegArchive(pin: FfmpegBuildPin, localCopy?: string): string {
  const path = localCopy ?? cachedArchive(pin);
  if (!localCopy && !existsSync(path)) download(pin.url, path);
  if (!existsSync(path)) throw new Error(`The ffmpeg layer's archive ${path} does not exist.`);
  const actual = sha256Of(path);
  if (actual !== pin.sha256) {
    if (!localCopy) rmSync(path, { force: true });
    throw new Error(
      `Refusing to build the ffmpeg layer: ${basename(path)} has SHA-256 ${actual}, but ffmpeg ${pin.version} is pinned ` +
        `to ${pin.sha256} (infra/constructs/ffmpeg-layer.ts). The file is not the published build.`,
    );
  }
  return path;
}

/**
 * Writes the layer's content into `outputDir`: `bin/ffmpeg`, `bin/ffprobe` (mode 755: Lambda runs
 * the code as a user that does not own the files) from the verified archive, and `fonts/*.ttf`.
 */
export function stageFfmpegLayer(
  outputDir: string,
  { pin = FFMPEG_LAYER_BUILD, archive }: { pin?: FfmpegBuildPin; archive?: string } = {},
): void {
  const verified = ffmpegArchive(pin, archive);
  const bin = join(outputDir, 'bin');
  const fonts = join(outputDir, 'fonts');
  mkdirSync(bin, { recursive: true });
  mkdirSync(fonts, { recursive: true });
  const unpacked = mkdtempSync(join(tmpdir(), 'masterport-ffmpeg-layer-'));
  try {
    const members = ['ffmpeg', 'ffprobe'].map((tool) => `${pin.folder}/${tool}`);
    const tar = spawnSync('tar', ['-xJf', verified, '-C', unpacked, ...members], { encoding: 'utf8' });
    if (tar.status !== 0)
      throw new Error(`The ffmpeg layer's archive could not be unpacked (tar with xz): ${tar.stderr || tar.error}`);
    for (const tool of ['ffmpeg', 'ffprobe'] as const) {
      const target = join(bin, tool);
      copyFileSync(join(unpacked, pin.folder, tool), target);
      chmodSync(target, 0o755);
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  const fontSource = fontsDir();
  for (const font of FONT_FILES) {
    const from = join(fontSource, 'ttf', font);
    if (!existsSync(from)) throw new Error(`dejavu-fonts-ttf has no ${font}`);
    copyFileSync(from, join(fonts, font));
    chmodSync(join(fonts, font), 0o644);
  }
  copyFileSync(join(fontSource, 'LICENSE'), join(fonts, 'LICENSE-dejavu-fonts'));
}

/** The pin and local copy a synth uses, from the CDK context (see FFMPEG_LAYER_CONTEXT). */
function layerSource(scope: Construct): { pin: FfmpegBuildPin; archive?: string } {
  const build = scope.node.tryGetContext(FFMPEG_LAYER_CONTEXT.build) as FfmpegBuildPin | string | undefined;
  const archive = scope.node.tryGetContext(FFMPEG_LAYER_CONTEXT.archive) as string | undefined;
  const pin = typeof build === 'string' ? (JSON.parse(build) as FfmpegBuildPin) : (build ?? FFMPEG_LAYER_BUILD);
  for (const field of ['version', 'url', 'sha256', 'folder'] as const)
    if (typeof pin[field] !== 'string' || !pin[field])
      throw new Error(`The ${FFMPEG_LAYER_CONTEXT.build} context needs a "${field}".`);
  return archive ? { pin, archive } : { pin };
}

export interface FfmpegLayerProps {
  readonly description: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * A Lambda layer with the pinned static ffmpeg and ffprobe and the DejaVu fonts, built on the synth
 * machine by local bundling (no Docker): the archive is fetched and verified only when CDK bundles
 * this stack, so a synth that skips bundling (the infra tests) never downloads. Functions that use
 * it add FFMPEG_LAYER_SETTINGS to their `lambdaEnvironment`.
 */
export class FfmpegLayer extends Construct {
  readonly layer: lambda.LayerVersion;

  constructor(scope: Construct, id: string, props: FfmpegLayerProps) {
    super(scope, id);
    const source = layerSource(this);
    this.layer = new lambda.LayerVersion(this, 'Layer', {
      description: props.description,
      compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
      compatibleArchitectures: [FFMPEG_LAYER_ARCHITECTURE],
      license: `ffmpeg ${source.pin.version}: GPL-3.0 (static build by John Van Sickle); fonts: DejaVu licence`,
      removalPolicy: props.removalPolicy,
      // The asset's source folder only anchors it; the content comes from the pinned archive (see stageFfmpegLayer).
      code: lambda.Code.fromAsset(join(REPO_ROOT, 'infra', 'layers', 'ffmpeg'), {
        assetHashType: AssetHashType.CUSTOM,
        assetHash: ffmpegLayerHash(source.pin),
        bundling: {
          // Only used if local bundling declined, which it never does: it builds or throws.
          image: lambda.Runtime.NODEJS_22_X.bundlingImage,
          local: {
            tryBundle(outputDir: string) {
              stageFfmpegLayer(outputDir, source);
              return true;
            },
          },
        },
      }),
    });
  }
}
