/**
 * Whose review draft a session writes (features/reviews/utils/review-draft.ts), and the forgetting that sign-in and
 * sign-out do, in a module small enough for every page: the draft store itself loads on demand.
 */

/** Where review drafts are kept in local storage, one key per place. */
export const DRAFT_PREFIX = 'sofascout:review-draft:v1:';

/** The owner of drafts written without an account. */
export const GUEST = 'guest';

/** Whose drafts the session writes: its account's id (anonymous accounts too), or GUEST without one. */
export const draftOwner = (userId: string | null | undefined): string => userId ?? GUEST;

/**
 * Removes every draft in this browser whose owner `keep` refuses (an unreadable one has none): sign-out
 * keeps all but the account's, sign-in only the account's own (issue 30).
 */
export function forgetDrafts(keep: (owner: unknown) => boolean): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) keys.push(localStorage.key(i) ?? '');
    for (const key of keys) {
      if (!key.startsWith(DRAFT_PREFIX)) continue;
      let owner: unknown;
      try {
        owner = JSON.parse(localStorage.getItem(key) ?? '').owner;
      } catch {}
      if (!keep(owner)) localStorage.removeItem(key);
    }
  } catch {}
}
