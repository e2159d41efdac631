import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { PasswordField } from '#components/password-field.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { setLanguage } from '#lib/i18n.ts';
import { errorText } from '#lib/messages.ts';
import { startSession } from '#lib/session-actions.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { isWellFormedLink, linkLanguage, useInvitation, type InvitationLink } from '../api/get-invitation.ts';
import { registerInvitation } from '../api/register-invitation.ts';
import { requestInvitation } from '../api/request-invitation.ts';

interface AcceptValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

function AcceptForm({
  link,
  email,
  hasUser,
  accountName,
}: {
  link: InvitationLink;
  email: string;
  hasUser: boolean;
  accountName: string;
}) {
  const { t, i18n } = useTranslation('team');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<AcceptValues>({
    defaultValues: { first_name: '', last_name: '', password: '', password_confirmation: '' },
  });
  const fieldError = useFieldError(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await registerInvitation(
        hasUser
          ? { ...link, password: values.password }
          : { ...link, ...values, language: i18n.language === 'fr' ? 'fr' : 'en' },
      );
      await startSession(session);
      await navigate(paths.app.masters.getHref(), { replace: true });
    } catch (error) {
      if (
        applyFieldErrors(error, form.setError, ['first_name', 'last_name', 'password', 'password_confirmation'])
          .length === 0
      )
        setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {hasUser ? t('invitation.existingUser', { account: accountName }) : t('invitation.newUser')}
        </Text>
        <FormAlert error={failure} />
        <TextInput label={t('invitation.email')} value={email} readOnly variant="filled" autoComplete="username" />
        {!hasUser && (
          <Group grow align="flex-start">
            <TextInput
              {...form.register('first_name', { required: 'required' })}
              label={t('invitation.firstName')}
              required
              autoComplete="given-name"
              error={fieldError('first_name')}
            />
            <TextInput
              {...form.register('last_name', { required: 'required' })}
              label={t('invitation.lastName')}
              required
              autoComplete="family-name"
              error={fieldError('last_name')}
            />
          </Group>
        )}
        <PasswordField
          {...form.register('password', { required: 'required' })}
          label={t('invitation.password')}
          required
          autoComplete={hasUser ? 'current-password' : 'new-password'}
          error={fieldError('password')}
        />
        {!hasUser && (
          <PasswordField
            {...form.register('password_confirmation', { required: 'required' })}
            label={t('invitation.passwordConfirmation')}
            required
            autoComplete="new-password"
            error={fieldError('password_confirmation')}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          {t('invitation.accept')}
        </Button>
      </Stack>
    </form>
  );
}

/** An invitation that cannot be used: says why, and lets the person ask for a new one. */
function UnusableInvitation({ link, error }: { link: Partial<InvitationLink>; error: unknown }) {
  const { t } = useTranslation('team');
  const [asked, setAsked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  async function ask() {
    if (!isWellFormedLink(link)) return;
    try {
      await requestInvitation(link);
      setAsked(true);
    } catch (problem) {
      setFailure(problem);
    }
  }
  if (asked) {
    return (
      <AuthCard>
        <ResultPanel tone="success" icon={<IconCircleCheck size={34} aria-hidden />} title={t('invitation.askAgain')}>
          {t('invitation.asked')}
        </ResultPanel>
      </AuthCard>
    );
  }
  return (
    <AuthCard>
      <ResultPanel
        tone="error"
        icon={<IconClockX size={32} aria-hidden />}
        title={t('invitation.expiredTitle')}
        actions={
          <Stack gap="xs" w="100%">
            {isWellFormedLink(link) && (
              <Button onClick={() => void ask()} fullWidth>
                {t('invitation.askAgain')}
              </Button>
            )}
            <Button component={Link} to={paths.auth.login.getHref()} variant="default" fullWidth>
              {t('invitation.toLogin')}
            </Button>
          </Stack>
        }
      >
        {error ? errorText(error) : t('invitation.malformed')}
        <FormAlert error={failure} />
      </ResultPanel>
    </AuthCard>
  );
}

/** /account/i/{created_on}/{hash_key}: the e-mailed invitation; register or sign in, and land in the account. */
export function InvitationPage() {
  const { t } = useTranslation('team');
  const params = useParams();
  const link = { created_on: params.created_on, hash_key: params.hash_key };
  const { data, error } = useInvitation(link);
  // The page speaks the language the inviter chose for the invitee: first as the link names it (a
  // dead link too, which the API answers without it), then as the API says; the header's switch still works.
  const fromLink = linkLanguage(useLocation().search);
  useEffect(() => {
    if (fromLink) void setLanguage(fromLink);
  }, [fromLink]);
  const invitationLanguage = data?.language;
  useEffect(() => {
    if (invitationLanguage) void setLanguage(invitationLanguage);
  }, [invitationLanguage]);
  // Only a link that cannot be used any more says so; a network failure or a 429 is told as such.
  if (error && error.code !== 'invitation_token')
    return (
      <AuthCard>
        <FormAlert error={error} />
      </AuthCard>
    );
  if (!isWellFormedLink(link) || error) return <UnusableInvitation link={link} error={error} />;
  const description =
    data &&
    (data.inviter_name
      ? t('invitation.description', { inviter: data.inviter_name, account: data.account_name })
      : t('invitation.descriptionNoInviter', { account: data.account_name }));
  return (
    <AuthCard
      title={data ? t('invitation.title', { account: data.account_name }) : t('invitation.checking')}
      description={description}
    >
      {!data ? (
        <Stack align="center" py="xl" role="status">
          <Loader />
          <Text c="dimmed">{t('invitation.checking')}</Text>
        </Stack>
      ) : (
        <AcceptForm link={link} email={data.email} hasUser={data.has_user} accountName={data.account_name} />
      )}
    </AuthCard>
  );
}
