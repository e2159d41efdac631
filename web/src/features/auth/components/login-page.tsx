import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadTexts } from '#lib/i18n.ts';
import { keepTypedValues, useTypedFocus, useTypedSubmit, useTypedValues } from '#lib/prerendered-form.ts';
import { LOGIN_FIELDS, LoginFields } from './login-fields.tsx';

// The form library, the form's checks and the catalogue's messages (what a failed submit says) come
// with the form's first focus or submit, not with the page (docs/site.md): until then the inputs
// keep what is typed themselves.
const loadForm = async () => (await Promise.all([import('./login-form.tsx'), loadTexts(['errors'])]))[0];

/**
 * The sign-in page. Its first render draws the form as the prerendered page did, without its form
 * library; the first focus or submit loads the form with its checks (login-form.tsx), which takes
 * over in place what was typed, focused and sent meanwhile, as the app's form takes over the
 * prerendered page's (prerendered-form.ts).
 */
export function LoginPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [Form, setForm] = useState<ComponentType>();
  const typed = useTypedValues(LOGIN_FIELDS);
  const loading = useRef(false);
  const sent = useRef(false);

  const takeOver = ({ submit = false } = {}) => {
    if (submit) sent.current = true;
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      ({ LoginForm }) => {
        if (formRef.current) keepTypedValues(formRef.current, { sent: sent.current });
        // At once, so nothing typed lands between the values kept and the form that takes them.
        flushSync(() => setForm(() => LoginForm));
      },
      () => {
        // Offline: the next focus or submit tries again.
        loading.current = false;
      },
    );
  };
  useTypedFocus(LOGIN_FIELDS, (name) =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus(),
  );
  useTypedSubmit(() => takeOver({ submit: true }));

  if (Form) return <Form />;
  return (
    <LoginFields
      formRef={formRef}
      form={{
        onFocus: () => takeOver(),
        onSubmit: (event) => {
          event.preventDefault();
          takeOver({ submit: true });
        },
      }}
      field={(name) => ({ name, defaultValue: typed[name] })}
    />
  );
}
