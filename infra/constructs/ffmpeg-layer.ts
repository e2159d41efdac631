import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** Bump when the layer's layout changes without a package version changing. */
const LAYOUT_VERSION = '1';

// Resolved the way packages/media resolves them at run time, from the media package.
const mediaRequire = createRequire(join(REPO_ROOT, 'packages', 'media', 'package.json'));

interface LayerSource {
  readonly name: string;
  /** Folder of the npm package, or undefined when npm did not install it on this machine. */
  readonly dir: string | undefined;
}

const packageDir = (name: string): string | undefined => {
  try {
    return dirname(mediaRequire.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
};

/**
 * The npm packages the layer is built from: the same static binaries `npm ci` brings for tests on
 * linux-x64 (DESIGN section 5, one build everywhere), and the DejaVu fonts the slates use.
 */
export function ffmpegLayerSources(): { ffmpeg: LayerSource; ffprobe: LayerSource; fonts: LayerSource } {
  return {
    ffmpeg: { name: '@ffmpeg-installer/linux-x64', dir: packageDir('@ffmpeg-installer/linux-x64') },
    ffprobe: { name: '@ffprobe-installer/linux-x64', dir: packageDir('@ffprobe-installer/linux-x64') },
    fonts: { name: 'dejavu-fonts-ttf', dir: packageDir('dejavu-fonts-ttf') },
  };
}

const versionOf = (source: LayerSource): string =>
  source.dir
    ? (JSON.parse(readFileSync(join(source.dir, 'package.json'), 'utf8')) as { version: string }).version
    : 'missing';

/**
 * The layer's asset hash: npm versions are immutable, so the package versions identify the content
 * without reading 150 MB of binaries on every synth.
 */
export function ffmpegLayerHash(): string {
  const sources = ffmpegLayerSources();
  const key = [LAYOUT_VERSION, ...Object.values(sources).map((source) => `${source.name}@${versionOf(source)}`)].join(
    '\n',
  );
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Writes the layer's content into `outputDir`: `bin/ffmpeg`, `bin/ffprobe` (mode 755: Lambda runs
 * the code as a user that does not own the files) and `fonts/*.ttf`.
 */
export function stageFfmpegLayer(outputDir: string): void {
  const sources = ffmpegLayerSources();
  const missing = Object.values(sources).filter((source) => !source.dir);
  if (missing.length) {
    throw new Error(
      `The ffmpeg layer is built from ${missing.map((m) => m.name).join(', ')}, which npm did not install on this machine ` +
        '(they are linux-x64 optional dependencies). Run the synth on linux-x64, or install them with ' +
        '`npm install --no-save --os=linux --cpu=x64 @ffmpeg-installer/linux-x64 @ffprobe-installer/linux-x64`.',
    );
  }
  const bin = join(outputDir, 'bin');
  const fonts = join(outputDir, 'fonts');
  mkdirSync(bin, { recursive: true });
  mkdirSync(fonts, { recursive: true });
  for (const [tool, source] of [
    ['ffmpeg', sources.ffmpeg],
    ['ffprobe', sources.ffprobe],
  ] as const) {
    const target = join(bin, tool);
    copyFileSync(join(source.dir!, tool), target);
    chmodSync(target, 0o755);
  }
  for (const font of FONT_FILES) {
    const from = join(sources.fonts.dir!, 'ttf', font);
    if (!existsSync(from)) throw new Error(`dejavu-fonts-ttf has no ${font}`);
    copyFileSync(from, join(fonts, font));
    chmodSync(join(fonts, font), 0o644);
  }
  copyFileSync(join(sources.fonts.dir!, 'LICENSE'), join(fonts, 'LICENSE-dejavu-fonts'));
}

export interface FfmpegLayerProps {
  readonly description: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * A Lambda layer with the static ffmpeg and ffprobe of the npm installer packages and the DejaVu
 * fonts, built on the synth machine from node_modules (no Docker, no download). Functions that use
 * it add FFMPEG_LAYER_SETTINGS to their `lambdaEnvironment`.
 */
export class FfmpegLayer extends Construct {
  readonly layer: lambda.LayerVersion;

  constructor(scope: Construct, id: string, props: FfmpegLayerProps) {
    super(scope, id);
    this.layer = new lambda.LayerVersion(this, 'Layer', {
      description: props.description,
      compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
      compatibleArchitectures: [FFMPEG_LAYER_ARCHITECTURE],
      license: 'ffmpeg: GPL-3.0 (static build by johnvansickle.com via @ffmpeg-installer); fonts: DejaVu licence',
      removalPolicy: props.removalPolicy,
      // The asset's source folder only anchors it; the content comes from node_modules (see stageFfmpegLayer).
      code: lambda.Code.fromAsset(join(REPO_ROOT, 'infra', 'layers', 'ffmpeg'), {
        assetHashType: AssetHashType.CUSTOM,
        assetHash: ffmpegLayerHash(),
        bundling: {
          // Only used if local bundling declined, which it never does: it builds or throws.
          image: lambda.Runtime.NODEJS_22_X.bundlingImage,
          local: {
            tryBundle(outputDir: string) {
              stageFfmpegLayer(outputDir);
              return true;
            },
          },
        },
      }),
    });
  }
}
