/** What other parts of the server may use from mail/ (docs/code-structure.md); everything else stays inside. */
export { enqueueEmail } from './outbox.ts';
export { type LetterParagraph, renderAccountMail, renderLetter } from './templates.ts';
