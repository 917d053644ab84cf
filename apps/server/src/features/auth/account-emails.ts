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

const PAGES = {
  verify: 'auth/email/verify',
  reset: 'auth/email/password-reset',
  signUp: 'auth/sign-up/complete',
} as const;

/** Links point at the web app's pages in the user's language, which then call the API. */
export function accountLink(publicUrl: string, locale: Locale, page: keyof typeof PAGES, token: string) {
  return `${publicUrl}/${locale}/${PAGES[page]}?token=${encodeURIComponent(token)}`;
}

/** The link of a sign-up mail (pending-sign-up token, made by the caller who stores its hash). */
export async function queueSignUpEmail(
  db: Pick<Db, 'insert'>,
  to: Omit<Recipient, 'id'>,
  token: string,
  publicUrl: string,
) {
  await enqueueEmail(
    db,
    renderAccountMail({
      kind: 'signUp',
      locale: to.language,
      to: to.email,
      name: to.name,
      link: accountLink(publicUrl, to.language, 'signUp', token),
    }),
  );
}

/**
 * Someone signed up with an address that has an account: its owner is told, with a way in and a
 * way to reset the password (no token: the reset page asks for the address). Nothing changes.
 */
export async function queueAlreadyRegisteredEmail(
  db: Pick<Db, 'insert'>,
  owner: Recipient,
  publicUrl: string,
) {
  const page = (path: string) => `${publicUrl}/${owner.language}/${path}`;
  await enqueueEmail(
    db,
    renderAccountMail({
      kind: 'alreadyRegistered',
      locale: owner.language,
      to: owner.email,
      name: owner.name,
      link: page('auth/sign-in'),
      secondLink: page(PAGES.reset),
    }),
  );
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
