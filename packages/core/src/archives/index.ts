export { buildArchive, failArchive } from './build-archive.ts';
