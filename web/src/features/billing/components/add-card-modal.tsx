import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { billingAddressSchema, type BillingAddress, type Language } from '@masterport/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '#components/form-alert.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useStates } from '#lib/places.ts';
import { addPaymentMethod } from '../api/add-payment-method.ts';
import { savePaymentMethod } from '../api/save-payment-method.ts';
import { openCardForm } from '../lib/card-form.ts';

type AddressValues = z.input<typeof billingAddressSchema>;
const FIELDS = ['name', 'street', 'city', 'province', 'country', 'postal_code'] as const;
const COUNTRIES = ['CA', 'US'] as const;

/**
 * Adds a card: the billing address here (the invoices' taxes follow its province), then the
 * gateway's card form in its iframe; its answer goes to our API, which keeps the card's token.
 */
export function AddCardModal({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const { t, i18n } = useTranslation('cards');
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<AddressValues, unknown, BillingAddress>({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: { name: '', street: '', city: '', province: '', country: 'CA', postal_code: '' },
  });
  const fieldError = useFieldError(form.formState.errors);
  const country = useWatch({ control: form.control, name: 'country' });
  const { data: provinces } = useStates(country, language);
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (billingAddress) => {
    setFailure(null);
    // A province of the previous country is no province of this one (taxes follow it): asked again.
    if (!provinces?.states_list.some((place) => place.code === billingAddress.province)) {
      form.setError('province', { message: 'required' });
      return;
    }
    try {
      const session = await addPaymentMethod();
      const result = await openCardForm(session.script_url, session.checkout_token);
      if (result.status === 'CLOSED') return;
      const saved = await savePaymentMethod({
        checkout_token: session.checkout_token,
        billing_address: billingAddress,
        result:
          result.status === 'SUCCESS'
            ? { status: 'SUCCESS', data: result.data, hash: result.hash }
            : { status: 'ABORTED', message: result.message },
      });
      const card = saved.payment_methods_list[0];
      notify.success(t('added', { lastFour: card?.last_four ?? '' }));
      close();
      onAdded?.();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFailure(error);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('addTitle')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          <Text size="sm" c="dimmed">
            {t('addressHelp')}
          </Text>
          <TextInput
            {...form.register('name')}
            label={t('holder')}
            required
            autoComplete="cc-name"
            error={fieldError('name')}
            data-autofocus
          />
          <TextInput
            {...form.register('street')}
            label={t('street')}
            required
            autoComplete="address-line1"
            error={fieldError('street')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.register('city')}
              label={t('city')}
              required
              autoComplete="address-level2"
              error={fieldError('city')}
            />
            <TextInput
              {...form.register('postal_code')}
              label={t('postalCode')}
              required
              autoComplete="postal-code"
              error={fieldError('postal_code')}
            />
            <SelectField
              control={form.control}
              name="country"
              label={t('country')}
              required
              emptyValue=""
              data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            />
            <SelectField
              control={form.control}
              name="province"
              label={t('province')}
              required
              searchable
              emptyValue=""
              data={(provinces?.states_list ?? []).map((place) => ({ value: place.code, label: place.name }))}
            />
          </SimpleGrid>
          <Alert variant="light" color="blue" icon={<IconLock size={18} aria-hidden />}>
            {t('gatewayNote')}
          </Alert>
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
