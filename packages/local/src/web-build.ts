import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_LINK_MANIFEST, prerenderSite } from './web-prerender.ts';

/**
 * Everything the SPA's production build reads, relative to the repository root (folders whole):
 * its sources and configuration, the contract it imports, and the lockfile for every package
 * version. Vite's `.env*` files of web/ and the `VITE_*` variables are added by `webBuildInputs`.
 */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/public-link.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  // The accepted-formats page prints the media package's rules and output profiles, and the upload
  // tab applies its QC rules before an upload (its `preupload` entry, in its package.json).
  'packages/media/src',
  'packages/media/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Written next to web/dist, not in it: the web stack uploads web/dist whole. */
export const WEB_BUILD_STAMP = 'web/.build-stamp.json';

interface Stamp {
  /** The hash of the inputs the build was made from. */
  readonly inputs: string;
  /** The hash of the index.html it wrote: a build made since by other means no longer matches. */
  readonly index: string;
}

// Tests sit beside the code and are never part of the bundle: editing one needs no rebuild.
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .flatMap((entry) => filesUnder(root, `${path}/${entry.name}`));
}

/**
 * The hash of what a build of the SPA would be made from. The bytes, not modification times: a
 * checkout or a copy rewrites times without changing the build, and an edit can keep them (a
 * restored backup). About 3 MB to read, a few tens of milliseconds.
 */
export function webBuildInputs(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const envFiles = readdirSync(join(root, 'web'))
    .filter((name) => name.startsWith('.env'))
    .map((name) => `web/${name}`);
  const files = [...WEB_BUILD_INPUTS.flatMap((path) => filesUnder(root, path)), ...envFiles].sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  // Vite writes VITE_* variables into the bundle (the reCAPTCHA site key of a deploy build).
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`env:${name}=${env[name]}\0`);
  return hash.digest('hex');
}

const indexHash = (root: string): string | undefined => {
  const index = join(root, 'web/dist/index.html');
  return existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex') : undefined;
};

/** Why web/dist cannot be served as it is, or undefined when it was built from today's inputs. */
export function webBuildStale(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): 'missing' | 'unstamped' | 'changed' | undefined {
  const index = indexHash(root);
  if (!index) return 'missing';
  const stampFile = join(root, WEB_BUILD_STAMP);
  if (!existsSync(stampFile)) return 'unstamped';
  let stamp: Partial<Stamp>;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Partial<Stamp>;
  } catch {
    return 'unstamped';
  }
  return stamp.index === index && stamp.inputs === webBuildInputs(root, env) ? undefined : 'changed';
}

/**
 * Builds the SPA into web/dist with the repository's Vite configuration and stamps it. The stamp
 * goes first and the inputs are hashed before the build: a build that fails or is stopped leaves
 * no stamp, and a source edited during the build makes the next start build again.
 */
export async function buildWeb(root: string, options: { quiet?: boolean } = {}): Promise<void> {
  rmSync(join(root, WEB_BUILD_STAMP), { force: true });
  const inputs = webBuildInputs(root);
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'web/vite.config.ts'),
    root: join(root, 'web'),
    logLevel: options.quiet ? 'warn' : 'info',
  });
  // The public links' own entry (public-main.tsx), built apart: in the app's build the modules it
  // shares with the app (React Router's, whose data router the app uses) would come whole.
  await build({
    configFile: join(root, 'web/vite.config.ts'),
    root: join(root, 'web'),
    logLevel: options.quiet ? 'warn' : 'info',
    build: {
      emptyOutDir: false,
      // Which chunks each page imports, for its prerendered documents (web-prerender.ts).
      manifest: PUBLIC_LINK_MANIFEST,
      rolldownOptions: { input: join(root, 'web/public-link.html') },
    },
  });
  await prerenderSite(root, options);
  stampWebBuild(root, inputs);
}

/** Records that web/dist, as it is now, was built from `inputs` (webBuildInputs before the build). */
export function stampWebBuild(root: string, inputs: string): void {
  const index = indexHash(root);
  if (!index) throw new Error('web/dist/index.html is missing: the build wrote nothing to stamp');
  const stamp: Stamp = { inputs, index };
  writeFileSync(join(root, WEB_BUILD_STAMP), `${JSON.stringify(stamp)}\n`);
}

/** `npm start`: builds web/dist only when it is missing or was not built from today's inputs. */
export async function ensureWebBuild(root: string): Promise<'fresh' | 'built'> {
  const stale = webBuildStale(root);
  if (!stale) return 'fresh';
  const why = {
    missing: 'no build yet',
    unstamped: 'built by other means',
    changed: 'web/ or what it uses changed since the last build',
  }[stale];
  console.log(`Building the SPA (${why}); later starts reuse it while nothing changes…`);
  const started = Date.now();
  await buildWeb(root, { quiet: true });
  console.log(`SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 'built';
}
