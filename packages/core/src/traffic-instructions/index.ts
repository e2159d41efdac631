export * from './traffic-instructions.ts';
