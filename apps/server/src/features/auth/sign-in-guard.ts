import { setTimeout as sleep } from 'node:timers/promises';
import { clientNetwork } from '../../lib/client-network.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/**
 * Password guessing is slowed without handing strangers a way to lock the owner out (issue 20): a
 * hard per-account limit let anyone who knew an address keep its owner from signing in. Failures
 * are counted per account and network instead, and what they cost is a captcha and a wait, never
 * a refusal of the right password:
 * - after CAPTCHA_AFTER_NETWORK_FAILURES failures for an account from one network, that network
 *   must solve a captcha for each further attempt on the account, and each failure waits longer;
 * - after CAPTCHA_AFTER_ACCOUNT_FAILURES failures from any networks (a distributed guess), every
 *   network needs the captcha for that account: the owner still signs in, after one captcha.
 * The per-network limit on all sign-ins (AUTH_LIMITS.signInPerIp) stays as it was.
 */
export const SIGN_IN_GUARD = {
  windowSeconds: 15 * 60,
  captchaAfterNetworkFailures: 3,
  captchaAfterAccountFailures: 10,
  /** The wait before a failure is answered: none for the first, then doubling up to the maximum. */
  firstDelayMs: 250,
  maxDelayMs: 8000,
};

export interface SignInGuard {
  captchaRequired: boolean;
  /** Counts a failed attempt and waits the progressive delay before the 401 is answered. */
  recordFailure(): Promise<void>;
}

/** The wait after the `failures`-th failure, once more than `free` failures were answered at once. */
export const failureDelayMs = (failures: number, free = 1) =>
  failures <= free
    ? 0
    : Math.min(SIGN_IN_GUARD.maxDelayMs, SIGN_IN_GUARD.firstDelayMs * 2 ** (failures - free - 1));

/** How far the sign-in of `account` (accountKey) from `address` has to go before it is tried. */
export async function checkSignInGuard(
  limiter: RateLimiter,
  account: string,
  address: string,
): Promise<SignInGuard> {
  const networkKey = `sign-in:failed:${account}:${clientNetwork(address).exact}`;
  const accountKey = `sign-in:failed:${account}`;
  const [networkFailures, accountFailures] = await Promise.all([
    limiter.peek(networkKey),
    limiter.peek(accountKey),
  ]);
  return {
    captchaRequired:
      networkFailures >= limiter.scaled(SIGN_IN_GUARD.captchaAfterNetworkFailures) ||
      accountFailures >= limiter.scaled(SIGN_IN_GUARD.captchaAfterAccountFailures),
    async recordFailure() {
      const [failures] = await Promise.all([
        limiter.record(networkKey, SIGN_IN_GUARD.windowSeconds),
        limiter.record(accountKey, SIGN_IN_GUARD.windowSeconds),
      ]);
      const delay = failureDelayMs(failures, limiter.scaled(1));
      if (delay > 0) await sleep(delay);
    },
  };
}
