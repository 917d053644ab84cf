import type { Locale, User } from '@app/contracts';
import { STORAGE_KEYS } from '@app/contracts';
import { api } from '../../../shared/lib/api-client';

const RETRIES = 3;

/**
 * Saves the account's new language (spec section 6), loaded only when there is one to save. A
 * failure is not dropped: the account's e-mails and the next device would stay in the old language.
 * It is tried again after 2, 4 and 8 seconds, then when the browser is back online; the wish stays
 * in the browser (features/auth/hooks/auth.tsx) for the next start. Answers a function that stops trying.
 */
export function saveLanguage(userId: string, language: Locale, onSaved: (user: User) => void): () => void {
  let stopped = false;
  let timer: number | undefined;
  const attempt = (tried: number) => {
    if (stopped) return;
    api('PATCH /users/:id', { params: { id: userId }, body: { language } })
      .then((answer) => {
        try {
          localStorage.removeItem(STORAGE_KEYS.pendingLanguage);
        } catch {
          // Nothing was stored.
        }
        if (!stopped) onSaved(answer.user);
      })
      .catch((error: unknown) => {
        console.warn('Could not save the language; trying again', error);
        if (tried < RETRIES) timer = window.setTimeout(() => attempt(tried + 1), 2000 * 2 ** tried);
        else window.addEventListener('online', () => attempt(0), { once: true });
      });
  };
  attempt(0);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}
