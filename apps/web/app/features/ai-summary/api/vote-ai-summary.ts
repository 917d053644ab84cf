import { endpoint } from '../../../shared/lib/api-client';

/** A reader's vote on whether a summary helped. */
export const voteAiSummary = endpoint('POST /ai-summary/:id/vote');
