import { distributionRouteTable } from '@masterport/contract/routes';

/** `download-pdf/{id}`: the report's address; the API answers the PDF itself (the browser keeps the session cookie). */
export const reportUrl = (id: string) =>
  `/api/${distributionRouteTable.downloadPdf.path.replace('{id}', encodeURIComponent(id))}`;
