import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * How the screens' reads behave (SWR), around every screen that reads: the signed-in frames
 * (signed-in-providers.tsx) and each page of the public frame that reads (router.tsx). Not around
 * the whole app: SWR would then come with the first download, which the sign-in page, reading
 * nothing, does without (docs/site.md).
 */
export function ApiSWRConfig({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        // The API client already retries reads twice; "cache threshold 2000" in the seed.
        shouldRetryOnError: false,
        dedupingInterval: 2000,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}
