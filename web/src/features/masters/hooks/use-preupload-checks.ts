import type { AssetSlot, UploadAsset } from '@masterport/contract';
import type { PreUploadSlate, QcItem } from '@masterport/media/preupload';
import { useCallback, useState } from 'react';

/** A dropped file's check: reading its headers, what QC will say of them, or headers the browser could not read. */
export type PreUploadCheck =
  | { readonly file: File; readonly state: 'reading' }
  | { readonly file: File; readonly state: 'read'; readonly items: readonly QcItem[] }
  | { readonly file: File; readonly state: 'unread' };

/**
 * The upload tab's checks of the files dropped on it, by asset (the latest file of each). A check never
 * holds its upload back: the upload starts at once and the verdict shows beside it when the headers are read.
 */
export function usePreUploadChecks() {
  const [checks, setChecks] = useState<Partial<Record<UploadAsset, PreUploadCheck>>>({});
  const settle = useCallback((asset: UploadAsset, next: PreUploadCheck) => {
    // A file replaced meanwhile keeps its own, newer check.
    setChecks((current) => (current[asset]?.file === next.file ? { ...current, [asset]: next } : current));
  }, []);

  const check = useCallback(
    (slate: PreUploadSlate, slot: AssetSlot, file: File) => {
      if (slot.kind !== 'media') return;
      setChecks((current) => ({ ...current, [slot.asset]: { file, state: 'reading' } }));
      import('../model/preupload-check.ts')
        .then(({ checkDroppedFile }) => checkDroppedFile(slate, slot.asset, file))
        .then(
          (items) => settle(slot.asset, { file, state: 'read', items }),
          () => settle(slot.asset, { file, state: 'unread' }),
        );
    },
    [settle],
  );
  const forget = useCallback((asset: UploadAsset) => {
    setChecks((current) => {
      const { [asset]: _, ...rest } = current;
      return rest;
    });
  }, []);
  return { checks, check, forget };
}
