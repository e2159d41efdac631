import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';

/** A tab's Save: busy while it runs, "Saved." when done, a refusal the client did not already show as a toast. */
export function useSave<Value>(save: (value: Value) => Promise<unknown>) {
  const { t } = useTranslation('stationFiles');
  const [saving, setSaving] = useState(false);
  async function run(value: Value) {
    setSaving(true);
    try {
      await save(value);
      notify.success(t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_changes') notify.success(t('saved'));
      else notifyFailure(error);
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
