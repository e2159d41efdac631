import {
  Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Stepper, Switch, Text, TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { baseMasterType, MAX_MASTER_SECONDS, TV_FULL_FEATURE_MAX_SECONDS, uniqueIdField, type Master, type MasterType } from '@masterport/contract';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { issueText } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { createMaster } from '../api/create.ts';
import { saveMaster } from '../api/save.ts';
import { validateUniqueId } from '../api/validate-unique-id.ts';
import { useAudioTypesOptions } from '../api/get-audio-types-options.ts';
import { useLanguagesOptions } from '../api/get-languages-options.ts';
import { usePartnerStudios } from '../api/get-partner-studios.ts';
import { useRatiosOptions } from '../api/get-ratios-options.ts';
import { useTypesOptions } from '../api/get-types-options.ts';
import { forcedByType, normaliseUniqueId, slateSchema, type SlateInput, type SlateOutput } from '../model/slate-rules.ts';
import { useTypeLabel } from './master-meta.tsx';
import { SlatePreview } from './slate-preview.tsx';
import { SlateSummary } from './slate-summary.tsx';
import { selectField } from '#components/form/select-field.ts';

/** Seed 001 §4: how the modal saves. `back_from_confirm_slate` once the user came back from the confirmation. */
export type SlateMode = 'new_master' | 'draft' | 'edit_master' | 'back_from_confirm_slate';

const FIELDS: FieldPath<SlateInput>[] = [
  'master_type', 'title', 'unique_id', 'duration', 'language', 'ratio', 'audio_type', 'announcer', 'agency', 'product',
  'captions_filename', 'use_video_audio', 'partner_studio_id',
];

const blank: Partial<SlateInput> = {
  title: '', unique_id: '', announcer: '', agency: '', product: '', captions_filename: undefined, use_video_audio: true, test_brng: false,
};

function fromMaster(master: Master): Partial<SlateInput> {
  return {
    master_type: master.master_type, title: master.title, unique_id: master.unique_id, duration: master.duration,
    language: master.language, ratio: master.ratio, audio_type: master.audio_type, announcer: master.announcer,
    agency: master.agency, product: master.product, captions_filename: master.captions_filename ?? undefined,
    use_video_audio: master.use_video_audio, test_brng: master.test_brng,
  };
}

const initialMode = (master?: Master): SlateMode => (!master ? 'new_master' : master.is_draft ? 'draft' : 'edit_master');

/**
 * The create/edit slate modal (seed 001 §2): the slate, then a confirmation showing it before the
 * master is created or saved. A draft can be saved from either step. The unique ID must be
 * verified (`validate-unique-id`) before saving or continuing.
 */
export function SlateModal({ opened, master, onClose, onSaved }: {
  opened: boolean;
  master?: Master;
  onClose: () => void;
  onSaved?: (master: Master, mode: SlateMode) => void;
}) {
  const { t } = useTranslation(['masters', 'common']);
  const phone = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState<'slate' | 'confirm'>('slate');
  const [mode, setMode] = useState<SlateMode>(initialMode(master));
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState<'draft' | 'confirm' | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<{ id: string; kind?: string } | null>(master ? { id: master.unique_id } : null);
  const confirming = useRef(false);
  const [confirmed, setConfirmed] = useState<SlateOutput | null>(null);

  const resolver = useMemo<Resolver<SlateInput, unknown, SlateOutput>>(() => {
    const draft = zodResolver(slateSchema(false));
    const confirm = zodResolver(slateSchema(true));
    return (values, context, options) => (confirming.current ? confirm : draft)(values, context, options);
  }, []);
  const form = useForm<SlateInput, unknown, SlateOutput>({ resolver, defaultValues: master ? fromMaster(master) : blank, mode: 'onTouched' });
  const fieldError = useFieldError(form.formState.errors);
  const [type, uniqueId, useVideoAudio, duration] = useWatch({ control: form.control, name: ['master_type', 'unique_id', 'use_video_audio', 'duration'] });
  const levelsUnavailable = typeof duration === 'number' && duration > TV_FULL_FEATURE_MAX_SECONDS;
  const base = type ? baseMasterType(type) : null;

  const clients = usePartnerStudios(opened && !master);
  const [createFor] = useWatch({ control: form.control, name: ['partner_studio_id'] });
  const createForName = clients.find((client) => client.id === createFor)?.account.name;
  const types = useTypesOptions();
  const typeLabel = useTypeLabel();
  const languages = useLanguagesOptions(type);
  const ratios = useRatiosOptions();
  const audioTypes = useAudioTypesOptions();

  // Each opening starts from the master (or a blank slate) at the first step.
  useEffect(() => {
    if (!opened) return;
    form.reset(master ? fromMaster(master) : blank);
    setStep('slate');
    setMode(initialMode(master));
    setFailure(null);
    setVerified(master ? { id: master.unique_id } : null);
  }, [opened, master, form]);

  // The type decides some fields (TV is 16:9; web and radio stereo); a language the type lacks is cleared.
  useEffect(() => {
    for (const [name, value] of Object.entries(forcedByType(type))) {
      if (form.getValues(name as 'ratio' | 'audio_type') !== value) form.setValue(name as 'ratio' | 'audio_type', value as never, { shouldValidate: form.formState.isSubmitted });
    }
    if (type && baseMasterType(type) === 'PUB_RADIO') form.setValue('captions_filename', undefined);
  }, [type, form]);
  useEffect(() => {
    const language = form.getValues('language');
    if (languages.options && language && !languages.options.some((option) => option.value === language)) form.setValue('language', undefined as never);
  }, [languages.options, form]);

  const normalisedId = normaliseUniqueId(uniqueId ?? '');
  const isVerified = !!verified && verified.id === normalisedId && normalisedId !== '';

  async function verify() {
    const parsed = uniqueIdField().safeParse(uniqueId ?? '');
    if (!parsed.success) {
      form.setError('unique_id', { type: 'client', message: parsed.error.issues[0]?.message ?? 'required' }, { shouldFocus: true });
      return;
    }
    setVerifying(true);
    try {
      const result = await validateUniqueId({ unique_id: parsed.data, master_id: master?.id });
      form.clearErrors('unique_id');
      setVerified({ id: result.unique_id, kind: result.kind });
    } catch (error) {
      setVerified(null);
      const placed = applyFieldErrors(error, form.setError, ['unique_id']);
      if (!placed.length) form.setError('unique_id', { type: 'server', message: error instanceof ApiError ? error.code : 'unique_id_taken' });
    } finally {
      setVerifying(false);
    }
  }

  const requireVerified = () => {
    if (isVerified) return true;
    form.setError('unique_id', { type: 'client', message: 'unique_id_unverified' }, { shouldFocus: true });
    return false;
  };

  async function persist(values: SlateOutput, saveMode: SlateMode) {
    setFailure(null);
    try {
      const saved = master
        ? await saveMaster({ ...values, master_id: master.id, mode: saveMode === 'new_master' ? 'edit_master' : saveMode })
        : await createMaster({ ...values, mode: saveMode === 'draft' || saveMode === 'back_from_confirm_slate' ? 'draft' : 'new_master' });
      const draft = saveMode === 'draft' || saveMode === 'back_from_confirm_slate';
      notify.success(t(draft ? 'slate.draftSaved' : master ? 'slate.saved' : 'slate.created'));
      onSaved?.(saved, draft ? 'draft' : saveMode);
      onClose();
    } catch (error) {
      const placed = applyFieldErrors(error, form.setError, FIELDS);
      if (placed.length) setStep('slate');
      else setFailure(error);
    }
  }

  const next = async () => {
    confirming.current = true;
    await form.handleSubmit((values) => {
      if (!requireVerified()) return;
      setConfirmed(values);
      setStep('confirm');
    })();
  };

  const saveDraft = async () => {
    confirming.current = false;
    await form.handleSubmit(async (values) => {
      if (!requireVerified()) return;
      setSaving('draft');
      // Saving an existing master from the slate after coming back from the confirmation keeps that mode.
      await persist(values, master && mode === 'back_from_confirm_slate' ? 'back_from_confirm_slate' : 'draft');
      setSaving(null);
    })();
  };

  const confirm = async () => {
    confirming.current = true;
    await form.handleSubmit(async (values) => {
      setSaving('confirm');
      await persist(values, master ? 'edit_master' : 'new_master');
      setSaving(null);
    })();
  };

  const back = () => {
    setStep('slate');
    setMode('back_from_confirm_slate');
  };

  const canDraft = !master || master.is_draft;
  const title = !master ? t('slate.newTitle') : master.is_draft ? t('slate.draftTitle') : t('slate.editTitle');
  const durationIssue = form.formState.errors.duration?.message as string | undefined;
  const durationError = !durationIssue ? undefined : durationIssue === 'required' ? issueText('required') : t('slate.durationRange', { max: MAX_MASTER_SECONDS });
  const uniqueIdIssue = fieldError('unique_id');

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone} centered closeOnClickOutside={false}>
      <Stepper active={step === 'slate' ? 0 : 1} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label={t('slate.stepSlate')} description={t('slate.stepSlateText')} />
        <Stepper.Step label={t('slate.stepConfirm')} description={t('slate.stepConfirmText')} />
      </Stepper>
      <FormAlert error={failure} />
      {step === 'slate' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          <Stack gap="md" mt={failure ? 'md' : 0}>
            <Text size="sm" c="dimmed">{t('slate.requiredNote')}</Text>
            {clients.length > 0 && (
              <Controller
                control={form.control}
                name="partner_studio_id"
                render={({ field }) => (
                  <Select
                    label={t('slate.createFor')}
                    description={t('slate.createForHint')}
                    data={[{ value: '', label: t('slate.ownAccount') }, ...clients.map((client) => ({ value: client.id, label: client.account.name }))]}
                    {...selectField(field)}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value ? value : undefined)}
                    allowDeselect={false}
                    error={fieldError('partner_studio_id')}
                  />
                )}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <Controller
                control={form.control}
                name="master_type"
                render={({ field }) => (
                  <Select
                    label={t('fields.master_type')}
                    placeholder={t('slate.choose')}
                    data={(types.options ?? []).map((option) => ({ value: option.value, label: typeLabel(option.value as MasterType) }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value as MasterType | null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    required
                    error={fieldError('master_type')}
                    data-autofocus
                  />
                )}
              />
              <Controller
                control={form.control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t('fields.language')}
                    placeholder={type ? t('slate.choose') : t('slate.chooseTypeFirst')}
                    data={languages.options ?? []}
                    disabled={!type}
                    {...selectField(field)}
                    required
                    error={fieldError('language')}
                  />
                )}
              />
              {base !== 'PUB_RADIO' && (
                <Controller
                  control={form.control}
                  name="ratio"
                  render={({ field }) => (
                    <Select
                      label={t('fields.ratio')}
                      placeholder={t('slate.choose')}
                      description={base === 'PUB_TV_WEB' ? t('slate.tvRatio') : undefined}
                      data={(ratios.options ?? []).map((option) => ({ ...option, disabled: base === 'PUB_TV_WEB' && option.value !== '16:9' }))}
                      {...selectField(field)}
                      required
                      error={fieldError('ratio')}
                    />
                  )}
                />
              )}
              <Controller
                control={form.control}
                name="audio_type"
                render={({ field }) => (
                  <Select
                    label={t('fields.audio_type')}
                    placeholder={t('slate.choose')}
                    description={base && base !== 'PUB_TV_WEB' ? t('slate.stereoOnly') : undefined}
                    data={(audioTypes.options ?? []).map((option) => ({ ...option, disabled: !!base && base !== 'PUB_TV_WEB' && option.value !== '2trks' }))}
                    {...selectField(field)}
                    required
                    error={fieldError('audio_type')}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput {...form.register('title')} label={t('fields.title')} required maxLength={63} error={fieldError('title')} />
            <div>
              <TextInput
                {...form.register('unique_id', { onChange: () => form.clearErrors('unique_id') })}
                label={t('fields.unique_id')}
                description={t('slate.uniqueIdHint')}
                required
                maxLength={24}
                autoComplete="off"
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
                error={uniqueIdIssue}
                rightSectionWidth={isVerified ? 132 : 108}
                rightSectionPointerEvents="all"
                rightSection={(
                  <Button
                    size="compact-sm"
                    variant={isVerified ? 'light' : 'filled'}
                    color={isVerified ? 'green' : undefined}
                    onClick={() => void verify()}
                    loading={verifying}
                    leftSection={isVerified ? <IconCircleCheck size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />}
                    mr={6}
                  >
                    {isVerified ? t('slate.verified') : t('slate.verify')}
                  </Button>
                )}
              />
              {isVerified && !uniqueIdIssue && (
                <Text size="sm" c="#237032" mt={6} role="status">
                  {t('slate.idAvailable')}
                  {verified?.kind ? ` ${t(`idKind.${verified.kind as 'ad_id' | 'isci' | 'house'}`)}` : ''}
                </Text>
              )}
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="duration"
                render={({ field }) => (
                  <NumberInput
                    size="md"
                    label={t('fields.duration')}
                    rightSection={<Text size="sm" c="dimmed" pr={8}>{t('units.s')}</Text>}
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
                    error={durationError}
                  />
                )}
              />
              <TextInput {...form.register('announcer')} label={t('fields.announcer')} required maxLength={50} error={fieldError('announcer')} />
              <TextInput {...form.register('agency')} label={t('fields.agency')} required maxLength={50} error={fieldError('agency')} />
              <TextInput {...form.register('product')} label={t('fields.product')} required maxLength={50} error={fieldError('product')} />
            </SimpleGrid>
            {base && base !== 'PUB_RADIO' && (
              <>
                <TextInput
                  {...form.register('captions_filename', { setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined) })}
                  label={t('fields.captions_filename')}
                  description={t('slate.captionsHint')}
                  placeholder="spot_30s.scc"
                  required={base === 'PUB_TV_WEB'}
                  maxLength={255}
                  error={fieldError('captions_filename')}
                />
                <Controller
                  control={form.control}
                  name="use_video_audio"
                  render={({ field }) => (
                    <Switch
                      label={t('fields.use_video_audio')}
                      description={useVideoAudio === false ? t('slate.separateAudio') : t('slate.videoAudio')}
                      checked={field.value !== false}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      name={field.name}
                    />
                  )}
                />
                {base === 'PUB_TV_WEB' && (
                  <Controller
                    control={form.control}
                    name="test_brng"
                    render={({ field }) => (
                      <Switch
                        label={t('fields.test_brng')}
                        description={levelsUnavailable ? t('slate.videoLevelsUnavailable', { seconds: TV_FULL_FEATURE_MAX_SECONDS }) : t('slate.videoLevelsHint')}
                        disabled={levelsUnavailable}
                        checked={field.value === true && !levelsUnavailable}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        name={field.name}
                      />
                    )}
                  />
                )}
              </>
            )}
            <Group justify="space-between" mt="sm" gap="sm">
              <Button variant="subtle" color="gray" onClick={onClose}>{t('common:actions.cancel')}</Button>
              <Group gap="sm">
                {canDraft && (
                  <Button variant="default" onClick={() => void saveDraft()} loading={saving === 'draft'}>
                    {t('slate.saveDraft')}
                  </Button>
                )}
                <Button type="submit">{t('slate.next')}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md" mt={failure ? 'md' : 0}>
          <Alert variant="light" color="brand" icon={<IconCircleCheck aria-hidden />}>
            {t(master ? 'slate.confirmEditText' : 'slate.confirmText')}
          </Alert>
          {createForName && <Text size="sm" fw={600}>{t('slate.createdFor', { name: createForName })}</Text>}
          {confirmed && <SlatePreview slate={confirmed} />}
          <SlateSummary slate={form.getValues()} />
          <Group justify="space-between" mt="sm" gap="sm">
            <Button variant="default" onClick={back}>{t('common:actions.back')}</Button>
            <Group gap="sm">
              {canDraft && (
                <Button variant="default" onClick={() => void saveDraft()} loading={saving === 'draft'}>
                  {t('slate.saveDraft')}
                </Button>
              )}
              <Button onClick={() => void confirm()} loading={saving === 'confirm'}>
                {t(master ? (master.is_draft ? 'slate.create' : 'slate.saveChanges') : 'slate.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
