import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '#lib/messages.ts';

export type NumberFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output> = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error'
> & { control: Control<Values, unknown, Output>; name: Name };

/** A whole number bound to a react-hook-form field: Mantine gives `''` for an empty box, the form keeps `undefined`. */
export function NumberField<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values>({
  control,
  name,
  ...props
}: NumberFieldProps<Values, Name, Output>) {
  useTranslation(); // the issue's text follows a change of language
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  return (
    <NumberInput
      {...props}
      allowDecimal={false}
      value={(value as number | undefined) ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
      onBlur={onBlur}
      ref={ref}
      name={name}
      error={issueText(fieldState.error?.message)}
    />
  );
}
