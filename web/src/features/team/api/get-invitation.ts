import { invitationLinkBody, type Language } from '@masterport/contract';
import { authRoutes } from '@masterport/contract/routes';
import useSWRImmutable from 'swr/immutable';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { isLanguage } from '#lib/i18n.ts';

export interface InvitationLink {
  created_on: string;
  hash_key: string;
}

/** A link that cannot be one of ours is refused here, without asking the API. */
export const isWellFormedLink = (link: Partial<InvitationLink>): link is InvitationLink =>
  invitationLinkBody.safeParse(link).success;

/** The invitee's language, as the e-mailed link names it (`?lang=fr`): known before the API answers, and even when the link is dead. */
export function linkLanguage(search: string): Language | undefined {
  const language = new URLSearchParams(search).get('lang');
  return isLanguage(language) ? language : undefined;
}

/** `authenticate/get-invitation`: who invites whom to which account, read once per link. */
export function useInvitation(link: Partial<InvitationLink>) {
  return useSWRImmutable<RouteResponse<typeof authRoutes.getInvitation>, ApiError>(
    isWellFormedLink(link) ? ['invitation', link.created_on, link.hash_key] : null,
    () => callApi(authRoutes.getInvitation, link as InvitationLink),
    { shouldRetryOnError: false },
  );
}
