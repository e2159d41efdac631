import {
  Avatar,
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AD_CODE_SYSTEMS,
  DEFAULT_AD_CODE_SYSTEM,
  LOGO_MAX_BYTES,
  saveIdentificationBody,
  type Identification,
  type Language,
} from '@masterport/contract';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '#components/form-alert.tsx';
import { LanguageField } from '#components/form/language-field.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { issueText } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useIdentification } from '../api/get-identification.ts';
import { useCountries, useStates } from '#lib/places.ts';
import { saveIdentification, uploadLogo } from '../api/save-identification.ts';

type Values = z.input<typeof saveIdentificationBody>;
const FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'language',
  'ad_code_system',
] as const;

/** The logo: what it looks like in the top bar, and a button to choose another (PNG or JPEG, 1 MB). */
function LogoCard({ identification }: { identification: Identification }) {
  const { t } = useTranslation('identification');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  async function choose(file: File | null) {
    if (!file) return;
    setProblem(undefined);
    if (file.size > LOGO_MAX_BYTES) return setProblem(issueText('logo_too_large'));
    setBusy(true);
    try {
      await uploadLogo(file);
      notify.success(t('logo.saved'));
    } catch (error) {
      const issue = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      setProblem(issue ? issueText(issue) : t('logo.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <SectionCard title={t('logo.title')} description={t('logo.help')}>
      <Group gap="lg" align="center">
        <Avatar
          src={identification.logo_url}
          alt={t('logo.alt', { name: identification.name })}
          size={96}
          radius="md"
          variant="light"
          color="blue"
        >
          <IconPhoto size={36} aria-hidden />
        </Avatar>
        <Stack gap={6}>
          <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={busy}>
                {identification.logo_url ? t('logo.replace') : t('logo.choose')}
              </Button>
            )}
          </FileButton>
          {problem ? (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('logo.rule')}
            </Text>
          )}
        </Stack>
      </Group>
    </SectionCard>
  );
}

function IdentificationForm({ identification }: { identification: Identification }) {
  const { t, i18n } = useTranslation('identification');
  // The code systems are named as the slate modal names them.
  const { t: tMasters } = useTranslation('masters');
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    resolver: zodResolver(saveIdentificationBody),
    defaultValues: {
      name: identification.name,
      description: identification.description ?? '',
      address: identification.address,
      city: identification.city,
      state: identification.state,
      zip: identification.zip,
      country: identification.country,
      phone: identification.phone ?? '',
      language: identification.language,
      ad_code_system: identification.ad_code_system ?? DEFAULT_AD_CODE_SYSTEM,
    },
  });
  const fieldError = useFieldError(form.formState.errors);
  const country = useWatch({ control: form.control, name: 'country' });
  const { data: countries } = useCountries(language);
  const { data: states } = useStates(country, language);
  const stateOptions = states?.states_list ?? [];
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // A state of the previous country is no state of this one: the field asks again.
      const state = stateOptions.some((option) => option.code === values.state) ? values.state : '';
      await saveIdentification({ ...values, state, modified_on: identification.modified_on });
      notify.success(t('saved'));
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFailure(error);
    }
  });
  return (
    <SectionCard title={t('title')} description={t('help')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          <TextInput
            {...form.register('name')}
            label={t('name')}
            description={t('nameHelp')}
            required
            error={fieldError('name')}
          />
          <Textarea
            {...form.register('description')}
            label={t('description')}
            autosize
            minRows={2}
            maxRows={5}
            error={fieldError('description')}
          />
          <TextInput
            {...form.register('address')}
            label={t('address')}
            required
            autoComplete="street-address"
            error={fieldError('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.register('city')}
              label={t('city')}
              required
              autoComplete="address-level2"
              error={fieldError('city')}
            />
            <SelectField
              control={form.control}
              name="country"
              label={t('country')}
              required
              searchable
              emptyValue=""
              data={(countries?.countries_list ?? []).map((place) => ({ value: place.code, label: place.name }))}
            />
            {stateOptions.length > 0 && (
              <SelectField
                control={form.control}
                name="state"
                label={country === 'US' ? t('stateUs') : t('state')}
                required
                searchable
                emptyValue=""
                data={stateOptions.map((place) => ({ value: place.code, label: place.name }))}
              />
            )}
            <TextInput
              {...form.register('zip')}
              label={country === 'US' ? t('zipUs') : t('zip')}
              required
              autoComplete="postal-code"
              error={fieldError('zip')}
            />
            <TextInput
              {...form.register('phone')}
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              error={fieldError('phone')}
            />
            <LanguageField control={form.control} name="language" description={t('languageHelp')} />
            <SelectField
              control={form.control}
              name="ad_code_system"
              label={t('codeSystem')}
              description={t('codeSystemHelp')}
              allowDeselect={false}
              data={AD_CODE_SYSTEMS.map((system) => ({ value: system, label: tMasters(`codeSystems.${system}`) }))}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** Settings › Identification: who the account is, where, in which language, and its logo. */
export function IdentificationScreen() {
  const { data, error } = useIdentification();
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={420} radius="md" />;
  return (
    <Stack gap="lg">
      <LogoCard identification={data.identification} />
      <IdentificationForm identification={data.identification} />
    </Stack>
  );
}
