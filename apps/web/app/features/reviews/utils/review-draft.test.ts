import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_CHARS,
  draftOwner,
  forgetDrafts,
  GUEST,
  loadDraft,
  saveDraft,
} from './review-draft';

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  const localStorage = {
    get length() {
      return memory.size;
    },
    key: (index: number) => [...memory.keys()][index] ?? null,
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => memory.set(key, value),
    removeItem: (key: string) => memory.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('localStorage', localStorage);
});
// A `window` left behind would make the next suite in this worker (PGlite among them) think it runs
// in a browser.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review draft kept in the browser', () => {
  it('keeps a draft per place under a versioned key, without captcha or consent', () => {
    saveDraft('user-a', 'place-a', {
      aspects: { general: { rating: 4 } },
      captcha: 'token',
      agreed: true,
      yearsOnly: true,
    });
    expect([...memory.keys()]).toEqual(['sofascout:review-draft:v1:place-a']);
    expect(loadDraft('user-a', 'place-a')).toEqual({ aspects: { general: { rating: 4 } }, yearsOnly: true });
    expect(loadDraft('user-a', 'place-b')).toBeNull();
  });

  it('is cleared on request, skips oversized drafts and forgets old or broken ones', () => {
    saveDraft(GUEST, 'p', { a: 1 });
    clearDraft('p');
    expect(loadDraft(GUEST, 'p')).toBeNull();
    expect(saveDraft(GUEST, 'p', { text: 'x'.repeat(DRAFT_MAX_CHARS) })).toBe(false);
    expect(loadDraft(GUEST, 'p')).toBeNull();
    saveDraft(GUEST, 'p', { a: 1 }, Date.UTC(2026, 0, 1));
    expect(loadDraft(GUEST, 'p', Date.UTC(2026, 0, 5))).toEqual({ a: 1 });
    expect(loadDraft(GUEST, 'p', Date.UTC(2026, 3, 1))).toBeNull();
    memory.set('sofascout:review-draft:v1:p', '{not json');
    expect(loadDraft(GUEST, 'p')).toBeNull();
  });
});

describe('whose draft it is (issue 30)', () => {
  it('offers a draft only to the owner it was written under: an account, or a visitor without one', () => {
    expect(draftOwner('user-a')).toBe('user-a');
    expect(draftOwner(null)).toBe(GUEST);
    saveDraft('user-a', 'flat', { text: 'A' });
    expect(loadDraft('user-a', 'flat')).toEqual({ text: 'A' });
    expect(loadDraft('user-b', 'flat')).toBeNull();
    expect(loadDraft(GUEST, 'flat')).toBeNull();
    saveDraft(GUEST, 'house', { text: 'visitor' });
    expect(loadDraft('user-a', 'house')).toBeNull();
    // A draft from before drafts had owners is nobody's.
    memory.set('sofascout:review-draft:v1:old', JSON.stringify({ savedAt: Date.now(), values: { a: 1 } }));
    expect(loadDraft(GUEST, 'old')).toBeNull();
    expect(loadDraft('user-a', 'old')).toBeNull();
  });

  it("forgets the account's drafts on sign-out and everyone else's on sign-in", () => {
    saveDraft('user-a', 'a1', { text: 'A1' });
    saveDraft('user-a', 'a2', { text: 'A2' });
    saveDraft('user-b', 'b1', { text: 'B1' });
    saveDraft(GUEST, 'g1', { text: 'G1' });
    memory.set('other-app:key', 'kept');
    memory.set('sofascout:review-draft:v1:broken', '{not json');

    forgetDrafts((owner) => owner !== 'user-a'); // sign-out of user-a
    expect([...memory.keys()].sort()).toEqual([
      'other-app:key',
      'sofascout:review-draft:v1:b1',
      // Nobody's (never offered); the next sign-in clears it.
      'sofascout:review-draft:v1:broken',
      'sofascout:review-draft:v1:g1',
    ]);

    forgetDrafts((owner) => owner === 'user-c'); // sign-in of user-c
    expect([...memory.keys()]).toEqual(['other-app:key']);

    saveDraft('user-c', 'c1', { text: 'C1' });
    forgetDrafts((owner) => owner === 'user-c');
    expect(loadDraft('user-c', 'c1')).toEqual({ text: 'C1' });
  });
});
