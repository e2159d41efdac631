import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { useTypedFocus, useTypedSubmit, useTypedValues } from '#lib/prerendered-form.ts';
import { safeRedirect } from '#lib/redirect.ts';
import { startSession } from '#lib/session-actions.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useRecaptcha } from '#lib/use-recaptcha.ts';
import { signIn } from '../api/login.ts';
import { loginResolver } from './login-checks.ts';
import { LOGIN_FIELDS, LoginFields } from './login-fields.tsx';

// The reCAPTCHA box shows only after repeated failures: its code (and Mantine's Checkbox) comes then.
const RecaptchaCheck = lazy(async () => ({
  default: (await import('#components/recaptcha-check.tsx')).RecaptchaCheck,
}));

/**
 * The sign-in form with its form library and checks (react-hook-form, zod), which the page loads on
 * the form's first focus or submit (login-page.tsx): it starts from what was typed and focused
 * meanwhile, and sends a submit made before it was there.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const typed = useTypedValues(LOGIN_FIELDS);
  const form = useForm({ resolver: loginResolver, defaultValues: typed });
  useTypedFocus(LOGIN_FIELDS, form.setFocus);
  const fieldError = useFieldError(form.formState.errors);
  // Asked for only after repeated failures on the address (the API answers `recaptcha_failed`).
  const captcha = useRecaptcha({ always: false });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!captcha.ready()) return;
    try {
      const session = await signIn({ ...values, recaptcha_token: captcha.token });
      await startSession(session);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (!captcha.refused(error) && applyFieldErrors(error, form.setError, ['email', 'password']).length === 0)
        setFailure(error);
      form.resetField('password', { keepError: true });
    }
  });
  useTypedSubmit(() => void submit());

  return (
    <LoginFields
      form={{ onSubmit: submit }}
      field={(name) => form.register(name)}
      error={fieldError}
      alert={<FormAlert error={failure} />}
      submitting={form.formState.isSubmitting}
      captcha={
        captcha.shown && (
          <Suspense>
            <RecaptchaCheck key={captcha.mount} {...captcha.props} />
          </Suspense>
        )
      }
    />
  );
}
