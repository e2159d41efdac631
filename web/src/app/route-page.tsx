import type { RouteObject } from 'react-router-dom';
import { loadTexts, type Namespace } from '#lib/i18n.ts';

/**
 * A lazily loaded screen: `load` imports its module, `name` picks the component. Its first render
 * waits for the dictionaries it reads (i18n.ts): every namespace of the language shown unless
 * `texts` names its own, beside the first ones that came before the app's first render. The
 * sign-in page and the public links name theirs, to download no more than they show (docs/site.md).
 * A screen reads through SWR with the app's settings (`ApiSWRConfig`, loaded with it) unless
 * `reads` is false: the sign-in and forgotten-password pages read nothing and load no SWR.
 */
export function page<M>(
  load: () => Promise<M>,
  name: keyof M,
  { texts = 'all', reads = true }: { texts?: 'all' | readonly Namespace[]; reads?: boolean } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module, settings] = await Promise.all([
        load(),
        reads ? import('#lib/api-swr-config.tsx') : undefined,
        loadTexts(texts),
      ]);
      const Screen = module[name] as React.ComponentType;
      if (!settings) return { Component: Screen };
      const { ApiSWRConfig } = settings;
      return {
        Component: () => (
          <ApiSWRConfig>
            <Screen />
          </ApiSWRConfig>
        ),
      };
    },
  };
}
