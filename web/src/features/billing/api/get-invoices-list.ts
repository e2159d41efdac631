import { type InvoicePaymentStatus } from '@masterport/contract';
import { invoiceRouteTable } from '@masterport/contract/routes';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type InvoicesPage = RouteResponse<typeof invoiceRouteTable.getInvoicesList>;

/** The first element of every invoices page's key. */
const INVOICES_LIST_KEY = 'invoices';

/**
 * `get-invoices-list`: the account's invoices, newest first, page after page ("Load more" while the
 * last page says another follows), optionally of one payment status.
 */
export function useInvoices(status?: InvoicePaymentStatus) {
  const list = useSWRInfinite<InvoicesPage, ApiError>(
    (index: number, previous: InvoicesPage | null) =>
      index === 0 || previous?.has_more ? [INVOICES_LIST_KEY, status ?? '', index + 1] : null,
    ([, , page]: [string, string, number]) =>
      callApi(invoiceRouteTable.getInvoicesList, status ? { filter_by_status: status } : {}, {
        query: { page },
        read: true,
      }),
    { revalidateFirstPage: true, dedupingInterval: 0 },
  );
  const pages = list.data ?? [];
  return {
    invoices: pages.flatMap((page) => page.invoices),
    hasMore: !!pages.at(-1)?.has_more,
    loaded: list.data !== undefined,
    loading: list.isLoading || list.isValidating,
    error: list.error,
    loadMore: () => void list.setSize(list.size + 1),
  };
}
