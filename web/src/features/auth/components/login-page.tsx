import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadTexts } from '#lib/i18n.ts';
import { keepTypedValues, useTypedFocus, useTypedSubmit, useTypedValues } from '#lib/prerendered-form.ts';
import { LOGIN_FIELDS, LoginFields } from './login-fields.tsx';

// The form library, the form's checks and the catalogue's messages (what a failed submit says) come
// with the form's first focus (fetched, so a submit finds them ready) and take over at its first
// submit, not with the page (docs/site.md): until then the inputs keep what is typed themselves.
const loadForm = async () => (await Promise.all([import('./login-form.tsx'), loadTexts(['errors'])]))[0];

/**
 * The sign-in page. Its first render draws the form as the prerendered page did, without its form
 * library; the first submit puts the form with its checks (login-form.tsx) in its place, which takes
 * what was typed and sends it, as the app's form takes over the prerendered page's
 * (prerendered-form.ts). Never while the visitor types: a form swapped between a field's focus and
 * its text (a returning visitor's cached code, a password manager) lost that text.
 */
export function LoginPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [Form, setForm] = useState<ComponentType>();
  const typed = useTypedValues(LOGIN_FIELDS);
  const loading = useRef(false);

  const takeOver = () => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      ({ LoginForm }) => {
        if (formRef.current) keepTypedValues(formRef.current, { sent: true });
        // At once, so nothing typed lands between the values kept and the form that takes them.
        flushSync(() => setForm(() => LoginForm));
      },
      () => {
        // Offline: the next submit tries again.
        loading.current = false;
      },
    );
  };
  useTypedFocus(LOGIN_FIELDS, (name) =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus(),
  );
  useTypedSubmit(takeOver);

  if (Form) return <Form />;
  return (
    <LoginFields
      formRef={formRef}
      form={{
        onFocus: () => void loadForm().catch(() => undefined),
        onSubmit: (event) => {
          event.preventDefault();
          takeOver();
        },
      }}
      field={(name) => ({ name, defaultValue: typed[name] })}
    />
  );
}
