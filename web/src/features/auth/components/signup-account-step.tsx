import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PLAN_KEYS, SIGNUP_COUNTRIES, type signupAccountStep } from '@masterport/contract';
import { useFieldError } from '#lib/use-field-error.ts';
import { SelectField } from '#components/form/select-field.tsx';
import { currentLanguage } from '#lib/i18n.ts';
import { useSubdivisions } from '#lib/use-subdivisions.ts';

export type AccountStepValues = z.input<typeof signupAccountStep>;
export const ACCOUNT_STEP_FIELDS = ['name', 'plan_key', 'address', 'city', 'state', 'zip', 'country', 'phone'] as const;

export function SignupAccountStep({
  form,
}: {
  form: UseFormReturn<AccountStepValues, unknown, z.output<typeof signupAccountStep>>;
}) {
  const { t } = useTranslation(['auth', 'common', 'plans']);
  const fieldError = useFieldError(form.formState.errors);
  const country = form.watch('country');
  // The province or state is kept as its ISO code, as the identification tab keeps it.
  const states = useSubdivisions(country, currentLanguage());
  const state = form.watch('state');
  // Another country: a province chosen for the first one is not one of its states.
  useEffect(() => {
    if (states && state && !states.some((place) => place.code === state)) form.setValue('state', '');
  }, [states, state, form]);
  return (
    <Stack gap="md">
      <TextInput
        {...form.register('name')}
        label={t('fields.accountName')}
        description={t('fields.accountNameHint')}
        autoComplete="organization"
        required
        error={fieldError('name')}
      />
      <SelectField
        control={form.control}
        name="plan_key"
        label={t('fields.plan')}
        description={t('fields.planHint')}
        placeholder={t('fields.planPlaceholder')}
        data={PLAN_KEYS.map((key) => ({ value: key, label: t(`plans:${key}`) }))}
        required
      />
      <TextInput
        {...form.register('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        required
        error={fieldError('address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          {...form.register('city')}
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          error={fieldError('city')}
        />
        <SelectField
          control={form.control}
          name="country"
          label={t('fields.country')}
          placeholder={t('fields.countryPlaceholder')}
          data={SIGNUP_COUNTRIES.map((code) => ({ value: code, label: t(`common:countries.${code}`) }))}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SelectField
          control={form.control}
          name="state"
          label={country === 'US' ? t('fields.state') : t('fields.province')}
          placeholder={country ? undefined : t('fields.countryFirst')}
          disabled={!states}
          searchable
          data={(states ?? []).map((place) => ({ value: place.code, label: place.name }))}
          emptyValue=""
          autoComplete="address-level1"
          required
        />
        <TextInput
          {...form.register('zip')}
          label={country === 'US' ? t('fields.zip') : t('fields.postalCode')}
          autoComplete="postal-code"
          required
          error={fieldError('zip')}
        />
      </SimpleGrid>
      <TextInput
        {...form.register('phone')}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError('phone')}
      />
    </Stack>
  );
}
