import type { ComponentType } from 'react';
import { paths } from '#config/paths.ts';
import type { Namespace } from '#lib/i18n.ts';

/**
 * The pages agencies send to outsiders (seed 001 §2): a master's, a playlist's, a station's
 * distribution. Routed by the app (router.tsx) and, from their prerendered documents, by their own
 * entry without the app's router (public-main.tsx, docs/site.md). `texts`: the dictionaries their
 * first render reads; each reads through SWR.
 */
export interface PublicLinkPage {
  readonly path: string;
  readonly load: () => Promise<ComponentType>;
  readonly texts: readonly Namespace[];
}

export const PUBLIC_LINK_PAGES: readonly PublicLinkPage[] = [
  {
    path: paths.publicMaster.path,
    load: async () => (await import('#features/file-view/components/public-master-page.tsx')).PublicMasterPage,
    texts: ['sharedMaster'],
  },
  {
    path: paths.publicPlaylist.path,
    load: async () => (await import('#features/playlists/components/public-playlist-page.tsx')).PublicPlaylistPage,
    texts: ['playlists', 'sharedMaster'],
  },
  {
    path: paths.publicDistribution.path,
    load: async () =>
      (await import('#features/distributions/components/public-distribution-page.tsx')).PublicDistributionPage,
    // A link that opens nothing says the catalogue's words as the page opens.
    texts: ['distributions', 'received', 'errors'],
  },
];
