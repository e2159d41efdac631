import { api } from '#lib/api.ts';
import { currentLanguage, i18n } from '#lib/i18n.ts';
import { notify } from '#lib/notify.ts';
import { LOGIN_PATH, loginPath } from '#lib/redirect.ts';
import { forgetSession } from '#lib/session-actions.ts';
import { withCatalogue } from '#lib/with-catalogue.ts';

/**
 * How an entry moves the visitor: the app's router (app.tsx), or a document load from a public
 * link's own entry, which routes no other page (public-main.tsx).
 */
export interface Navigator {
  /** The address shown: path and query. */
  current(): string;
  go(to: string, options: { replace?: boolean; state?: unknown }): void;
}

/** Connects the API client's global reactions to the entry's navigation, notifications and language. */
export function wireApiClient(navigator: Navigator): void {
  api.configure({
    language: currentLanguage,
    onEvent(event) {
      switch (event.type) {
        case 'navigate':
          // An account page (402) remembers where the user was, to go back once a card is added.
          navigator.go(event.to, { state: event.state ?? { from: navigator.current() } });
          break;
        case 'notify':
          withCatalogue(() => notify[event.kind](i18n.t(`errors:${event.code}`), event.autoClose));
          break;
        case 'session-expired': {
          const here = navigator.current();
          void forgetSession();
          if (here.split('?')[0] === LOGIN_PATH) break;
          withCatalogue(() => notify.attention(i18n.t('errors:invalid_token')));
          navigator.go(loginPath(here), { replace: true });
          break;
        }
      }
    },
  });
}
