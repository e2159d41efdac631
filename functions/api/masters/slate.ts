import { masterFileRoutes as routes } from '@masterport/contract';
import { checkUniqueId, createMasterFromSlate, getMasterDetails, saveMasterSlate } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const validateUniqueId = handle(routes.validateUniqueId, async ({ auth, body }) => ({
  body: { success: true as const, ...(await checkUniqueId(auth, body.unique_id, body.master_id)) },
}));

export const create = handle(routes.create, async ({ auth, body: { mode, ...slate } }) => {
  const master = await createMasterFromSlate(auth, slate, mode);
  return { body: { success: true as const, master_id: master.id, master } };
});

export const save = handle(routes.save, async ({ auth, body: { mode, master_id, ...slate } }) => ({
  body: { success: true as const, master: await saveMasterSlate(auth, master_id, slate, mode) },
}));

export const getEdit = handle(routes.getEdit, async ({ auth, body }) => ({
  body: { success: true as const, master: await getMasterDetails(auth, body.master_id) },
}));
