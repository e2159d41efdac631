import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { contactUsBody, maxLengthOf, type Language } from '@masterport/contract';
import { contactUsRoute } from '@masterport/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeading } from './site-heading.tsx';
import { LOCAL_RECAPTCHA_TOKEN } from '#components/recaptcha-check.tsx';
import { CONTACT_FORM_ID, type ContactFormTexts } from '../scripts/contact-form-texts.ts';
import { startContactForm } from '../scripts/contact-form.ts';

/**
 * /contact: a plain form the small contact script sends (scripts/contact-form.ts), so the page
 * carries no React: the texts the script shows travel with the page, in its language.
 */
export function ContactPage({ language }: { language: Language }) {
  const { t } = useTranslation(['site', 'validation', 'errors', 'common']);
  // In the app the form is wired once mounted; the prerendered page runs the same function as its script.
  useEffect(() => startContactForm(), []);
  const siteKey = import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined;
  const texts: ContactFormTexts = {
    language,
    path: `/api/${contactUsRoute.path}`,
    recaptcha: siteKey ? 'google' : LOCAL_RECAPTCHA_TOKEN,
    sending: t('contact.sending'),
    sent: t('contact.sent'),
    required: t('validation:required'),
    email: t('validation:email'),
    max: t('validation:max', { limit: '{{limit}}' }),
    invalid: t('validation:invalid'),
    failed: t('errors:internal_error'),
  };
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={640}>
      <SiteHeading title={t('contact.title')} lead={t('contact.lead')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form id={CONTACT_FORM_ID} noValidate data-texts={JSON.stringify(texts)}>
          <Stack gap="md">
            <TextInput
              id="contact-name"
              name="name"
              label={t('contact.name')}
              required
              autoComplete="name"
              maxLength={maxLengthOf(contactUsBody.shape.name)}
            />
            <TextInput
              id="contact-email"
              name="email"
              type="email"
              label={t('contact.email')}
              required
              autoComplete="email"
            />
            <TextInput
              id="contact-company"
              name="company"
              label={t('contact.company')}
              autoComplete="organization"
              maxLength={maxLengthOf(contactUsBody.shape.company)}
            />
            <Textarea
              id="contact-message"
              name="message"
              label={t('contact.message')}
              required
              minRows={6}
              autosize={false}
              rows={6}
              maxLength={maxLengthOf(contactUsBody.shape.message)}
            />
            {siteKey ? (
              <div className="g-recaptcha" data-sitekey={siteKey} data-hl={language} />
            ) : (
              <Checkbox
                id="contact-recaptcha"
                name="recaptcha"
                label={t('contact.notRobot')}
                description={t('contact.notRobotHint')}
              />
            )}
            <Alert id="contact-result" role="status" hidden variant="light">
              {''}
            </Alert>
            <Button type="submit" size="md" w="fit-content">
              {t('contact.send')}
            </Button>
            <noscript>
              <Text c="dimmed">{t('contact.needsScript')}</Text>
            </noscript>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
