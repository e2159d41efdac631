import { authRoutes, invitationLinkBody } from '@masterport/contract';
import useSWRImmutable from 'swr/immutable';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export interface InvitationLink { created_on: string; hash_key: string }

/** A link that cannot be one of ours is refused here, without asking the API. */
export const isWellFormedLink = (link: Partial<InvitationLink>): link is InvitationLink => invitationLinkBody.safeParse(link).success;

/** `authenticate/get-invitation`: who invites whom to which account, read once per link. */
export function useInvitation(link: Partial<InvitationLink>) {
  return useSWRImmutable<RouteResponse<typeof authRoutes.getInvitation>, ApiError>(
    isWellFormedLink(link) ? ['invitation', link.created_on, link.hash_key] : null,
    () => callApi(authRoutes.getInvitation, link as InvitationLink),
    { shouldRetryOnError: false },
  );
}
