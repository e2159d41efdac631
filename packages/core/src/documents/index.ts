export * from './documents.ts';
export * from './read-pdf.ts';
