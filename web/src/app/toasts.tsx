import { Notifications } from '@mantine/notifications';

/** Default notification timeout (seed 000 §9); each kind of notice sets its own duration. */
const NOTIFICATION_MS = 1500;

/** The toasts' container, in a module of its own: providers.tsx loads it with the first toast. */
export function Toasts() {
  // Bottom right: the header (account switcher, language, user menu) stays usable while a toast shows.
  return <Notifications position="bottom-right" autoClose={NOTIFICATION_MS} limit={4} />;
}
