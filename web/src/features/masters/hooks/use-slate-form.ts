import { zodResolver } from '@hookform/resolvers/zod';
import {
  baseMasterType,
  forcedByType,
  normaliseUniqueId,
  slateFields,
  slateSchema,
  storedSlateFields,
  uniqueIdField,
  isSlateComplete,
  DEFAULT_AD_CODE_SYSTEM,
  uniqueIdSystemIssue,
  keepsUniqueId,
  type DraftSlate as SlateOutput,
  comparedSlateOf,
  type KeptUniqueId,
  type Master,
  type RegistryAnswer,
  type SlateInput,
  type WithCompleteSlate,
} from '@masterport/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useSession } from '#lib/session.ts';
import { createMaster } from '../api/create.ts';
import { useLanguagesOptions } from '../api/get-languages-options.ts';
import { saveMaster } from '../api/save.ts';
import { validateUniqueId } from '../api/validate-unique-id.ts';

/**
 * Seed 001 §4: how the modal saves. `back_from_confirm_slate` once the user came back from the
 * confirmation; `merge_master` and `draft_merge` when the modal merges another master into this one.
 */
export type SlateMode =
  'new_master' | 'draft' | 'edit_master' | 'back_from_confirm_slate' | 'merge_master' | 'draft_merge';

/** A merge the modal saves: the other master, and the slate values it starts from (its duration, when the user took it). */
export type MergeChoice = { other: Pick<Master, 'id' | 'title' | 'unique_id'>; start?: Partial<SlateInput> };

/** The fields a server issue can land on; any other issue shows in the modal's banner. */
/** The slate's fields, from the contract: where the API's field errors are placed. */
const FIELDS = Object.keys(slateFields.shape) as FieldPath<SlateInput>[];

const blank: Partial<SlateInput> = {
  title: '',
  unique_id: '',
  announcer: '',
  agency: '',
  product: '',
  captions_filename: undefined,
  use_video_audio: true,
  test_brng: false,
  // A new slate says the spot has speech until its switch says music only; a master saved before the field stays unsaid.
  music_only: false,
};

/** The form's values for a master: every stored slate field (the contract's list), a missing one left empty. */
function fromMaster(master: Master): Partial<SlateInput> {
  return Object.fromEntries(
    Object.keys(storedSlateFields.shape).map((name) => [
      name,
      master[name as keyof typeof storedSlateFields.shape] ?? undefined,
    ]),
  );
}

/** What the form opens with: the master's slate (with what a merge starts from), or a blank slate. */
const startValues = (master?: Master, merge?: MergeChoice): Partial<SlateInput> =>
  master ? { ...fromMaster(master), ...merge?.start } : blank;

/** A master's unique ID is verified as it is (a draft may have none yet). */
const verifiedOf = (master?: Master): VerifiedId | null => (master?.unique_id ? { id: master.unique_id } : null);

const initialMode = (master?: Master): SlateMode =>
  !master ? 'new_master' : master.is_draft ? 'draft' : 'edit_master';

/**
 * The unique ID the API last accepted, which kind of ID it is (Ad-ID, ISCI, house), and what the
 * Ad-ID registry said of it (docs/ad-codes.md).
 */
export type VerifiedId = { id: string; kind?: string; registry?: RegistryAnswer };

export type SlateFormOptions = {
  opened: boolean;
  master?: Master;
  /** Merging another master into `master`. */
  merge?: MergeChoice;
  onClose: () => void;
  onSaved?: (master: Master, mode: SlateMode) => void;
};

/**
 * The slate modal's form (seed 001 §2): the slate step validates as a draft or as a confirmed slate,
 * the type forces some fields, the unique ID must be verified (`validate-unique-id`) before Next or
 * Save as draft, and saving picks the seed's mode. Server field issues land on their fields and bring
 * the slate step back.
 */
