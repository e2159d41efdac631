// The team: an account's people, invitations and each member's permission keys (seed 000 §6-7).
export * from './accesses.ts';
export * from './invitations.ts';
