export * from './documents.ts';
export * from './read-pdf.ts';
export * from './links.ts';
export { documentObjectKey } from '../storage-keys.ts';
