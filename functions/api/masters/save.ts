import { masterFileRoutes, MERGE_MODES, type MergeMode } from '@masterport/contract';
import { saveMasterSlate, saveMergedSlate } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

const isMergeMode = (mode: string): mode is MergeMode => (MERGE_MODES as readonly string[]).includes(mode);

export default handle(
  masterFileRoutes.save,
  async ({ auth, body: { mode, master_id, merge_master_id, ...slate } }) => ({
    master: isMergeMode(mode)
      ? await saveMergedSlate(auth, master_id, slate, mode, merge_master_id!)
      : await saveMasterSlate(auth, master_id, slate, mode),
  }),
);
