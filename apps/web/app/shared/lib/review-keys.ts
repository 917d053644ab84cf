/**
 * This browser's grants to manage reviews written without an account (issue 30): opening a
 * review's private link or typing its code gives one, for that review only. Kept in local storage
 * like the session token, one entry per review, and sent as `X-Review-Key` with the calls about that
 * review. One the server no longer honours (expired, revoked) is only ignored by it: the review then
 * reads as anyone's. Small on purpose: the API client, on every page, carries it.
 */
const slot = (reviewId: string) => `review_grant:${reviewId}`;

export function storeReviewGrant(reviewId: string, grant: string) {
  try {
    localStorage.setItem(slot(reviewId), grant);
  } catch {
    // Storage unavailable: the grant lasts for this page only (the link still works again).
  }
}

export function forgetReviewGrant(reviewId: string) {
  try {
    localStorage.removeItem(slot(reviewId));
  } catch {}
}

/** This browser's grant for the review (none on the server, where there is no storage). */
export function reviewGrant(reviewId: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(slot(reviewId));
  } catch {
    return null;
  }
}
