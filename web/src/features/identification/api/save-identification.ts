import { authRoutes, identificationRouteTable as routes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { sessionStore } from '#lib/session.ts';
import { setApiData } from '#lib/use-api.ts';

/** The top bar shows the account's name and logo: the session is read again after a change. */
async function refreshSession(): Promise<void> {
  sessionStore.set(await callApi(authRoutes.loadData, {}, { read: true }));
}

async function keep<T extends { identification: unknown }>(answer: T): Promise<T> {
  await setApiData(routes.get, { success: true, ...answer } as never);
  await refreshSession();
  return answer;
}

/** `identification/save`. */
export const saveIdentification = (body: RouteBody<typeof routes.save>) => callApi(routes.save, body).then(keep);

/**
 * `save-logo`, one PUT of the picture to the link it answers, then `complete-logo`, where the
 * server reads the bytes (a file that is not a PNG or JPEG is refused there, whatever its name).
 */
export async function uploadLogo(file: File) {
  const contentType = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const { upload_id: uploadId, upload } = await callApi(routes.saveLogo, {
    content_type: contentType,
    size: file.size,
  });
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  if (!put.ok) throw new Error(`Upload refused (${put.status})`);
  return keep(await callApi(routes.completeLogo, { upload_id: uploadId }));
}
