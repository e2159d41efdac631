import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfig } from '../config.ts';

/**
 * Lets the tests of one file move the billing clock, as the local cloud does (`LOCAL_CLOUD`), on
 * the file's own table (`useFakePorts`), so no other file sees the move.
 */
export function useMovableBillingClock(): void {
  beforeEach(() => {
    vi.stubEnv('LOCAL_CLOUD', '1');
    resetConfig();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });
}
