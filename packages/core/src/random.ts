import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits, base64url: share keys, activation and reset tokens (DESIGN.md §3.5). */
export const newSecretToken = (): string => randomBytes(20).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
/** Record ids: 96 random bits are plenty; they are not secrets. */
export const newId = (): string => randomBytes(12).toString('base64url');

/** A short tag that keeps keys apart (not a secret): 32 random bits in hex. */
export const randomTag = (): string => randomBytes(4).toString('hex');
