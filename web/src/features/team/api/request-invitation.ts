import { authRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import type { InvitationLink } from './get-invitation.ts';

/** `authenticate/request-invitation`: from an expired link, asks the inviter for a new one. */
export const requestInvitation = (link: InvitationLink) => callApi(authRoutes.requestInvitation, link);
