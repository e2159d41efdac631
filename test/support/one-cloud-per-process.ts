/** Set once a local cloud runs in this process: it writes the functions' environment into process.env. */
const CLOUD_IN_PROCESS = Symbol.for('masterport.test.localCloud');

/**
 * Refuses a second local cloud in one process. A local cloud gives the functions their settings
 * through process.env, so two cannot share a process: `npx vitest run` with two projects that each
 * start one (integration and integration-media, e2e and e2e-media) would point one's tests at the
 * other's cloud. `npm test` runs each project in a process of its own.
 */
export function claimProcessForCloud(project: string): void {
  const processGlobals = globalThis as Record<symbol, unknown>;
  if (processGlobals[CLOUD_IN_PROCESS])
    throw new Error(
      `Run the projects that start a local cloud one per process (npm test, or vitest --project ${project}): ${String(processGlobals[CLOUD_IN_PROCESS])} already started one here.`,
    );
  processGlobals[CLOUD_IN_PROCESS] = project;
}
