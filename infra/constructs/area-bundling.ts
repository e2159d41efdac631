import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Packages some shared modules load only when used (core/documents reads PDFs with them, and its
 * barrel reaches API areas and workflow tasks alike): a function that never reads a PDF leaves them
 * out of its bundle (esbuild cannot bundle the canvas' native binary); one that does installs them
 * beside the bundle through `nodeModules`.
 */
export const RUNTIME_ONLY_MODULES: readonly string[] = ['pdfjs-dist', '@napi-rs/canvas'];

/**
 * The most an API Lambda's code (its bundle's `index.mjs`, without the source map) may weigh: 1 MB
 * in decimal bytes. Lambda loads and parses the whole bundle on every cold start, so what a call
 * never uses is paid by every call; `test/infra/bundle-size.test.ts` builds each area with
 * `areaBundling` and fails above it.
 */
export const API_BUNDLE_LIMIT_BYTES = 1_000_000;

/**
 * How every Lambda of ours is bundled (esbuild through CDK's NodejsFunction): minified ESM for
 * Node 22 with source maps, the AWS SDK included. The one definition: `AreaFunction` gives it to
 * CDK and the bundle-size test builds with it.
 */
export function areaBundling(nodeModules?: readonly string[]): nodejs.BundlingOptions {
  return {
    format: nodejs.OutputFormat.ESM,
    target: 'node22',
    mainFields: ['module', 'main'],
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // Bundle the AWS SDK too: the functions run the exact client versions the tests and the
    // local cloud ran, not whichever version the managed runtime ships this month.
    externalModules: RUNTIME_ONLY_MODULES.filter((name) => !nodeModules?.includes(name)),
    ...(nodeModules ? { nodeModules: [...nodeModules] } : {}),
    // ESM output still meets CommonJS dependencies that call require(); give them one.
    banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  };
}
