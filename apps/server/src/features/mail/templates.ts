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

/** One paragraph of a letter, with a link under its text when it has one. */
export interface LetterParagraph {
  text: string;
  link?: string;
  /** Small grey print (expiry, why the mail came, how to stop it). */
  small?: boolean;
}

/**
 * A mail of ours in `locale`, as text and HTML: a greeting, the paragraphs before the button, the
 * button (its link is the text's first), then the paragraphs after it and the signature.
 */
export function renderLetter(options: {
  locale: Locale;
  to: string;
  subject: string;
  greeting: string;
  intro: LetterParagraph[];
  button: { text: string; link: string };
  after: LetterParagraph[];
  headers?: Record<string, string>;
}): QueuedMail {
  const t = translatorFor(options.locale);
  const { subject, greeting, button } = options;
  const textOf = (p: LetterParagraph) => [p.text, ...(p.link ? [p.link] : []), ''];
  const text = [
    greeting,
    '',
    ...options.intro.flatMap(textOf),
    button.link,
    '',
    ...options.after.flatMap(textOf),
    '—',
    t('mail.signature'),
  ].join('\n');
  const htmlOf = (p: LetterParagraph) => {
    const style = p.small ? 'font-size:13px;line-height:1.5;color:#57534e' : 'line-height:1.5';
    const link = p.link
      ? `<br><a href="${escapeHtml(p.link)}" style="color:#15803d;word-break:break-all">${escapeHtml(p.link)}</a>`
      : '';
    return `
    <p style="${style};margin:0 0 16px">${escapeHtml(p.text)}${link}</p>`;
  };
  const html = `<!doctype html>
<html lang="${options.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917">
  <div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
    <p style="font-size:18px;font-weight:600;margin:0 0 16px">${escapeHtml(greeting)}</p>${options.intro.map(htmlOf).join('')}
    <p style="margin:8px 0 24px"><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(button.text)}</a></p>
    <p style="font-size:13px;line-height:1.5;color:#57534e;margin:0 0 16px">${escapeHtml(t('mail.linkFallback'))}<br><a href="${escapeHtml(button.link)}" style="color:#15803d;word-break:break-all">${escapeHtml(button.link)}</a></p>${options.after.map(htmlOf).join('')}
    <p style="font-size:13px;color:#57534e;margin:0">${escapeHtml(t('mail.signature'))}</p>
  </div>
</body>
</html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    language: options.locale,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

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
  return renderLetter({
    locale: options.locale,
    to: options.to,
    subject: t(keys.subject),
    greeting: options.name ? t('mail.greeting', { name: options.name }) : t('mail.greetingNoName'),
    intro: [{ text: t(keys.intro) }],
    button: { text: t(keys.button), link: options.link },
    after: [
      ...(keys.second && options.secondLink ? [{ text: t(keys.second), link: options.secondLink }] : []),
      { text: t(keys.expiry), small: true },
    ],
  });
}
