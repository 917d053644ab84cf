import { z } from 'zod';

/**
 * A review's management key (issue 30): after an anonymous publish the writer gets a private link
 * and a short code that open the review with Edit, Delete and Lock in any browser. Only their
 * hashes are stored; a lost key cannot be recovered, by design.
 */
export const reviewKeyIssuedSchema = z
  .object({
    /** The link's secret (256 random bits, URL-safe); the web puts it after `#` in /{lang}/manage. */
    key: z.string(),
    /** The same review's short code to type on another device: 16 letters and digits in groups of 4. */
    code: z.string(),
    /** A new grant for the caller when it held one (a re-issue retires every older grant). */
    grant: z.string().nullable(),
  })
  .meta({ id: 'ReviewKeyIssued' });

/** The link's secret or the typed code (spaces, dashes and case do not matter). */
export const exchangeReviewKeyBodySchema = z.object({ key: z.string().trim().min(1).max(200) });

/**
 * What this browser may do now: send `X-Review-Key: <grant>` with the calls about this one review
 * (read it as its author, edit, lock, delete, re-issue or revoke its key).
 */
export const reviewKeyGrantSchema = z
  .object({ reviewId: z.uuid(), grant: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'ReviewKeyGrant' });

export type ReviewKeyIssued = z.infer<typeof reviewKeyIssuedSchema>;
export type ReviewKeyGrant = z.infer<typeof reviewKeyGrantSchema>;
