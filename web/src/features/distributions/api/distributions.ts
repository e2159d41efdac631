import { callLetterRouteTable, distributionRouteTable as routes, documentRouteTable, masterFileRoutes, publicDistributionRouteTable, type DistributionDraft, type DistributionListFilters } from '@masterport/contract';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

const LIST_KEY = 'distributions-list';
const DETAILS_KEY = 'distribution-details';
/** How often rows and destinations still delivering are read again. */
const POLL_MS = 3000;

type ListAnswer = RouteResponse<typeof routes.getList>;
const delivering = (row: { distribution_type: string }) => row.distribution_type === 'ongoing' || row.distribution_type === 'upcoming';

/** `get-list?page=n` with the seed's five filters; polled while a row is still delivering. */
export const useDistributionsList = (filters: DistributionListFilters, page: number) => useSWR<ListAnswer, ApiError>(
  [LIST_KEY, filters, page],
  ([, body, number]: [string, DistributionListFilters, number]) => callApi(routes.getList, body, { query: { page: number }, read: true }),
  { keepPreviousData: true, refreshInterval: (data) => (data?.distributions_list.some(delivering) ? POLL_MS : 0) },
);

export const useDistributionCounts = () => useSWR<RouteResponse<typeof routes.getCounts>, ApiError>([LIST_KEY, 'counts'], () => callApi(routes.getCounts, undefined, { read: true }));

export const refreshDistributions = () => mutate((key) => Array.isArray(key) && (key[0] === LIST_KEY || key[0] === DETAILS_KEY));

/** `get-details/{ref}/{language}`: polled while a destination is still waiting or delivering. */
export const useDistributionDetails = (ref: string, language: 'en' | 'fr') => useSWR<RouteResponse<typeof routes.getDetails>, ApiError>(
  [DETAILS_KEY, ref, language],
  () => callApi(routes.getDetails, undefined, { params: { ref, language }, read: true }),
  { refreshInterval: (data) => (data?.distribution.destinations.some((d) => d.state !== 'delivered' && d.state !== 'error') ? POLL_MS : 0) },
);

export type DistributionInput = DistributionDraft & { id?: string };
export const sendDistribution = (input: DistributionInput) => callApi(routes.create, input).then(async (answer) => {
  await refreshDistributions();
  return answer;
});
export const saveDistributionDraft = (input: DistributionInput) => callApi(routes.save, input).then(async (answer) => {
  await refreshDistributions();
  return answer;
});
export const loadDistributionDraft = (id: string) => callApi(routes.getEdit, { id });
export const deleteDistribution = (id: string) => callApi(routes.delete, { id }).then(async (answer) => {
  await refreshDistributions();
  return answer;
});

export type DestinationAction = 'destinationRedistribute' | 'destinationSelfRedistribute' | 'destinationDelete';
export const destinationAction = (action: DestinationAction, distributionId: string, callLetters: string) =>
  callApi(routes[action], { distribution_id: distributionId, call_letters: callLetters }).then(async (answer) => {
    await refreshDistributions();
    return answer;
  });
/** `destination/mark-delivered`: a person vouches for the delivery, with a reason (asked in a modal first). */
export const markDestinationDelivered = (distributionId: string, callLetters: string, reason: string) =>
  callApi(routes.destinationMarkDelivered, { distribution_id: distributionId, call_letters: callLetters, reason }).then(async (answer) => {
    await refreshDistributions();
    return answer;
  });

/** The report's address: the API answers the PDF itself (the browser keeps the session cookie). */
export const reportUrl = (id: string) => `/api/${routes.downloadPdf.path.replace('{id}', encodeURIComponent(id))}`;
export const usePublicDistribution = (createdOn: string, hashKey: string) => useSWR<RouteResponse<typeof publicDistributionRouteTable.getDetails>, ApiError>(
  ['public-distribution', createdOn, hashKey],
  () => callApi(publicDistributionRouteTable.getDetails, undefined, { params: { created_on: createdOn, hash_key: hashKey }, read: true }),
  // A station waiting on its page sees its files appear once they are ready.
  { refreshInterval: (data) => (data && data.distribution.files.length === 0 ? POLL_MS : 0) },
);
export const saveHouseCodes = (createdOn: string, hashKey: string, houseCodes: { master_file_id: string; house_code: string }[]) =>
  callApi(publicDistributionRouteTable.saveHouseCode, { created_on: createdOn, hash_key: hashKey, house_codes: houseCodes }).then(async (answer) => {
    await mutate(['public-distribution', createdOn, hashKey], answer, { revalidate: false });
    return answer;
  });
/** The station's delivery certificate: the API answers the PDF itself. */
export const publicReportUrl = (createdOn: string, hashKey: string) => `/api/distributions/download/${encodeURIComponent(createdOn)}/${encodeURIComponent(hashKey)}`;
export const publicFileUrl = (createdOn: string, hashKey: string, fileId: string) =>
  callApi(publicDistributionRouteTable.getDownloadUrl, undefined, { params: { created_on: createdOn, hash_key: hashKey, output_key: fileId } });

/** What the wizard offers: the account's ready masters (the library's first pages), its documents, its groups, the station directory. */
export const useWizardMasters = () => useSWR(['distribution-wizard', 'masters'], () => callApi(masterFileRoutes.getList, {}, { query: { page: 1 }, read: true }));
export const useWizardDocuments = () => useSWR(['distribution-wizard', 'documents'], () => callApi(documentRouteTable.getList, {}, { query: { page: 1 }, read: true }));
export const useWizardGroups = () => useSWR(['distribution-wizard', 'groups'], () => callApi(callLetterRouteTable.getGroupsWithCallLetters, undefined, { read: true }));
export const searchWizardStations = (query: string) => callApi(callLetterRouteTable.search, { query, limit: 25 }).then((answer) => answer.call_letters_list);

/**
 * `check-stations`: which of the stations picked cannot receive yet (no delivery method, or a link
 * nobody is told of), so the wizard says so beside them before sending. Asked again when the pick changes.
 */
export const useStationReadiness = (letters: readonly string[]) => useSWR(
  letters.length > 0 ? ['distribution-wizard', 'readiness', [...letters].sort().join(',')] : null,
  () => callApi(routes.checkStations, { call_letters_ids: [...letters] }, { read: true }),
  { keepPreviousData: true },
);

