/**
 * The browser's check of a dropped file before its upload (issue 32, docs/architecture.md "Before the
 * upload"): `@masterport/media/preupload`, the one entry of this package the SPA may import. Nothing
 * below it imports Node (preupload.test.ts walks its imports to keep it so).
 */
export { readHeaderProbe } from './header-probe.ts';
export { checkBeforeUpload, type PreUploadSlate } from './header-checks.ts';
export type { QcItem, QcStatus } from '../qc/types.ts';
export type { ProbeResult } from '../probe.ts';
