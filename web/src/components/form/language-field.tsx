import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#lib/i18n.ts';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

/** The user's language (interface and e-mails), as sign-up and the profile ask for it. */
export function LanguageField<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values>(
  props: Omit<SelectFieldProps<Values, Name, Output>, 'data' | 'label'>,
) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <SelectField
      {...props}
      label={t('fields.language')}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
      required
    />
  );
}
