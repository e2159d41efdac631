/**
 * The contact page's one interaction, without React: send the form to `contact-us` as JSON, show
 * each field's issue under it and the answer above the button. The texts come with the page.
 */
import { CONTACT_FORM_ID, type ContactFormTexts } from './contact-form-texts.ts';

/** Google's widget as the page's `g-recaptcha` element makes it (its automatic rendering). */
const googleWidget = () =>
  (window as unknown as { grecaptcha?: { getResponse: () => string; reset: () => void } }).grecaptcha;

const FIELDS = ['name', 'email', 'company', 'message'] as const;

function issueText(texts: ContactFormTexts, issue: string): string {
  const limit = /^max_(\d+)$/.exec(issue);
  if (limit) return texts.max.replace('{{limit}}', limit[1]!);
  if (issue === 'required' || issue === 'email') return texts[issue];
  return texts.invalid;
}

function showIssue(form: HTMLFormElement, field: string, text: string | undefined): void {
  const input = form.elements.namedItem(field);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  const id = `${input.id}-issue`;
  document.getElementById(id)?.remove();
  input.removeAttribute('aria-invalid');
  input.removeAttribute('aria-describedby');
  if (!text) return;
  const note = document.createElement('p');
  note.id = id;
  // Mantine's own error look (the app's forms show theirs the same way).
  note.style.cssText = 'color:var(--mantine-color-error);font-size:var(--mantine-font-size-sm);margin:4px 0 0';
  note.textContent = text;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
  input.closest('.mantine-InputWrapper-root')?.append(note);
}

/** Wires the contact form on the page, if there is one: the prerendered page's script, and the app's contact route, call it. */
export function startContactForm(): void {
  const form = document.getElementById(CONTACT_FORM_ID);
  // Once per form: React's strict mode mounts twice, and each submit must send one message.
  if (!(form instanceof HTMLFormElement) || form.dataset.wired) return;
  form.dataset.wired = 'true';
  const texts = JSON.parse(form.dataset.texts ?? '{}') as ContactFormTexts;
  const result = document.getElementById('contact-result');
  const button = form.querySelector('button[type="submit"]');
  const label = button?.querySelector('.mantine-Button-label') ?? button;
  const buttonLabel = label?.textContent ?? '';
  const say = (text: string, tone: 'ok' | 'error') => {
    if (!result) return;
    result.hidden = false;
    // Mantine's light alert in red for a refusal, in the brand blue for a success.
    const colour = tone === 'error' ? 'red' : 'brand';
    result.style.setProperty('--alert-bg', `var(--mantine-color-${colour}-light)`);
    result.style.setProperty('--alert-color', `var(--mantine-color-${colour}-light-color)`);
    const body = result.querySelector('.mantine-Alert-message') ?? result;
    body.textContent = text;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const token =
      texts.recaptcha === 'google'
        ? googleWidget()?.getResponse() || undefined
        : data.get('recaptcha')
          ? texts.recaptcha
          : undefined;
    const body = {
      name: value('name'),
      email: value('email'),
      ...(value('company') ? { company: value('company') } : {}),
      message: value('message'),
      language: texts.language,
      ...(token ? { recaptcha_token: token } : {}),
    };
    for (const field of FIELDS) showIssue(form, field, undefined);
    button?.setAttribute('disabled', '');
    if (label) label.textContent = texts.sending;
    fetch(texts.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': texts.language, 'x-masterport-client': 'web' },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        const answer = (await response.json()) as {
          success?: boolean;
          message?: string;
          fields?: Record<string, string>;
        };
        if (answer.success) {
          form.reset();
          say(texts.sent, 'ok');
          return;
        }
        for (const [field, issue] of Object.entries(answer.fields ?? {}))
          showIssue(form, field, issueText(texts, issue));
        say(answer.message ?? texts.failed, 'error');
      })
      .catch(() => say(texts.failed, 'error'))
      .finally(() => {
        googleWidget()?.reset();
        button?.removeAttribute('disabled');
        if (label) label.textContent = buttonLabel;
      });
  });
}

// Loaded as the prerendered page's script, the form is there: wire it. Imported by the app, it is not yet.
if (typeof document !== 'undefined') startContactForm();
