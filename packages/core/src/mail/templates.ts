import type { Language } from '@masterport/contract';
import type { OutgoingMail } from '../adapters/mailer.ts';

type MailKind = 'activate_user' | 'activate_account' | 'reset_password';

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

/** The e-mails of the account flows in both languages. Links are built by the caller. */
const TEXT: Record<MailKind, Record<Language, MailText>> = {
  activate_user: {
    en: {
      subject: 'Activate your Masterport account',
      greeting: (n) => `Hello ${n},`,
      body: 'Welcome to Masterport. Confirm your e-mail address to activate your account. The link is valid for 7 days.',
      action: 'Activate my account',
      footer: 'If you did not create this account, ignore this e-mail.',
    },
    fr: {
      subject: 'Activez votre compte Masterport',
      greeting: (n) => `Bonjour ${n},`,
      body: 'Bienvenue sur Masterport. Confirmez votre courriel pour activer votre compte. Le lien est valide pendant 7 jours.',
      action: 'Activer mon compte',
      footer: 'Si vous n’avez pas créé ce compte, ignorez ce courriel.',
    },
  },
  activate_account: {
    en: {
      subject: 'Confirm your new Masterport account',
      greeting: (n) => `Hello ${n},`,
      body: 'Confirm the new account you created on Masterport. The link is valid for 7 days.',
      action: 'Confirm the account',
      footer: 'If you did not ask for this account, ignore this e-mail.',
    },
    fr: {
      subject: 'Confirmez votre nouveau compte Masterport',
      greeting: (n) => `Bonjour ${n},`,
      body: 'Confirmez le nouveau compte que vous avez créé sur Masterport. Le lien est valide pendant 7 jours.',
      action: 'Confirmer le compte',
      footer: 'Si vous n’avez pas demandé ce compte, ignorez ce courriel.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Masterport password',
      greeting: (n) => `Hello ${n},`,
      body: 'Someone asked to reset the password of your Masterport account. The link is valid for 1 hour and works once.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Masterport',
      greeting: (n) => `Bonjour ${n},`,
      body: 'Quelqu\u2019un a demandé la réinitialisation du mot de passe de votre compte Masterport. Le lien est valide pendant 1 heure et fonctionne une seule fois.',
      action: 'Choisir un nouveau mot de passe',
      footer: 'Si vous n\u2019avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
    },
  },
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface MailContent {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

/** The one layout of every Masterport e-mail: greeting, body, a button to the link, footer. */
export function layoutMail(language: Language, to: string, content: MailContent, link: string): OutgoingMail {
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1c3d8f">Masterport</p>
<p>${escapeHtml(content.greeting)}</p><p>${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c3d8f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p><p style="font-size:13px;color:#555">${escapeHtml(content.footer)}</p></body></html>`;
  return {
    to,
    subject: content.subject,
    html,
    text: `${content.greeting}\n\n${content.body}\n\n${content.action}: ${link}\n\n${content.footer}\n`,
  };
}

export function renderMail(kind: MailKind, language: Language, to: string, name: string, link: string): OutgoingMail {
  const text = TEXT[kind][language];
  return layoutMail(language, to, { ...text, greeting: text.greeting(name) }, link);
}
