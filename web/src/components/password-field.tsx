import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is named without the word "password", so the field's
 * label stays the only element labelled "Password" (screen readers and test selectors alike).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }} {...props} />;
});
