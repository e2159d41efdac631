/**
 * Every screen's address, once: `path` is the router's pattern, `getHref` builds a link to it.
 * The router, links, redirects and the API client's account-state pages all read these, so a
 * screen moves by changing one line (bulletproof-react's config/paths.ts). The pages painted from
 * prerendered HTML take their patterns from the contract, which the CDN's rewrite reads too.
 */
import { PRERENDERED_APP_PAGES } from '@masterport/contract';

/** The account settings tabs of seed 000 §2, under `/app/user/`; each becomes its own screen as its feature ships. */
export const SETTINGS_TABS = [
  'authorizations',
  'identification',
  'contacts',
  'access',
  'partner-studios',
  'call-letters',
  'delivery-content',
  'delivery-method',
  'filename-builder',
  'xml-slate-builder',
  'traffic-instructions',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Sign-in, sign-up and the e-mailed links live under this prefix; sign-in never returns the user there. */
export const AUTH_AREA = '/account';

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  maintenance: fixed('/maintenance'),
  notFound: fixed('/404'),
  publicDistribution: {
    path: PRERENDERED_APP_PAGES.publicDistribution,
    getHref: (createdOn: string, hashKey: string) =>
      `/d/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
  },
  publicHouseCode: {
    path: '/dhc/:created_on/:hash_key',
    getHref: (createdOn: string, hashKey: string) =>
      `/dhc/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
  },
  publicDocument: {
    path: '/doc/:created_on/:hash_key',
    getHref: (createdOn: string, hashKey: string) =>
      `/doc/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
  },
  publicMaster: {
    path: PRERENDERED_APP_PAGES.publicMaster,
    getHref: (createdOn: string, hashKey: string) =>
      `/m/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
  },
  publicPlaylist: {
    path: PRERENDERED_APP_PAGES.publicPlaylist,
    getHref: (createdOn: string, hashKey: string) =>
      `/p/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
  },
  fileView: {
    path: '/view-file/:hash_key/:created_on/:output_key',
    getHref: (hashKey: string, createdOn: string, outputKey: string) =>
      `/view-file/${encodeURIComponent(hashKey)}/${encodeURIComponent(createdOn)}/${encodeURIComponent(outputKey)}`,
  },

  auth: {
    login: {
      path: PRERENDERED_APP_PAGES.login,
      /** `redirect` is where sign-in returns to; lib/redirect.ts decides which values are safe. */
      getHref: (redirect?: string) =>
        redirect ? `/account/login?redirect=${encodeURIComponent(redirect)}` : '/account/login',
    },
    signup: fixed('/account/create'),
    activateUser: {
      path: '/account/activate/:token',
      getHref: (token: string) => `/account/activate/${encodeURIComponent(token)}`,
    },
    activateAccount: {
      path: '/account/activate-account/:token',
      getHref: (token: string) => `/account/activate-account/${encodeURIComponent(token)}`,
    },
    forgotPassword: fixed(PRERENDERED_APP_PAGES.forgotPassword),
    confirmIdentity: fixed('/account/confirm-identity'),
    invitation: {
      path: '/account/i/:created_on/:hash_key',
      getHref: (createdOn: string, hashKey: string) =>
        `/account/i/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`,
    },
  },

  /** The operators' console (docs/billing.md "Operators"): its own sign-in, no account session. */
  ops: fixed('/ops'),

  /** The pages a blocked account lands on (402 answers); signed in, outside the app shell. */
  accountState: {
    addPayment: fixed('/app/add-payment'),
    waitingApproval: fixed('/app/account-status'),
    paymentOverdue: fixed('/app/account-payment-overdue'),
    canceled: fixed('/account-canceled'),
    /**
     * Sign-up's third step (billing), after the e-mail is confirmed and the user signed in: the card
     * form needs the account. Under /app, as sign-in returns only there.
     */
    signupBilling: fixed('/app/sign-up/billing'),
  },

  app: {
    root: fixed('/app'),
    masters: fixed('/app/masters'),
    master: {
      path: '/app/masters/details/:id',
      /** `tab` opens one of the master page's tabs (details when absent). */
      getHref: (id: string, tab?: string) =>
        `/app/masters/details/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`,
    },
    distributions: {
      path: '/app/distributions',
      /** Masters given open the wizard with them chosen (the master page's "Send to stations", the cart's). */
      getHref: (...masterIds: string[]) =>
        masterIds.length
          ? `/app/distributions?${masterIds.map((id) => `master=${encodeURIComponent(id)}`).join('&')}`
          : '/app/distributions',
    },
    distribution: {
      path: '/app/distributions/details/ref-number/:ref',
      getHref: (ref: string) => `/app/distributions/details/ref-number/${encodeURIComponent(ref)}`,
    },
    /** A station's inbox (issue 28): the spots delivered to the account's call letters. */
    received: fixed('/app/received'),
    receivedSpot: {
      path: '/app/received/:id',
      getHref: (id: string) => `/app/received/${encodeURIComponent(id)}`,
    },
    playlists: fixed('/app/playlist'),
    playlist: {
      path: '/app/playlist/details/playlist-id/:id',
      getHref: (id: string) => `/app/playlist/details/playlist-id/${encodeURIComponent(id)}`,
    },
    documents: fixed('/app/documents'),
    document: {
      path: '/app/documents/details/document-id/:id',
      getHref: (id: string) => `/app/documents/details/document-id/${encodeURIComponent(id)}`,
    },
    billing: fixed('/app/user/billing'),
    changePlan: fixed('/app/change-plan'),
    invoice: {
      path: '/app/user/billing/view-invoice/:id',
      getHref: (id: string) => `/app/user/billing/view-invoice/${encodeURIComponent(id)}`,
    },
    profile: fixed('/app/user/profile'),
    settings: { path: '/app/user/:tab', getHref: (tab: SettingsTab) => `/app/user/${tab}` },
  },
} as const;
