import { Stack } from '@mantine/core';
import { callLetterRouteTable } from '@masterport/contract/routes';
import { mayCall, useSession } from '#lib/session.ts';
import { OwnCallLetters } from './own-call-letters.tsx';
import { StationGroups } from './station-groups.tsx';

/**
 * Settings › Call letters: an account's stations are the account's, not a person's (issue 28).
 * A broadcaster registers its own stations; an account that sends keeps its groups of stations.
 * Each part shows when its calls would be allowed.
 */
export function CallLettersScreen() {
  const session = useSession();
  return (
    <Stack gap="lg">
      {mayCall(session, callLetterRouteTable.createOwn) && <OwnCallLetters />}
      {mayCall(session, callLetterRouteTable.createGroup) && <StationGroups />}
    </Stack>
  );
}
