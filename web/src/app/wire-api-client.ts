import type { createBrowserRouter } from 'react-router-dom';
import { api } from '#lib/api.ts';
import { currentLanguage, i18n } from '#lib/i18n.ts';
import { notify } from '#lib/notify.ts';
import { LOGIN_PATH, loginPath } from '#lib/redirect.ts';
import { forgetSession } from '#lib/session-actions.ts';
import { withCatalogue } from '#lib/with-catalogue.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Connects the API client's global reactions to this app's router, notifications and language. */
export function wireApiClient(router: Router): void {
  api.configure({
    language: currentLanguage,
    onEvent(event) {
      switch (event.type) {
        case 'navigate': {
          const { pathname, search } = router.state.location;
          // An account page (402) remembers where the user was, to go back once a card is added.
          void router.navigate(event.to, { state: event.state ?? { from: pathname + search } });
          break;
        }
        case 'notify':
          withCatalogue(() => notify[event.kind](i18n.t(`errors:${event.code}`), event.autoClose));
          break;
        case 'session-expired': {
          const { pathname, search } = router.state.location;
          void forgetSession();
          if (pathname === LOGIN_PATH) break;
          withCatalogue(() => notify.attention(i18n.t('errors:invalid_token')));
          void router.navigate(loginPath(pathname + search), { replace: true });
          break;
        }
      }
    },
  });
}
