export * from './table-definition.ts';
