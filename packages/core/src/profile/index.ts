export * from './profile-status.ts';
