/** What other parts of the server may use from ai-summary/ (docs/code-structure.md); everything else stays inside. */
export { quotesOfReviewInSummaries } from './stored-quotes.ts';
