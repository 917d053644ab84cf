import { api } from './api-client';

/**
 * A like or dislike on a review or a comment, or taking it back (`value` null): the community's one
 * shared verb on the web, as on the server (apps/server/src/lib/content-votes.ts). Each click is one
 * intent: its retries (after a 503) answer the first result.
 */
export function setContentVote(
  kind: 'review' | 'comment',
  id: string,
  value: 'like' | 'dislike' | null,
  idempotencyKey: string,
) {
  const options = { params: { id }, idempotencyKey };
  if (kind === 'review') {
    return value === null
      ? api('DELETE /reviews/:id/vote', options)
      : api('PUT /reviews/:id/vote', { ...options, body: { value } });
  }
  return value === null
    ? api('DELETE /comments/:id/vote', options)
    : api('PUT /comments/:id/vote', { ...options, body: { value } });
}
