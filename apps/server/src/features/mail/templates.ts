import type { Locale } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import type { QueuedMail } from './outbox.ts';

export type AccountMailKind = 'verify' | 'reset' | 'signUp' | 'alreadyRegistered';

const KEYS: Record<
  AccountMailKind,
  {
    subject: MessageKey;
    intro: MessageKey;
    button: MessageKey;
    expiry: MessageKey;
    /** The text before a second link (`secondLink`), when the mail has one. */
    second?: MessageKey;
  }
> = {
  verify: {
    subject: 'mail.verify.subject',
    intro: 'mail.verify.intro',
    button: 'mail.verify.button',
    expiry: 'mail.verify.expiry',
  },
  reset: {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    button: 'mail.reset.button',
    expiry: 'mail.reset.expiry',
  },
  signUp: {
    subject: 'mail.signUp.subject',
    intro: 'mail.signUp.intro',
    button: 'mail.signUp.button',
    expiry: 'mail.signUp.expiry',
  },
  alreadyRegistered: {
    subject: 'mail.alreadyRegistered.subject',
    intro: 'mail.alreadyRegistered.intro',
    button: 'mail.alreadyRegistered.button',
    expiry: 'mail.alreadyRegistered.notYou',
    second: 'mail.alreadyRegistered.forgot',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * An account e-mail (verification, password reset, sign-up, "you already have an account") in
 * the user's language, as text and HTML. The first link of the text is the button's.
 */
export function renderAccountMail(options: {
  kind: AccountMailKind;
  locale: Locale;
  to: string;
  name: string | null;
  link: string;
  /** A second link, introduced by the kind's `second` text (e.g. "Forgot your password?"). */
  secondLink?: string;
}): QueuedMail {
  const t = translatorFor(options.locale);
  const keys = KEYS[options.kind];
  const second =
    keys.second && options.secondLink ? { text: t(keys.second), link: options.secondLink } : null;
  const greeting = options.name ? t('mail.greeting', { name: options.name }) : t('mail.greetingNoName');
  const subject = t(keys.subject);
  const text = [
    greeting,
    '',
    t(keys.intro),
    '',
    options.link,
    '',
    ...(second ? [second.text, second.link, ''] : []),
    t(keys.expiry),
    '',
    '—',
    t('mail.signature'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917">
  <div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
    <p style="font-size:18px;font-weight:600;margin:0 0 16px">${escapeHtml(greeting)}</p>
    <p style="line-height:1.5;margin:0 0 24px">${escapeHtml(t(keys.intro))}</p>
    <p style="margin:0 0 24px"><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(t(keys.button))}</a></p>
    <p style="font-size:13px;line-height:1.5;color:#57534e;margin:0 0 8px">${escapeHtml(t('mail.linkFallback'))}<br><a href="${escapeHtml(options.link)}" style="color:#15803d;word-break:break-all">${escapeHtml(options.link)}</a></p>${
      second
        ? `
    <p style="line-height:1.5;margin:16px 0 8px">${escapeHtml(second.text)}<br><a href="${escapeHtml(second.link)}" style="color:#15803d;word-break:break-all">${escapeHtml(second.link)}</a></p>`
        : ''
    }
    <p style="font-size:13px;line-height:1.5;color:#57534e;margin:0 0 24px">${escapeHtml(t(keys.expiry))}</p>
    <p style="font-size:13px;color:#57534e;margin:0">${escapeHtml(t('mail.signature'))}</p>
  </div>
</body>
</html>`;
  return { to: options.to, subject, text, html, language: options.locale };
}
