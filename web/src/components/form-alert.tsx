import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/messages.ts';

/** A form's banner for a failure no field can show. Quiet when the client already told the user. */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || (error instanceof ApiError && error.handled)) return null;
  const attention = error instanceof ApiError && error.code === 'already_activated';
  return (
    <Alert
      role="alert"
      variant="light"
      color={attention ? 'orange' : 'red'}
      title={attention ? t('toast.attention') : t('toast.error')}
      icon={<IconAlertCircle aria-hidden />}
    >
      {errorText(error)}
      {error instanceof ApiError && error.details.length > 0 && ` (${error.details.join(', ')})`}
    </Alert>
  );
}
