import type { RouteObject } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { page } from './route-page.tsx';
import { SETTINGS_TAB_ENTRIES } from './settings-tabs.ts';

const settingsLayout = () => import('./layouts/settings-layout.tsx');

/**
 * The signed-in app's pages, under its frame (router.tsx's /app route): added to the route table on
 * the first visit to /app, so the first download of the pages sent to outsiders does not carry them.
 */
export const APP_PAGE_ROUTES: RouteObject[] = [
  {
    path: paths.app.masters.path,
    ...page(() => import('#features/masters/components/masters-page.tsx'), 'MastersPage'),
  },
  {
    path: paths.app.master.path,
    ...page(() => import('#features/masters/components/master-page.tsx'), 'MasterPage'),
  },
  {
    path: paths.app.distributions.path,
    ...page(() => import('#features/distributions/components/distributions-page.tsx'), 'DistributionsPage'),
  },
  {
    path: paths.app.distribution.path,
    ...page(() => import('#features/distributions/components/distribution-page.tsx'), 'DistributionPage'),
  },
  {
    path: paths.app.received.path,
    ...page(() => import('#features/received/components/received-page.tsx'), 'ReceivedPage'),
  },
  {
    path: paths.app.receivedSpot.path,
    ...page(() => import('#features/received/components/received-spot-page.tsx'), 'ReceivedSpotPage'),
  },
  {
    path: paths.app.playlists.path,
    ...page(() => import('#features/playlists/components/playlists-page.tsx'), 'PlaylistsPage'),
  },
  {
    path: paths.app.playlist.path,
    ...page(() => import('#features/playlists/components/playlist-page.tsx'), 'PlaylistPage'),
  },
  {
    path: paths.app.documents.path,
    ...page(() => import('#features/documents/components/documents-page.tsx'), 'DocumentsPage'),
  },
  {
    path: paths.app.document.path,
    ...page(() => import('#features/documents/components/document-page.tsx'), 'DocumentPage'),
  },
  {
    path: paths.app.changePlan.path,
    ...page(() => import('#features/plan/components/change-plan-page.tsx'), 'ChangePlanPage'),
  },
  {
    path: paths.app.billing.path,
    ...page(() => import('#features/billing/components/billing-page.tsx'), 'BillingPage'),
  },
  {
    path: paths.app.invoice.path,
    ...page(() => import('#features/billing/components/invoice-page.tsx'), 'InvoicePage'),
  },
  {
    path: paths.app.profile.path,
    // The profile links to the account's tabs, which live under Settings.
    lazy: async () => {
      const [{ ProfilePage }, { SettingsLinks }] = await Promise.all([
        import('#features/profile/components/profile-page.tsx'),
        import('./layouts/settings-links.tsx'),
      ]);
      return { Component: () => <ProfilePage accountSettings={<SettingsLinks />} /> };
    },
  },
  {
    ...page(settingsLayout, 'SettingsLayout'),
    children: SETTINGS_TAB_ENTRIES.map(({ tab, screen }) => ({
      path: paths.app.settings.getHref(tab),
      ...(screen ? { lazy: async () => ({ Component: await screen() }) } : page(settingsLayout, 'SettingsComingSoon')),
    })),
  },
];
