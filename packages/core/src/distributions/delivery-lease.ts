import { leaseScopes, releaseDeliveryLease, renewDeliveryLease, takeDeliveryLease } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { logger } from '../logger.ts';
import { newSecretToken } from '../random.ts';

/**
 * How long a lease holds without renewal: a Lambda that crashed mid-transfer frees its station's
 * file after this; long enough that a renewal every LEASE_RENEW_MS survives a slow table call.
 */
export const LEASE_MS = 120_000;
export const LEASE_RENEW_MS = 30_000;

/** The lease scopes are key strings, so the table layer builds them (docs/data-model.md, delivery lease). */
export { leaseScopes };

/** Leases held together, renewed while held; `lost` turns true if a renewal found another holder. */
export interface HeldLeases {
  readonly scopes: readonly string[];
  readonly lost: boolean;
  release(): Promise<void>;
}

/**
 * Takes every scope or none (sorted, so two takers of the same set meet at the same first scope);
 * undefined when another holds one of them. The leases are renewed every LEASE_RENEW_MS until
 * released; release them in a `finally`.
 */
export async function takeLeases(scopes: readonly string[], forMs = LEASE_MS): Promise<HeldLeases | undefined> {
  const holder = newSecretToken();
  const wanted = [...new Set(scopes)].sort();
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((scope) => releaseDeliveryLease(table(), scope, holder)));
  try {
    for (const scope of wanted) {
      if (!(await takeDeliveryLease(table(), scope, holder, forMs))) {
        await giveBack();
        return undefined;
      }
      taken.push(scope);
    }
  } catch (error) {
    await giveBack().catch(() => undefined);
    throw error;
  }
  let lost = false;
  const timer = setInterval(
    () => {
      void Promise.all(taken.map((scope) => renewDeliveryLease(table(), scope, holder, forMs))).then(
        (renewed) => {
          if (renewed.includes(false)) {
            lost = true;
            logger.warn('A delivery lease expired and was taken by another holder', {
              scopes: taken.filter((_scope, index) => !renewed[index]),
            });
          }
        },
        (error: unknown) => logger.warn('A delivery lease was not renewed', { error }),
      );
    },
    Math.min(LEASE_RENEW_MS, Math.floor(forMs / 4)),
  );
  // A timer must not keep a finished Lambda (or a test process) alive.
  timer.unref();
  return {
    scopes: taken,
    get lost() {
      return lost;
    },
    async release() {
      clearInterval(timer);
      await giveBack();
    },
  };
}

/** Waits up to `waitMs` for the leases (another holder's step is short), then gives up with undefined. */
export async function waitForLeases(
  scopes: readonly string[],
  waitMs: number,
  forMs = LEASE_MS,
): Promise<HeldLeases | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const held = await takeLeases(scopes, forMs);
    if (held || Date.now() >= deadline) return held;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
}
