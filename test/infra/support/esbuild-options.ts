import type { BuildOptions } from 'esbuild';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/** The bundling options this translation knows; any other one fails it rather than being built without. */
const TRANSLATED = new Set<string>([
  'format',
  'target',
  'mainFields',
  'minify',
  'sourceMap',
  'sourcesContent',
  'externalModules',
  'nodeModules',
  'banner',
]);

/**
 * esbuild's build options for a NodejsFunction's `bundling`, as CDK turns them into esbuild's
 * command line (aws-lambda-nodejs `Bundling`): always `--bundle --platform=node`, the output
 * `index.mjs` for ESM, the external modules plus those installed beside the bundle. An option it
 * does not translate throws, so the size test cannot build other than the CDK app does.
 */
export function esbuildOptionsOf(bundling: BundlingOptions, entry: string, outdir: string): BuildOptions {
  const unknown = Object.keys(bundling).filter((key) => !TRANSLATED.has(key));
  if (unknown.length)
    throw new Error(
      `esbuildOptionsOf does not translate the bundling option(s) ${unknown.join(', ')}: add them as CDK passes them to esbuild`,
    );
  const esm = bundling.format === OutputFormat.ESM;
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    outfile: `${outdir}/${esm ? 'index.mjs' : 'index.js'}`,
    ...(bundling.format ? { format: bundling.format } : {}),
    ...(bundling.target ? { target: bundling.target } : {}),
    ...(bundling.mainFields ? { mainFields: bundling.mainFields } : {}),
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ?? false,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...(bundling.externalModules ?? []), ...(bundling.nodeModules ?? [])],
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    logLevel: 'silent',
  };
}
