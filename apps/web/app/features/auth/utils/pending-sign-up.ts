/**
 * The "check your e-mail" step survives a reload (issue 30): the address, the resend deadline and
 * the browser's own secret that asks whether the sign-up was completed stay in session storage
 * (this tab only, gone with it). The address never leaves the browser for that question.
 */
export const PENDING_KEY = 'sign_up_pending';

export interface PendingSignUp {
  email: string;
  /** When "send again" opens (ms since the epoch). */
  until: number;
  watch: string;
}

export function readPending(): PendingSignUp | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignUp | null;
    return value && typeof value.email === 'string' && typeof value.watch === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writePending(value: PendingSignUp | null) {
  try {
    if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: the step lasts as long as the page.
  }
}
