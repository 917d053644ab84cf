import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** Spec section 5: both fields trimmed; text required; empty contacts omitted. */
export const feedbackRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Feedback text is required')
    .max(LIMITS.feedbackTextMax, `Feedback text is too long (maximum ${LIMITS.feedbackTextMax} characters)`),
  contacts: z
    .string()
    .trim()
    .max(
      LIMITS.feedbackContactsMax,
      `Contacts are too long (maximum ${LIMITS.feedbackContactsMax} characters)`,
    )
    .optional()
    .transform((value) => (value ? value : undefined))
    .describe('E-mail address or Telegram handle, optional'),
  pagePath: z.string().max(500).optional().describe('The page the feedback was sent from'),
});

export const feedbackResponseSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