export function useSlateForm({ opened, master, merge, onClose, onSaved }: SlateFormOptions) {
  const { t } = useTranslation('masters');
  const [step, setStep] = useState<'slate' | 'confirm'>('slate');
  const [mode, setMode] = useState<SlateMode>(initialMode(master));
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState<'draft' | 'confirm' | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<VerifiedId | null>(verifiedOf(master));
  const confirming = useRef(false);
  const [confirmed, setConfirmed] = useState<WithCompleteSlate<SlateOutput> | null>(null);

  // Sessions stored before code systems lack the account's: it follows the default until the next sign-in.
  const accountSystem = useSession()?.account_ad_code_system ?? DEFAULT_AD_CODE_SYSTEM;
  // The edited master's own ID under its own system is not judged again (keepsUniqueId).
  const kept = useMemo<KeptUniqueId | undefined>(
    () => (master ? { unique_id: master.unique_id, code_system: master.code_system ?? null } : undefined),
    [master],
  );
  const resolver = useMemo<Resolver<SlateInput, unknown, SlateOutput>>(() => {
    // Both judge the form's values (a slate's input); a draft's output has only the fields filled in.
    const draft = zodResolver(slateSchema(false, accountSystem, kept)) as Resolver<SlateInput, unknown, SlateOutput>;
    const confirm = zodResolver(slateSchema(true, accountSystem, kept)) as Resolver<SlateInput, unknown, SlateOutput>;
    return (values, context, options) => (confirming.current ? confirm : draft)(values, context, options);
  }, [accountSystem, kept]);
  const form = useForm<SlateInput, unknown, SlateOutput>({
    resolver,
    defaultValues: startValues(master, merge),
    mode: 'onTouched',
  });
  const [type, uniqueId, codeSystem] = useWatch({
    control: form.control,
    name: ['master_type', 'unique_id', 'code_system'],
  });
  const languages = useLanguagesOptions(type);

  // Each opening starts from the master (or a blank slate) at the first step.
  useEffect(() => {
    if (!opened) return;
    form.reset(startValues(master, merge));
    setStep('slate');
    setMode(initialMode(master));
    setFailure(null);
    setVerified(verifiedOf(master));
  }, [opened, master, merge, form]);

  // The type decides some fields (TV is 16:9; web and radio stereo); a language the type lacks is cleared.
  useEffect(() => {
    for (const [name, value] of Object.entries(forcedByType(type))) {
      if (form.getValues(name as 'ratio' | 'audio_type') !== value)
        form.setValue(name as 'ratio' | 'audio_type', value as never, { shouldValidate: form.formState.isSubmitted });
    }
    if (type && baseMasterType(type) === 'PUB_RADIO') form.setValue('captions_filename', undefined);
  }, [type, form]);
  useEffect(() => {
    const language = form.getValues('language');
    if (languages.options && language && !languages.options.some((option) => option.value === language))
      form.setValue('language', undefined as never);
  }, [languages.options, form]);

  const normalisedId = normaliseUniqueId(uniqueId ?? '');
  const isVerified = !!verified && verified.id === normalisedId && normalisedId !== '';

  /** The ID's issue under its code system, shown as the user types (the field's own check, then the system's). */
  const codeIssue = (value: string): string | undefined => {
    const parsed = uniqueIdField().safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'required';
    const slate = { unique_id: parsed.data, code_system: form.getValues('code_system') };
    return keepsUniqueId(slate, kept) ? undefined : uniqueIdSystemIssue(slate, accountSystem);
  };
  const checkAsTyped = (value: string) => {
    const issue = value.trim() ? codeIssue(value) : undefined;
    if (issue) form.setError('unique_id', { type: 'client', message: issue });
    else form.clearErrors('unique_id');
  };
  // Another code system judges the ID already typed at once.
  useEffect(() => {
    const typed = form.getValues('unique_id');
    if (typed) checkAsTyped(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of system re-judges here; typing has its own onChange
  }, [codeSystem]);

  async function verify() {
    const issue = codeIssue(uniqueId ?? '');
    if (issue) {
      form.setError('unique_id', { type: 'client', message: issue }, { shouldFocus: true });
      return;
    }
    setVerifying(true);
    try {
      const result = await validateUniqueId({
        unique_id: normalisedId,
        master_id: master?.id,
        code_system: form.getValues('code_system') ?? null,
        // Compared with the registry's facts; the note compares again as the user types on.
        slate: comparedSlateOf(form.getValues()),
      });
      form.clearErrors('unique_id');
      setVerified({ id: result.unique_id, kind: result.kind, registry: result.registry });
    } catch (error) {
      setVerified(null);
      const placed = applyFieldErrors(error, form.setError, ['unique_id']);
      if (!placed.length)
        form.setError('unique_id', {
          type: 'server',
          message: error instanceof ApiError ? error.code : 'unique_id_taken',
        });
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
    // "The account's system" is sent as null: an edit that leaves the field out would keep the master's.
    values = { ...values, code_system: values.code_system ?? null };
    try {
      const saved =
        master && merge
          ? await saveMaster({
              ...values,
              master_id: master.id,
              merge_master_id: merge.other.id,
              mode: saveMode === 'draft_merge' ? 'draft_merge' : 'merge_master',
            })
          : master
            ? await saveMaster({
                ...values,
                master_id: master.id,
                mode:
                  saveMode === 'new_master' || saveMode === 'merge_master' || saveMode === 'draft_merge'
                    ? 'edit_master'
                    : saveMode,
              })
            : await createMaster({
                ...values,
                mode: saveMode === 'draft' || saveMode === 'back_from_confirm_slate' ? 'draft' : 'new_master',
              });
      const draft = saveMode === 'draft' || saveMode === 'back_from_confirm_slate' || saveMode === 'draft_merge';
      notify.success(
        t(
          merge
            ? draft
              ? 'merge.draftSaved'
              : 'merge.started'
            : draft
              ? 'slate.draftSaved'
              : master
                ? 'slate.saved'
                : 'slate.created',
        ),
      );
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
      // The confirmed slate's schema asked every field.
      if (!requireVerified() || !isSlateComplete(values)) return;
      setConfirmed(values);
      setStep('confirm');
    })();
  };

  const saveDraft = async () => {
    // A draft needs only its title; a merge saved to confirm later (draft_merge) needs the whole slate.
    confirming.current = !!merge;
    await form.handleSubmit(async (values) => {
      // A unique ID typed in must be verified; a draft may have none yet.
      if (values.unique_id && !requireVerified()) return;
      setSaving('draft');
      // Saving an existing master from the slate after coming back from the confirmation keeps that mode.
      await persist(
        values,
        merge ? 'draft_merge' : master && mode === 'back_from_confirm_slate' ? 'back_from_confirm_slate' : 'draft',
      );
      setSaving(null);
    })();
  };

  const confirm = async () => {
    confirming.current = true;
    await form.handleSubmit(async (values) => {
      setSaving('confirm');
      await persist(values, merge ? 'merge_master' : master ? 'edit_master' : 'new_master');
      setSaving(null);
    })();
  };

  const back = () => {
    setStep('slate');
    setMode('back_from_confirm_slate');
  };

  return {
    form,
    step,
    failure,
    saving,
    confirmed,
    uniqueId: { isVerified, verifying, verified, verify, checkAsTyped, accountSystem },
    /** Only a new master or a draft can be saved as a draft; a merge can always wait as one (WAITING_MERGE). */
    canDraft: !master || master.is_draft || !!merge,
    merge,
    next,
    saveDraft,
    confirm,
    back,
  };
}

export type SlateForm = ReturnType<typeof useSlateForm>;
