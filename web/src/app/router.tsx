import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { FullPageLoader } from '#components/full-page-loader.tsx';
import { paths } from '#config/paths.ts';
import { APP_SITE_PAGES } from '#features/site/model/app-site-pages.ts';
import { loadSiteOnlyTexts, loadTexts } from '#lib/i18n.ts';
import { restoreStoredSession } from '#lib/session.ts';
import { RequireSession } from './guards/require-session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PUBLIC_LINK_PAGES } from './public-link-pages.ts';
import { page } from './route-page.tsx';

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

/** The app route's id, under which its pages are added (`patchRoutesOnNavigation`). */
const APP_ROUTE_ID = 'app';

const auth = () => import('#features/auth/components/activate-page.tsx');
const status = () => import('#features/account-status/components/account-status-pages.tsx');

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
            ...page(() => import('#features/auth/components/login-page.tsx'), 'LoginPage', {
              texts: ['auth', 'validation'],
              reads: false,
            }),
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
              texts: ['auth', 'validation', 'errors'],
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
          ...PUBLIC_LINK_PAGES.map(({ path, load, texts }) => ({
            path,
            ...page(async () => ({ Page: await load() }), 'Page', { texts }),
          })),
          {
            path: paths.fileView.path,
            ...page(() => import('#features/file-view/components/file-view-page.tsx'), 'FileViewPage'),
          },
          {
            path: paths.publicHouseCode.path,
            ...page(
              () => import('#features/distributions/components/public-house-code-page.tsx'),
              'PublicHouseCodePage',
            ),
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
        // The signed-in app's pages come with its first visit (`patchRoutesOnNavigation`, below).
        id: APP_ROUTE_ID,
        path: paths.app.root.path,
        ...signedInFrame(() => import('./layouts/app-layout.tsx'), 'AppLayout'),
        children: [{ index: true, element: <Navigate to={paths.app.masters.getHref()} replace /> }],
      },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
];

const isAppPath = (path: string) => path === paths.app.root.path || path.startsWith(`${paths.app.root.path}/`);

/**
 * The signed-in app's pages (app-routes.tsx, in the app frame's chunk) are not in the first
 * download's route table: the sign-in page and the public links do not carry their entries
 * (docs/site.md). The router asks for them on the first visit to an address under /app, which the
 * table's catch-all would otherwise answer, and once they are added it matches them.
 */
let appPagesAdded = false;
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (appPagesAdded || !isAppPath(path)) return;
  const { APP_PAGE_ROUTES } = await import('./layouts/app-layout.tsx');
  if (appPagesAdded) return;
  patch(APP_ROUTE_ID, APP_PAGE_ROUTES);
  appPagesAdded = true;
};

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
