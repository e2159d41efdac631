import { distributionRouteTable } from '@masterport/contract/routes';

/** `download-confirmation/{id}`: the confirmation report's address; the API answers the PDF itself (the browser keeps the session cookie). */
export const confirmationUrl = (id: string) =>
  `/api/${distributionRouteTable.downloadConfirmation.path.replace('{id}', encodeURIComponent(id))}`;
