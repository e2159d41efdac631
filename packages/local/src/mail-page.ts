import type { ServerResponse } from 'node:http';
import type { StoredMail } from './ses-server.ts';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, content: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1b1e}header{background:#1c3d8f;color:#fff;padding:14px 24px;font-weight:600}
main{max-width:860px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
td,th{padding:10px 12px;border-bottom:1px solid #e3e6ee;text-align:left;font-size:14px}a{color:#1c3d8f}.mail{background:#fff;border-radius:8px;padding:16px}
.meta{color:#444;font-size:14px;margin-bottom:12px}</style></head><body><header>Masterport local mail</header><main>${content}</main></body></html>`;

/**
 * The local inbox: every e-mail the platform sent through the SES emulator, newest first, so
 * activation and reset links can be opened without a real mailbox.
 */
export function renderMailList(mails: StoredMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<tr><td><a href="/_local/mail/${encodeURIComponent(mail.messageId)}">${escape(mail.subject)}</a></td>
<td>${escape(mail.destination.to.join(', '))}</td><td>${new Date(mail.at * 1000).toLocaleString('en-CA')}</td></tr>`,
    )
    .join('');
  return page(
    'Local mail',
    mails.length
      ? `<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No e-mail sent yet.</p>',
  );
}

export function renderMail(mail: StoredMail): string {
  return page(
    mail.subject,
    `<p><a href="/_local/mail">&larr; All mail</a></p><div class="mail"><div class="meta"><strong>${escape(mail.subject)}</strong><br>
To: ${escape(mail.destination.to.join(', '))}<br>From: ${escape(mail.from)}</div>${mail.body.html ?? `<pre>${escape(mail.body.text ?? '')}</pre>`}</div>`,
  );
}

/** A short page of the local inbox saying why a mail cannot be shown. */
export function renderMailNotice(title: string, text: string): string {
  return page(title, `<p><a href="/_local/mail">&larr; All mail</a></p><p>${escape(text)}</p>`);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}
