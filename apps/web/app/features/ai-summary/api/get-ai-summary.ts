import { endpoint } from '../../../shared/lib/api-client';

/** The AI summary of a place's reviews (or the built-in summariser's). */
export const getAiSummary = endpoint('GET /ai-summary');
