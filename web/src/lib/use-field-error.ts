import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from './messages.ts';

/** Translated error text for a form field, re-rendered when the language changes. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  useTranslation();
  return (name: keyof T & string): string | undefined => issueText(errors[name]?.message as string | undefined);
}
