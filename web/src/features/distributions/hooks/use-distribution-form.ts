import { zodResolver } from '@hookform/resolvers/zod';
import { saveDistributionBody } from '@masterport/contract';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '#lib/forms.ts';
import { issueText } from '#lib/messages.ts';
import type { DistributionInput } from '../api/save.ts';
import { ASKED_FIELDS, STEPS, stepOfField, type Step } from '../model/wizard-steps.ts';

/** What the wizard's form holds and `save`/`create` validate: the contract's fields, under the contract's names. */
export type DistributionOutput = z.output<typeof saveDistributionBody>;

/** The send time picked in 15-minute slots (seed 001 §9), from the next slot on. */
const nextSlot = () => {
  const date = new Date();
  date.setMinutes(Math.ceil((date.getMinutes() + 1) / 15) * 15, 0, 0);
  return date;
};

/** A field's issue in the current language; a list's issue may sit on one of its items (an e-mail among the notified). */
function issueOf(errors: FieldErrors<DistributionInput>, name: FieldPath<DistributionInput>): string | undefined {
  const error = errors[name as keyof DistributionInput] as
    { message?: string } | Record<string, { message?: string }> | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string') return issueText(error.message);
  const item = Object.values(error).find(
    (entry) =>
      typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string',
  );
  return issueText((item as { message?: string } | undefined)?.message);
}

/**
 * The wizard's state (seed 001 "New distribution draft"): one react-hook-form over the contract's
 * `save`/`create` body, so a field is named as the API names it from the input to the call. The
 * steps, which were visited, and "now or later" (not a field: "now" sends no date) live beside it.
 * An issue the form or the API finds on a field shows on it and brings its step back.
 */
export function useDistributionForm(opened: boolean, initial: DistributionInput | undefined) {
  const form = useForm<DistributionInput, unknown, DistributionOutput>({
    resolver: zodResolver(saveDistributionBody),
    defaultValues: initial ?? {},
  });
  const [active, setActive] = useState(0);
  const [visited, setVisited] = useState<Set<Step>>(new Set());
  const [when, setWhen] = useState<'now' | 'later'>(initial?.distribution_date ? 'later' : 'now');

  // Each opening starts from the draft given (or an empty one) at the first step.
  useEffect(() => {
    if (!opened) return;
    form.reset(initial ?? {});
    setWhen(initial?.distribution_date ? 'later' : 'now');
    setActive(0);
    setVisited(new Set());
  }, [opened, initial, form]);

  const go = (step: number) => {
    setVisited((seen) => new Set(seen).add(STEPS[active]!));
    setActive(Math.max(0, Math.min(STEPS.length - 1, step)));
  };
  const restart = () => {
    setActive(0);
    setVisited(new Set());
  };
  /** Shows the step of the first field with an issue. */
  const showIssues = (names: readonly string[]) => {
    const steps = names.map(stepOfField).filter((index) => index >= 0);
    if (steps.length) go(Math.min(...steps));
  };
  /** Puts the API's field issues on their fields; false when none could be placed (the banner says it then). */
  const placeServerIssues = (error: unknown) => {
    const placed = applyFieldErrors(error, form.setError, ASKED_FIELDS);
    showIssues(placed);
    return placed.length > 0;
  };

  /** Scheduling starts at the next 15-minute slot: the picker shows it, and it is what is sent unless changed. */
  const chooseWhen = (value: 'now' | 'later') => {
    setWhen(value);
    if (value === 'later' && !form.getValues('distribution_date'))
      form.setValue('distribution_date', nextSlot().toISOString());
  };

  /** The body to send: "now" sends no date, whatever the picker held. */
  const body = (values: DistributionOutput, extra: Partial<DistributionInput> = {}): DistributionInput => ({
    ...values,
    distribution_date: when === 'later' ? (values.distribution_date ?? null) : null,
    ...extra,
  });

  /** Validates with the contract's schema, then acts on the values; an issue brings its step back. */
  const submit = (act: (values: DistributionOutput) => Promise<void>) =>
    form.handleSubmit(act, (errors) => showIssues(Object.keys(errors)))();

  return {
    form,
    active,
    visited,
    go,
    restart,
    when,
    chooseWhen,
    body,
    submit,
    placeServerIssues,
    issue: (name: FieldPath<DistributionInput>) => issueOf(form.formState.errors, name),
  };
}
