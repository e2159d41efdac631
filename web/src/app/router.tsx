import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from '#components/full-page-loader.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { AccountStateLayout } from './layouts/account-state-layout.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A lazily loaded screen: `load` imports its module, `name` picks the component. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

const auth = () => import('#features/auth/components/activate-page.tsx');
const status = () => import('#features/account-status/components/account-status-pages.tsx');
const settings = page(() => import('#features/settings/components/settings-page.tsx'), 'SettingsPage');

/** The account settings tabs of seed 000 §2; each becomes its own screen as its feature ships. */
const SETTINGS_PATHS = [
  'authorizations', 'identification', 'contacts', 'access', 'delivery-content',
  'delivery-method', 'filename-builder', 'xml-slate-builder', 'traffic-instructions',
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('#features/site/components/home-page.tsx'), 'HomePage') },
          { path: 'account/login', ...page(() => import('#features/auth/components/login-page.tsx'), 'LoginPage') },
          { path: 'account/create', ...page(() => import('#features/auth/components/signup-page.tsx'), 'SignupPage') },
          { path: 'account/activate/:token', ...page(auth, 'ActivateUserPage') },
          { path: 'account/activate-account/:token', ...page(auth, 'ActivateAccountPage') },
          { path: 'account/forgot-password', ...page(() => import('#features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage') },
          { path: 'account/confirm-identity', ...page(() => import('#features/auth/components/confirm-identity-page.tsx'), 'ConfirmIdentityPage') },
          { path: 'maintenance', ...page(() => import('#features/site/components/maintenance-page.tsx'), 'MaintenancePage') },
          { path: 'view-file/:hash_key/:created_on/:output_key', ...page(() => import('#features/file-view/components/file-view-page.tsx'), 'FileViewPage') },
          { path: '404', ...page(() => import('#features/site/components/not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
      {
        element: (
          <RequireSession>
            <AccountStateLayout />
          </RequireSession>
        ),
        children: [
          { path: 'app/add-payment', ...page(status, 'AddPaymentPage') },
          { path: 'app/account-status', ...page(status, 'AccountWaitingApprovalPage') },
          { path: 'app/account-payment-overdue', ...page(status, 'PaymentOverduePage') },
          { path: 'account-canceled', ...page(status, 'AccountCanceledPage') },
        ],
      },
      {
        path: 'app',
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Navigate to="/app/masters" replace /> },
          { path: 'masters', ...page(() => import('#features/masters/components/masters-page.tsx'), 'MastersPage') },
          { path: 'masters/details/:id', ...page(() => import('#features/masters/components/master-page.tsx'), 'MasterPage') },
          { path: 'distributions', ...page(() => import('#features/distributions/components/distributions-page.tsx'), 'DistributionsPage') },
          { path: 'playlist', ...page(() => import('#features/playlists/components/playlists-page.tsx'), 'PlaylistsPage') },
          { path: 'documents', ...page(() => import('#features/documents/components/documents-page.tsx'), 'DocumentsPage') },
          { path: 'user/billing', ...page(() => import('#features/billing/components/billing-page.tsx'), 'BillingPage') },
          { path: 'user/profile', ...page(() => import('#features/profile/components/profile-page.tsx'), 'ProfilePage') },
          { path: 'user/partner-studios', ...page(() => import('#features/profile/components/partner-studios-page.tsx'), 'PartnerStudiosPage') },
          ...SETTINGS_PATHS.map((path) => ({ path: `user/${path}`, ...settings })),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
