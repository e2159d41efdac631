import { useEffect, useState } from 'react';

/**
 * What a visitor typed into a prerendered form before the app took over (the sign-in page paints
 * from HTML before its scripts run, docs/site.md). The app renders its own form in the prerendered
 * one's place; it starts from these values and focus, so nothing typed is lost. Each is taken once:
 * a later visit to the same form within the app starts empty.
 */
const typed = new Map<string, string>();
let focused: string | undefined;
let submitted = false;

/** Set on the root element by the prerendered page's head script when its form was sent before the app ran. */
export const PRERENDERED_SUBMIT_ATTRIBUTE = 'data-prerendered-submit';

/**
 * Called once, just before the app renders over the prerendered page (main.tsx), where the page's
 * head script marks a submit; and by a form drawn without its form library when the form with it
 * takes its place (the sign-in page: login-page.tsx), which says whether it was `sent`.
 */
export function keepTypedValues(root: HTMLElement, { sent }: { sent?: boolean } = {}): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]'))
    // The hidden language's copy of the form has no boxes on the page.
    if (input.value && input.getClientRects().length > 0) typed.set(input.name, input.value);
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && root.contains(active) && active.name) focused = active.name;
  submitted = sent ?? document.documentElement.hasAttribute(PRERENDERED_SUBMIT_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDERED_SUBMIT_ATTRIBUTE);
}

function takeTyped<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const values = Object.fromEntries(names.map((name) => [name, typed.get(name) ?? ''])) as Record<Name, string>;
  for (const name of names) typed.delete(name);
  return values;
}

/** A prerendered form's starting values: what was typed in it before the app took over (`''` where nothing was). */
export function useTypedValues<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const [values] = useState(() => takeTyped(names));
  return values;
}

/** Puts the focus back in the field of a prerendered form that had it when the app took over. */
export function useTypedFocus<Name extends string>(names: readonly Name[], setFocus: (name: Name) => void): void {
  useEffect(() => {
    const name = names.find((candidate) => candidate === focused);
    focused = undefined;
    if (name) setFocus(name);
    // Once, at the form's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus is put back once, not on each render
  }, []);
}

/** Sends the form once it is rendered when the visitor sent the prerendered one before the app ran. */
export function useTypedSubmit(submit: () => void): void {
  useEffect(() => {
    if (!submitted) return;
    submitted = false;
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a submit made before the app ran is sent once
  }, []);
}
