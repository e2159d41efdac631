import { Switch, type SwitchProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type SwitchFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output> = Omit<
  SwitchProps,
  'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** Whether the field's value shows as on; by default only `true` (a field not given shows off). */
  isOn?: (value: unknown) => boolean;
};

/** A yes/no bound to a react-hook-form field: the switch sets `true` or `false`. */
export function SwitchField<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values>({
  control,
  name,
  isOn = (value) => value === true,
  ...props
}: SwitchFieldProps<Values, Name, Output>) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name });
  return (
    <Switch
      {...props}
      checked={isOn(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      ref={ref}
      name={name}
    />
  );
}
