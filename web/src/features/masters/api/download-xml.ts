import { masterFileRoutes } from '@masterport/contract/routes';

/** `download-xml`: the XML slate comes straight from the API as a link, signed in by the session cookie. */
export const downloadXmlHref = (masterId: string, outputKey: string) =>
  `/api/${masterFileRoutes.downloadXml.path.replace('{id}', encodeURIComponent(masterId)).replace('{output_key}', encodeURIComponent(outputKey))}`;
