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
/** The root the app renders over, until its first render has replaced the prerendered form. */
let prerenderedRoot: HTMLElement | undefined;

/** Set on the root element by the prerendered page's head script when its form was sent before the app ran. */
export const PRERENDERED_SUBMIT_ATTRIBUTE = 'data-prerendered-submit';

/**
 * Called once, just before the app renders over the prerendered page (main.tsx), where the page's
 * head script marks a submit; and by a form drawn without its form library when the form with it
 * takes its place (the sign-in page: login-page.tsx), which says whether it was `sent`.
 *
 * The app's first render is not in the same task as this call (React schedules it, and waits for
 * anything it suspends on), and the prerendered form stays live meanwhile: what is typed then is read
 * again at the form's first render (takeTyped), and a submit then is read from the root element's
 * mark by `useTypedSubmit` once the form is in place. A click in that gap was lost (CI, under load).
 */
export function keepTypedValues(root: HTMLElement, { sent }: { sent?: boolean } = {}): void {
  readTypedValues(root);
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && root.contains(active) && active.name) focused = active.name;
  const marked = takeSubmitMark();
  submitted = sent ?? marked;
  // The prerendered page's root is read again at the form's first render; a form the app drew is not.
  prerenderedRoot = sent === undefined ? root : undefined;
}

function readTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]'))
    // The hidden language's copy of the form has no boxes on the page.
    if (input.value && input.getClientRects().length > 0) typed.set(input.name, input.value);
}

/** Whether the prerendered form was sent (its head script's mark), the mark taken off. */
function takeSubmitMark(): boolean {
  const marked = document.documentElement.hasAttribute(PRERENDERED_SUBMIT_ATTRIBUTE);
  document.documentElement.removeAttribute(PRERENDERED_SUBMIT_ATTRIBUTE);
  return marked;
}

function takeTyped<Name extends string>(names: readonly Name[]): Record<Name, string> {
  // Rendered before the commit that replaces the prerendered form: what was typed in it since.
  if (prerenderedRoot?.querySelector('[data-prerendered] form')) readTypedValues(prerenderedRoot);
  prerenderedRoot = undefined;
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
    // Sent before the app ran, or while its first render was on its way (the mark is still there).
    if (!takeSubmitMark() && !submitted) return;
    submitted = false;
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a submit made before the app ran is sent once
  }, []);
}
