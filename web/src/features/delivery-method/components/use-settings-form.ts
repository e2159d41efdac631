import { zodResolver } from '@hookform/resolvers/zod';
import type { ConnectedMethod } from '@masterport/contract';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useEditedStation } from '../api/edited-station.ts';
import { saveDeliverySettings } from '../api/save-delivery-settings.ts';

/**
 * One method's settings form: the contract's schema checks it, the API's field issues land on
 * their fields (`settings.host` -> `host`), and "nothing changed" is said quietly rather than as
 * an error.
 */
export function useSettingsForm<Values extends FieldValues>(
  method: ConnectedMethod,
  schema: z.ZodType<Values, Values>,
  defaults: DefaultValues<Values>,
  fields: readonly Path<Values>[],
) {
  const { t } = useTranslation('deliveryMethod');
  const [failure, setFailure] = useState<unknown>(null);
  const station = useEditedStation();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults,
  });
  const submit = form.handleSubmit(async (settings) => {
    setFailure(null);
    try {
      await saveDeliverySettings({ method, settings } as never, station);
      notify.success(t('settings.saved', { method: t(`methods.${method}`) }));
      form.reset(settings as DefaultValues<Values>);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'no_changes') return;
      if (applyFieldErrors(error, form.setError, fields, 'settings.').length === 0) setFailure(error);
    }
  });
  return { form, submit, failure };
}
