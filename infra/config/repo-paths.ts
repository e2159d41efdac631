import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDeployableSiteBuild } from './site-build.ts';

/**
 * Absolute paths the app bundles or uploads, resolved from this file rather than the working
 * directory so `cdk synth` (run at the root) and the tests resolve the same files.
 */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

export const apiEntry = (area: string): string => join(REPO_ROOT, 'functions', 'api', area, 'index.ts');

/** A path the workflow registry (state-machines/registry.ts) gives relative to the repository root. */
export const repoPath = (relative: string): string => join(REPO_ROOT, relative);

/** An event handler (`functions/events/<name>.ts`). */
export const eventEntry = (name: string): string => join(REPO_ROOT, 'functions', 'events', `${name}.ts`);

/**
 * The SPA build output; deployed only when it exists so synth works without `npm run build:web`,
 * and refused when it was built without the site's address (site-build.ts).
 */
export const webDistPath = (): string | undefined => {
  const path = join(REPO_ROOT, 'web', 'dist');
  if (!existsSync(join(path, 'index.html'))) return undefined;
  assertDeployableSiteBuild(path);
  return path;
};
