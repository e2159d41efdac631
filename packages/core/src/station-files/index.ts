export * from './station-files.ts';
