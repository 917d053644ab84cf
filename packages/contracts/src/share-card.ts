import type { Locale } from './locales.ts';

/**
 * Share cards (issue 36): the picture a messenger or a social network shows for a shared place or
 * review page (`og:image`). The server draws it; the page names it. Both build its address here,
 * from what the page shows, so that the address changes exactly when the picture would: a card is
 * cached for ever under its address (immutable), and a changed score is a new address.
 *
 * Imported as `@app/contracts/share-card`, not through the package's index: whatever the index
 * reaches is in every page's first-load chunk.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Bumped when the drawing changes, so that every card gets a new address. */
const DESIGN_VERSION = 1;

export type ShareCardKind = 'place' | 'review';

/** Everything a card shows that is not the same on every card. */
export interface ShareCardSubject {
  kind: ShareCardKind;
  id: string;
  lang: Locale;
  /** The place's name (a review's card names the place reviewed). */
  name: string;
  /** The city and district under the name; null on a review's card. */
  context: string | null;
  /** The place's overall score, or the review's rating; 1–5, or null when there is none. */
  score: number | null;
  /** The place's number of published reviews; null on a review's card. */
  reviewCount: number | null;
}

/** A score as a card shows it: one decimal, so that a change the card cannot show moves nothing. */
export const shownScore = (score: number | null): number | null =>
  score === null ? null : Math.round(score * 10) / 10;

/** FNV-1a, 32 bits, twice with two offsets: a short content key (not a security measure). */
function contentKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
  }
  return a.toString(36).padStart(7, '0') + b.toString(36).padStart(7, '0');
}

/** The card's version: changes with anything it shows (name, score, count, language, design). */
export function shareCardVersion(subject: ShareCardSubject): string {
  return contentKey(
    JSON.stringify([
      DESIGN_VERSION,
      subject.kind,
      subject.id,
      subject.lang,
      subject.name,
      subject.context,
      shownScore(subject.score),
      subject.reviewCount,
    ]),
  );
}

/** The card's address under the site's origin. */
export function shareCardPath(subject: ShareCardSubject): string {
  return `/share/${subject.kind}/${subject.id}/${subject.lang}/${shareCardVersion(subject)}.png`;
}
