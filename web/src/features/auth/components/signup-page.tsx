import { Anchor, Button, Group, Stepper, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuilding, IconCreditCard, IconUser } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { signupAccountStep, signupUserStep } from '@masterport/contract';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { RecaptchaCheck } from '#components/recaptcha-check.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useRecaptcha } from '#lib/use-recaptcha.ts';
import { signUp } from '../api/signup.ts';
import { CheckEmail } from './check-email.tsx';
import { ACCOUNT_STEP_FIELDS, SignupAccountStep } from './signup-account-step.tsx';
import { SignupUserStep, USER_STEP_FIELDS } from './signup-user-step.tsx';

/** Catalogue codes that belong to one field of the form. */
const CODE_FIELDS = {
  email_exists: 'user.email',
  email_in_use: 'user.email',
  account_name_taken: 'account.name',
} as const;

/**
 * Sign-up (seed 000: user, account, billing). Each step is one entry of `steps` with its own form
 * and schema. Billing is shown as the third step but comes after the e-mail is confirmed and the
 * user signed in (the card form needs the account): the activation page leads there.
 */
export function SignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useRecaptcha();
  // On a phone the three steps do not fit one line: only the current one shows its words.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const userForm = useForm({
    resolver: zodResolver(signupUserStep),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      language: currentLanguage(),
    },
  });
  const accountForm = useForm({
    resolver: zodResolver(signupAccountStep),
    defaultValues: {
      name: '',
      plan_key: undefined,
      address: '',
      city: '',
      state: '',
      zip: '',
      country: undefined,
      phone: '',
    },
  });

  const steps: {
    key: string;
    label: string;
    description: string;
    icon: ReactNode;
    content: ReactNode;
    validate: () => Promise<boolean>;
  }[] = [
    {
      key: 'user',
      label: t('signup.steps.user'),
      description: t('signup.steps.userHint'),
      icon: <IconUser size={18} aria-hidden />,
      content: <SignupUserStep form={userForm} />,
      validate: () => userForm.trigger(undefined, { shouldFocus: true }),
    },
    {
      key: 'account',
      label: t('signup.steps.account'),
      description: t('signup.steps.accountHint'),
      icon: <IconBuilding size={18} aria-hidden />,
      content: <SignupAccountStep form={accountForm} />,
      validate: () => accountForm.trigger(undefined, { shouldFocus: true }),
    },
  ];
  const last = active === steps.length - 1;
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    setFailure(null);
    setSubmitting(true);
    try {
      const user = signupUserStep.parse(userForm.getValues());
      const account = signupAccountStep.parse(accountForm.getValues());
      const result = await signUp({ user, account, recaptcha_token: captcha.token });
      setSentTo(result.email);
    } catch (error) {
      if (captcha.refused(error)) return;
      if (error instanceof ApiError) {
        const fields = { ...error.fields };
        const field = CODE_FIELDS[error.code as keyof typeof CODE_FIELDS];
        if (field) fields[field] = error.code;
        const placedError = new ApiError(error.code, error.status, { fields });
        const userFields = applyFieldErrors(placedError, userForm.setError, USER_STEP_FIELDS, 'user.');
        const accountFields = applyFieldErrors(placedError, accountForm.setError, ACCOUNT_STEP_FIELDS, 'account.');
        if (userFields.length > 0) setActive(0);
        if (userFields.length + accountFields.length === 0) setFailure(error);
      } else {
        setFailure(error);
      }
    } finally {
      setSubmitting(false);
    }
  }

  async function next() {
    const step = steps[active];
    if (!step || !(await step.validate())) return;
    if (last && !captcha.ready()) return;
    if (last) await submit();
    else setActive(active + 1);
  }

  if (sentTo) {
    return (
      <AuthCard width={520}>
        <CheckEmail>
          <Trans t={t} i18nKey="signup.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </CheckEmail>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} description={t('signup.description')} width={640}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <Stepper
          active={active}
          onStepClick={(index) => index < active && setActive(index)}
          allowNextStepsSelect={false}
          size="sm"
          mb="lg"
          aria-label={t('signup.progress')}
        >
          {steps.map((step, index) => (
            <Stepper.Step
              key={step.key}
              label={phone && index !== active ? undefined : step.label}
              description={phone && index !== active ? undefined : step.description}
              aria-label={step.label}
              icon={step.icon}
            />
          ))}
          <Stepper.Step
            label={phone ? undefined : t('signup.steps.billing')}
            description={phone ? undefined : t('signup.steps.billingHint')}
            aria-label={t('signup.steps.billing')}
            icon={<IconCreditCard size={18} aria-hidden />}
          />
        </Stepper>
        <Text size="sm" c="dimmed" mb="md">
          {t('signup.requiredNote')}
        </Text>
        <FormAlert error={failure} />
        {steps.map((step, index) => (
          <div key={step.key} hidden={index !== active}>
            {step.content}
          </div>
        ))}
        {last && (
          <Group mt="lg">
            <RecaptchaCheck key={captcha.mount} {...captcha.props} />
          </Group>
        )}
        <Group justify="space-between" mt="xl">
          {active > 0 ? (
            <Button variant="default" onClick={() => setActive(active - 1)} disabled={submitting}>
              {t('common:actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={submitting}>
            {last ? t('signup.submit') : t('common:actions.next')}
          </Button>
        </Group>
        <Text ta="center" size="sm" c="dimmed" mt="xl">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
            {t('signup.signIn')}
          </Anchor>
        </Text>
      </form>
    </AuthCard>
  );
}
