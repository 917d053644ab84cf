import { z } from 'zod';

/**
 * A page-view event (spec section 7: sent 250 ms after a page finishes loading). Only the path is
 * sent; the server drops the query string and fragment and counts per path and day, with no
 * personal data (no IP, no cookie, no user id).
 */
export const pageViewBodySchema = z.object({
  path: z.string().min(1).max(2000).describe('location.pathname of the page, e.g. /en/reviews/…'),
});

export type PageViewBody = z.infer<typeof pageViewBodySchema>;
