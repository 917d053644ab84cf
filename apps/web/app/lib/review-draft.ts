/**
 * The review being written, kept in this browser per place (issue 17: nothing lost on a language
 * switch, a reload or a crash). Photos are kept as the server's records only; the captcha and the
 * terms agreement are asked again.
 */
const PREFIX = 'sofascout:review-draft:v1:';
/** Larger drafts are not kept (localStorage is small and shared). */
export const DRAFT_MAX_CHARS = 100_000;
const MAX_AGE_MS = 30 * 86_400_000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function saveDraft<T extends object>(placeId: string, values: T, now = Date.now()): boolean {
  const {
    captcha: _captcha,
    agreed: _agreed,
    ...kept
  } = values as T & { captcha?: unknown; agreed?: unknown };
  const text = JSON.stringify({ savedAt: now, values: kept });
  if (text.length > DRAFT_MAX_CHARS) return false;
  try {
    storage()?.setItem(PREFIX + placeId, text);
    return true;
  } catch {
    return false;
  }
}

/** The draft kept for a place, or null (none, too old or unreadable). */
export function loadDraft<T extends object>(placeId: string, now = Date.now()): Partial<T> | null {
  try {
    const text = storage()?.getItem(PREFIX + placeId);
    if (!text) return null;
    const draft = JSON.parse(text) as { savedAt?: unknown; values?: unknown };
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
