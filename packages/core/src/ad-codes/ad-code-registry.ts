import type { AdCodeRecord } from '@masterport/contract';

/**
 * The Ad-ID registry as the platform uses it (issue 32, docs/ad-codes.md): what it knows of one code.
 * The Ad-ID adapter (`ad-id-registry.ts`) is the one implementation; its base URL is configuration,
 * so the same adapter talks to the local cloud's stand-in and to the registry.
 */
export interface AdCodeRegistry {
  /** The registry's facts of a normalised code. Throws `RegistryUnanswered` when it cannot tell. */
  lookup(code: string): Promise<AdCodeLookup>;
}

export type AdCodeLookup = { found: false } | { found: true; record: AdCodeRecord };

/** The registry did not answer, answered with an error, or refused our key: nobody can tell whether it knows the code. */
export class RegistryUnanswered extends Error {
  override name = 'RegistryUnanswered';
}

/**
 * How long a look-up may take: the slate modal waits for it when the user verifies the code, so it
 * is short, and a slow registry only costs the warning (the answer is then `unavailable`).
 */
export const REGISTRY_TIMEOUT_MS = 4_000;
