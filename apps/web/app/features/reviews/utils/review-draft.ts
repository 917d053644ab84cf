import { DRAFT_PREFIX } from '../../../shared/lib/draft-owner';

/**
 * The review being written, kept in this browser per place (issue 17: nothing lost on a language
 * switch, a reload or a crash). Photos are kept as the server's records only; the captcha and the
 * terms agreement are asked again.
 *
 * Each draft belongs to one person (issue 30): it names its owner, the account it was written
 * under (anonymous ones included) or GUEST for a visitor without one, and is offered to that owner
 * only. Signing out forgets the account's drafts; signing in forgets everyone else's, so a draft
 * left on a shared browser is never offered to the next person who signs in.
 */
const PREFIX = DRAFT_PREFIX;
/** Larger drafts are not kept (localStorage is small and shared). */
export const DRAFT_MAX_CHARS = 100_000;
const MAX_AGE_MS = 30 * 86_400_000;

export { draftOwner, forgetDrafts, GUEST } from '../../../shared/lib/draft-owner';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function saveDraft<T extends object>(
  owner: string,
  placeId: string,
  values: T,
  now = Date.now(),
): boolean {
  const {
    captcha: _captcha,
    agreed: _agreed,
    ...kept
  } = values as T & { captcha?: unknown; agreed?: unknown };
  const text = JSON.stringify({ savedAt: now, owner, values: kept });
  if (text.length > DRAFT_MAX_CHARS) return false;
  try {
    storage()?.setItem(PREFIX + placeId, text);
    return true;
  } catch {
    return false;
  }
}

function readDraft(text: string | null | undefined) {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as { savedAt?: unknown; owner?: unknown; values?: unknown };
    return draft && typeof draft === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** The owner's draft for a place, or null (none, another person's, too old or unreadable). */
export function loadDraft<T extends object>(
  owner: string,
  placeId: string,
  now = Date.now(),
): Partial<T> | null {
  try {
    const draft = readDraft(storage()?.getItem(PREFIX + placeId));
    // A draft without an owner (written before drafts had one) is nobody's to restore.
    if (!draft || draft.owner !== owner) return null;
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt > MAX_AGE_MS) return null;
    return draft.values && typeof draft.values === 'object' ? (draft.values as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(placeId: string): void {
  try {
    storage()?.removeItem(PREFIX + placeId);
  } catch {}
}
