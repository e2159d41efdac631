import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from '#components/full-page-loader.tsx';
import { paths } from '#config/paths.ts';
import { APP_SITE_PAGES } from '#features/site/model/app-site-pages.ts';
import { loadSiteOnlyTexts, loadTexts, type Namespace } from '#lib/i18n.ts';
import { restoreStoredSession } from '#lib/session.ts';
import { RequireSession } from './guards/require-session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { SETTINGS_TAB_ENTRIES } from './settings-tabs.ts';

/**
 * A lazily loaded screen: `load` imports its module, `name` picks the component. Its first render
 * waits for the dictionaries it reads (i18n.ts): every namespace of the language shown unless
 * `texts` names its own, beside the first ones that came before the app's first render. The
 * sign-in page and the public links name theirs, to download no more than they show (docs/site.md).
 * A screen reads through SWR with the app's settings (`ApiSWRConfig`, loaded with it) unless
 * `reads` is false: the sign-in and forgotten-password pages read nothing and load no SWR.
 */
function page<M>(
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

/**
 * A signed-in frame (the app's shell, the account-state pages' frame), loaded with its first page
 * rather than with the entry: the sign-in page and the public links do not carry its menus,
 * popovers and switchers (docs/site.md). Without a session it sends the visitor to sign in. The
 * stored session is read (and checked) before the frame first renders, so it paints at once.
 */
function signedInFrame<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module, { SignedInProviders }] = await Promise.all([
        load(),
        import('./signed-in-providers.tsx'),
        restoreStoredSession(),
        loadTexts('all'),
      ]);
      const Frame = module[name] as React.ComponentType;
      return {
        element: (
          <RequireSession>
            <SignedInProviders>
              <Frame />
            </SignedInProviders>
          </RequireSession>
        ),
      };
    },
  };
}

const auth = () => import('#features/auth/components/activate-page.tsx');
const status = () => import('#features/account-status/components/account-status-pages.tsx');
const settingsLayout = () => import('./layouts/settings-layout.tsx');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // The public site's pages, in their own frame (docs/site.md).
      ...APP_SITE_PAGES.map(({ path, page: sitePage, language }) => ({
        path,
        lazy: async () => {
          const [{ SiteRoute }] = await Promise.all([
            import('#features/site/components/site-route.tsx'),
            loadSiteOnlyTexts(),
          ]);
          return { element: <SiteRoute page={sitePage} language={language} /> };
        },
      })),
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.auth.login.path,
            ...page(() => import('#features/auth/components/login-page.tsx'), 'LoginPage', { texts: [], reads: false }),
          },
          {
            path: paths.auth.signup.path,
            ...page(() => import('#features/auth/components/signup-page.tsx'), 'SignupPage'),
          },
          { path: paths.auth.activateUser.path, ...page(auth, 'ActivateUserPage') },
          { path: paths.auth.activateAccount.path, ...page(auth, 'ActivateAccountPage') },
          {
            path: paths.auth.forgotPassword.path,
            ...page(() => import('#features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage', {
              texts: ['errors'],
              reads: false,
            }),
          },
          {
            path: paths.auth.confirmIdentity.path,
            ...page(() => import('#features/auth/components/confirm-identity-page.tsx'), 'ConfirmIdentityPage'),
          },
          {
            path: paths.auth.invitation.path,
            ...page(() => import('#features/team/components/invitation-page.tsx'), 'InvitationPage'),
          },
          {
            path: paths.maintenance.path,
            ...page(() => import('#features/site/components/maintenance-page.tsx'), 'MaintenancePage'),
          },
          {
            path: paths.publicMaster.path,
            ...page(() => import('#features/file-view/components/public-master-page.tsx'), 'PublicMasterPage', {
              texts: ['masters', 'errors'],
            }),
          },
          {
            path: paths.fileView.path,
            ...page(() => import('#features/file-view/components/file-view-page.tsx'), 'FileViewPage'),
          },
          {
            path: paths.publicDistribution.path,
            ...page(
              () => import('#features/distributions/components/public-distribution-page.tsx'),
              'PublicDistributionPage',
              { texts: ['distributions', 'received', 'errors'] },
            ),
          },
          {
            path: paths.publicHouseCode.path,
            ...page(
              () => import('#features/distributions/components/public-house-code-page.tsx'),
              'PublicHouseCodePage',
            ),
          },
          {
            path: paths.publicPlaylist.path,
            ...page(() => import('#features/playlists/components/public-playlist-page.tsx'), 'PublicPlaylistPage', {
              texts: ['playlists', 'masters', 'errors'],
            }),
          },
          {
            path: paths.publicDocument.path,
            ...page(() => import('#features/documents/components/public-document-page.tsx'), 'PublicDocumentPage'),
          },
          { path: paths.ops.path, ...page(() => import('#features/ops/components/ops-page.tsx'), 'OpsPage') },
          {
            path: paths.notFound.path,
            ...page(() => import('#features/site/components/not-found-page.tsx'), 'NotFoundPage'),
          },
        ],
      },
      {
        ...signedInFrame(() => import('./layouts/account-state-layout.tsx'), 'AccountStateLayout'),
        children: [
          {
            path: paths.accountState.addPayment.path,
            ...page(() => import('#features/billing/components/add-payment-page.tsx'), 'AddPaymentPage'),
          },
          { path: paths.accountState.waitingApproval.path, ...page(status, 'AccountWaitingApprovalPage') },
          {
            path: paths.accountState.paymentOverdue.path,
            ...page(() => import('#features/billing/components/payment-overdue-page.tsx'), 'PaymentOverduePage'),
          },
          { path: paths.accountState.canceled.path, ...page(status, 'AccountCanceledPage') },
          {
            path: paths.accountState.signupBilling.path,
            ...page(() => import('#features/billing/components/signup-billing-page.tsx'), 'SignupBillingPage'),
          },
        ],
      },
      {
        path: paths.app.root.path,
        ...signedInFrame(() => import('./layouts/app-layout.tsx'), 'AppLayout'),
        children: [
          { index: true, element: <Navigate to={paths.app.masters.getHref()} replace /> },
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
              ...(screen
                ? { lazy: async () => ({ Component: await screen() }) }
                : page(settingsLayout, 'SettingsComingSoon')),
            })),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
