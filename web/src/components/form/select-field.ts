import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/**
 * The props a Mantine Select needs from a react-hook-form Controller field: Mantine speaks
 * `string | null`, the forms keep the value as their schema types it.
 */
export function selectField<Values extends FieldValues, Name extends Path<Values>>(field: ControllerRenderProps<Values, Name>) {
  return {
    value: (field.value as string | null | undefined) ?? null,
    onChange: (value: string | null) => field.onChange(value),
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
  };
}
