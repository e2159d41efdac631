import { NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  baseMasterType,
  forcedByType,
  MAX_MASTER_SECONDS,
  maxLengthOf,
  slateFields,
  TV_FULL_FEATURE_MAX_SECONDS,
  type MasterType,
} from '@masterport/contract';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/form/select-field.tsx';
import { SwitchField } from '#components/form/switch-field.tsx';
import { issueText } from '#lib/messages.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useAudioTypesOptions } from '../api/get-audio-types-options.ts';
import { useLanguagesOptions } from '../api/get-languages-options.ts';
import type { usePartnerStudios } from '../api/get-partner-studios.ts';
import { useRatiosOptions } from '../api/get-ratios-options.ts';
import { useTypesOptions } from '../api/get-types-options.ts';
import type { SlateForm } from '../hooks/use-slate-form.ts';
import { useTypeLabel } from './master-meta.tsx';
import { UniqueIdField } from './unique-id-field.tsx';

/**
 * The slate step's fields (seed 001 §2). The type decides what shows: radio has no picture (no
 * ratio, captions or audio choice), TV may measure its video levels. They sit in the step's stack,
 * above its buttons.
 */
export function SlateFields({
  form,
  uniqueId,
  clients,
  profileLocked = false,
}: Pick<SlateForm, 'form' | 'uniqueId'> & {
  clients: ReturnType<typeof usePartnerStudios>;
  /** A merge: type, language, ratio, audio and duration are those both masters share (seed 001 §5), not edited here. */
  profileLocked?: boolean;
}) {
  const { t } = useTranslation(['masters', 'common', 'sharedMaster']);
  const fieldError = useFieldError(form.formState.errors);
  const [type, useVideoAudio, duration] = useWatch({
    control: form.control,
    name: ['master_type', 'use_video_audio', 'duration'],
  });
  const base = type ? baseMasterType(type) : null;
  const levelsUnavailable = typeof duration === 'number' && duration > TV_FULL_FEATURE_MAX_SECONDS;
  const types = useTypesOptions();
  const typeLabel = useTypeLabel();
  const languages = useLanguagesOptions(type);
  const ratios = useRatiosOptions();
  const audioTypes = useAudioTypesOptions();
  const durationIssue = form.formState.errors.duration?.message as string | undefined;
  /** What a master type makes, and what its variant (plain, Ad, full) means. */
  const typeHelp = (value: MasterType) => {
    const variant = /_(Ad|FULL)$/.exec(value)?.[1] as 'Ad' | 'FULL' | undefined;
    return `${t(`typeHelp.${variant ?? 'plain'}`)} ${t(`typeHelp.${baseMasterType(value)}`)}`;
  };
  const durationError = !durationIssue
    ? undefined
    : durationIssue === 'required'
      ? issueText('required')
      : t('slate.durationRange', { max: MAX_MASTER_SECONDS });

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('slate.requiredNote')}
      </Text>
      {clients.length > 0 && (
        <SelectField
          control={form.control}
          name="partner_studio_id"
          label={t('slate.createFor')}
          description={t('slate.createForHint')}
          emptyOption={t('slate.ownAccount')}
          data={clients.map((client) => ({ value: client.id, label: client.account.name }))}
          allowDeselect={false}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <SelectField
          control={form.control}
          name="master_type"
          label={t('sharedMaster:fields.master_type')}
          placeholder={t('slate.choose')}
          data={(types.options ?? []).map((option) => ({
            value: option.value,
            label: typeLabel(option.value as MasterType),
          }))}
          description={type ? typeHelp(type) : t('slate.typeHint')}
          renderOption={({ option }) => (
            <div>
              <Text size="sm">{option.label}</Text>
              {/* The option is named by its type alone; the chosen type's help is the field's description. */}
              <Text size="xs" c="dimmed" aria-hidden>
                {typeHelp(option.value as MasterType)}
              </Text>
            </div>
          )}
          maxDropdownHeight={360}
          required
          disabled={profileLocked}
          data-autofocus
        />
        <SelectField
          control={form.control}
          name="language"
          label={t('sharedMaster:fields.language')}
          placeholder={type ? t('slate.choose') : t('slate.chooseTypeFirst')}
          data={languages.options ?? []}
          disabled={!type || profileLocked}
          required
        />
        {base !== 'PUB_RADIO' && (
          <SelectField
            control={form.control}
            name="ratio"
            label={t('sharedMaster:fields.ratio')}
            placeholder={t('slate.choose')}
            description={base === 'PUB_TV_WEB' ? t('slate.tvRatio') : undefined}
            // Only the ratios the type allows (TV is 16:9: forcedByType), not greyed-out ones.
            data={(ratios.options ?? []).filter(
              (option) => !forcedByType(type).ratio || option.value === forcedByType(type).ratio,
            )}
            required
            disabled={profileLocked}
          />
        )}
        <SelectField
          control={form.control}
          name="audio_type"
          label={t('sharedMaster:fields.audio_type')}
          placeholder={t('slate.choose')}
          description={base && base !== 'PUB_TV_WEB' ? t('slate.stereoOnly') : undefined}
          // Only the layouts the type allows (web and radio are stereo: forcedByType), as for the ratio.
          data={(audioTypes.options ?? []).filter(
            (option) => !forcedByType(type).audio_type || option.value === forcedByType(type).audio_type,
          )}
          required
          disabled={profileLocked}
        />
      </SimpleGrid>
      <TextInput
        {...form.register('title')}
        label={t('sharedMaster:fields.title')}
        required
        maxLength={maxLengthOf(slateFields.shape.title)}
        error={fieldError('title')}
      />
      <UniqueIdField form={form} uniqueId={uniqueId} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="duration"
          render={({ field }) => (
            <NumberInput
              size="md"
              label={t('sharedMaster:fields.duration')}
              rightSection={
                <Text size="sm" c="dimmed" pr={8}>
                  {t('units.s')}
                </Text>
              }
              rightSectionWidth={36}
              hideControls
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={MAX_MASTER_SECONDS}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              required
              disabled={profileLocked}
              error={durationError}
            />
          )}
        />
        <TextInput
          {...form.register('announcer')}
          label={t('sharedMaster:fields.announcer')}
          required
          maxLength={maxLengthOf(slateFields.shape.announcer)}
          error={fieldError('announcer')}
        />
        <TextInput
          {...form.register('agency')}
          label={t('sharedMaster:fields.agency')}
          required
          maxLength={maxLengthOf(slateFields.shape.agency)}
          error={fieldError('agency')}
        />
        <TextInput
          {...form.register('product')}
          label={t('sharedMaster:fields.product')}
          required
          maxLength={maxLengthOf(slateFields.shape.product)}
          error={fieldError('product')}
        />
      </SimpleGrid>
      {base && base !== 'PUB_RADIO' && (
        <>
          <SwitchField
            control={form.control}
            name="use_video_audio"
            label={t('sharedMaster:fields.use_video_audio')}
            description={useVideoAudio === false ? t('slate.separateAudio') : t('slate.videoAudio')}
            isOn={(value) => value !== false}
          />
          {base === 'PUB_TV_WEB' && (
            <>
              <SwitchField
                control={form.control}
                name="test_brng"
                label={t('sharedMaster:fields.test_brng')}
                description={
                  levelsUnavailable
                    ? t('slate.videoLevelsUnavailable', { seconds: TV_FULL_FEATURE_MAX_SECONDS })
                    : t('slate.videoLevelsHint')
                }
                disabled={levelsUnavailable}
                isOn={(value) => value === true && !levelsUnavailable}
              />
              <SwitchField
                control={form.control}
                name="music_only"
                label={t('sharedMaster:fields.music_only')}
                description={t('slate.musicOnlyHint')}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
