import { Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '#lib/messages.ts';

export type SelectFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output> = Omit<
  SelectProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** What the form keeps when nothing is chosen: `null` (the default), or `''` for text fields such as the country. */
  emptyValue?: null | '';
  /** A first choice that leaves an optional field unset (kept as `undefined`), e.g. "my own account". */
  emptyOption?: string;
};

/**
 * Every form's select: a Mantine Select bound to a react-hook-form field. Mantine speaks
 * `string | null`, the forms keep the value as their schema types it; the field's issue is shown
 * in the current language.
 */
export function SelectField<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values>({
  control,
  name,
  emptyValue = null,
  emptyOption,
  data,
  ...props
}: SelectFieldProps<Values, Name, Output>) {
  useTranslation(); // the issue's text follows a change of language
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const unset = value === undefined || value === null || value === '';
  const empty = emptyOption === undefined ? emptyValue : undefined;
  return (
    <Select
      {...props}
      data={emptyOption === undefined ? data : [{ value: '', label: emptyOption }, ...(data ?? [])]}
      value={unset ? (emptyOption === undefined ? null : '') : (value as string)}
      onChange={(choice) => onChange(choice ? choice : empty)}
      onBlur={onBlur}
      ref={ref}
      name={name}
      error={issueText(fieldState.error?.message)}
    />
  );
}
