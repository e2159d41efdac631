import { type SlateFields } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `preview-slate`: the slate's picture, drawn by the API with the same code as the MXF slates. */
export const previewSlate = (slate: RouteBody<typeof masterFileRoutes.previewSlate>) =>
  callApi(masterFileRoutes.previewSlate, slate);

/** One picture per distinct slate: the confirmation step asks again only when a field changed. */
const previewKey = (slate: SlateFields) => ['slate-preview', JSON.stringify(slate)] as const;

export const usePreviewSlate = (slate: SlateFields) =>
  useSWR(previewKey(slate), () => previewSlate(slate), { revalidateOnFocus: false, shouldRetryOnError: false });
