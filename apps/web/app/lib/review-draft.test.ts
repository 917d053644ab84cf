import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_MAX_CHARS, loadDraft, saveDraft } from './review-draft';

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => memory.set(key, value),
      removeItem: (key: string) => memory.delete(key),
    },
  });
});
// A `window` left behind would make the next suite in this worker (PGlite among them) think it runs
// in a browser.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review draft kept in the browser', () => {
  it('keeps a draft per place under a versioned key, without captcha or consent', () => {
    saveDraft('place-a', {
      aspects: { general: { rating: 4 } },
      captcha: 'token',
      agreed: true,
      yearsOnly: true,
    });
    expect([...memory.keys()]).toEqual(['sofascout:review-draft:v1:place-a']);
    expect(loadDraft('place-a')).toEqual({ aspects: { general: { rating: 4 } }, yearsOnly: true });
    expect(loadDraft('place-b')).toBeNull();
  });

  it('is cleared on request, skips oversized drafts and forgets old or broken ones', () => {
    saveDraft('p', { a: 1 });
    clearDraft('p');
    expect(loadDraft('p')).toBeNull();
    expect(saveDraft('p', { text: 'x'.repeat(DRAFT_MAX_CHARS) })).toBe(false);
    expect(loadDraft('p')).toBeNull();
    saveDraft('p', { a: 1 }, Date.UTC(2026, 0, 1));
    expect(loadDraft('p', Date.UTC(2026, 0, 5))).toEqual({ a: 1 });
    expect(loadDraft('p', Date.UTC(2026, 3, 1))).toBeNull();
    memory.set('sofascout:review-draft:v1:p', '{not json');
    expect(loadDraft('p')).toBeNull();
  });
});
