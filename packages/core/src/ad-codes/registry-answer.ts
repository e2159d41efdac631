import { registryDifferences, type AdCodeSystem, type ComparedSlate, type RegistryAnswer } from '@masterport/contract';
import { logger } from '../logger.ts';
import { RegistryUnanswered, type AdCodeRegistry } from './ad-code-registry.ts';

/**
 * What the registry says of a code under the system it follows, and how the slate differs from it
 * (docs/ad-codes.md). Only Ad-ID codes are looked up (the registry knows no other); a registry that is
 * not configured or cannot tell makes the answer `unavailable`, logged, never a refusal: the checks
 * are warnings for the user.
 */
export async function registryAnswer(
  registry: AdCodeRegistry | undefined,
  code: string,
  system: AdCodeSystem,
  slate: ComparedSlate = {},
): Promise<RegistryAnswer> {
  if (system !== 'ad_id') return { status: 'not_asked' };
  if (!registry) return { status: 'unavailable' };
  try {
    const lookup = await registry.lookup(code);
    if (!lookup.found) return { status: 'unknown_code' };
    return { status: 'found', record: lookup.record, differences: registryDifferences(slate, lookup.record) };
  } catch (error) {
    // A registry that cannot tell (or a key that cannot be read) costs the warning, never the call.
    const reason = error instanceof RegistryUnanswered ? error.message : (error as Error).name;
    logger.warn('Ad-ID registry look-up unanswered', { reason });
    return { status: 'unavailable' };
  }
}
