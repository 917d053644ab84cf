import type { Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, renderAccountMail } from '../mail/index.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

interface Recipient {
  id: string;
  email: string;
  name: string | null;
  language: Locale;
}

/** Links point at the web app's pages in the user's language, which then call the API. */
export function accountLink(publicUrl: string, locale: Locale, page: 'verify' | 'reset', token: string) {
  const path = page === 'verify' ? 'auth/email/verify' : 'auth/email/password-reset';
  return `${publicUrl}/${locale}/${path}?token=${encodeURIComponent(token)}`;
}

/** Issues a verification token and queues its e-mail (in the caller's transaction). */
export async function queueVerificationEmail(db: Pick<Db, 'insert'>, user: Recipient, publicUrl: string) {
  const token = await issueOneTimeToken(db, user.id, 'verify_email');
  await enqueueEmail(
    db,
    renderAccountMail({
      kind: 'verify',
      locale: user.language,
      to: user.email,
      name: user.name,
      link: accountLink(publicUrl, user.language, 'verify', token),
    }),
  );
}

export async function queuePasswordResetEmail(db: Pick<Db, 'insert'>, user: Recipient, publicUrl: string) {
  const token = await issueOneTimeToken(db, user.id, 'reset_password');
  await enqueueEmail(
    db,
    renderAccountMail({
      kind: 'reset',
      locale: user.language,
      to: user.email,
      name: user.name,
      link: accountLink(publicUrl, user.language, 'reset', token),
    }),
  );
}
