import { sitePagePath, type Language } from '@masterport/contract';
import type { OutgoingMail } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { layoutMail } from './templates.ts';

export interface ContactMessage {
  name: string;
  email: string;
  company: string | null;
  message: string;
  language: Language;
  created_on: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The message as the team reads it: plain fields, the sender as reply-to so answering goes to
 * them. Always in English: it is the team's working mail, whatever the sender wrote in.
 */
export function contactMessageMail(to: string, message: ContactMessage): OutgoingMail {
  const fields: [string, string][] = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Company', message.company ?? '-'],
    ['Language', message.language === 'fr' ? 'French' : 'English'],
    ['Sent', message.created_on],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${message.message}\n`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:640px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1c3d8f">Masterport: contact form</p>
<table>${fields.map(([label, value]) => `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p></body></html>`;
  return { to, replyTo: message.email, subject: `Contact form: ${message.name}`, html, text };
}

const ACKNOWLEDGEMENT: Record<
  Language,
  { subject: string; greeting: (name: string) => string; body: string; action: string; footer: string }
> = {
  en: {
    subject: 'We received your message',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for writing to Masterport. A member of our team will answer you by e-mail, usually within one business day.',
    action: 'Visit Masterport',
    footer: 'If you did not write to us, ignore this e-mail: someone typed your address in our contact form.',
  },
  fr: {
    subject: 'Nous avons reçu votre message',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Merci d’avoir écrit à Masterport. Un membre de notre équipe vous répondra par courriel, habituellement en un jour ouvrable.',
    action: 'Visiter Masterport',
    footer:
      'Si vous ne nous avez pas écrit, ignorez ce courriel : quelqu’un a saisi votre adresse dans notre formulaire de contact.',
  },
};

/** The sender's acknowledgement, in the language they wrote in; it does not repeat their message (no relay of what a stranger typed). */
export function contactAcknowledgementMail(message: ContactMessage): OutgoingMail {
  const text = ACKNOWLEDGEMENT[message.language];
  return layoutMail(
    message.language,
    message.email,
    { ...text, greeting: text.greeting(message.name) },
    `${config().appUrl}${sitePagePath('home', message.language)}`,
  );
}
