import { z } from 'zod';
import {
  AUTO_CHECKS,
  CONTENT_STATUSES,
  DECISION_REASONS,
  LOG_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  REPORT_REASONS,
  REPORT_TARGETS,
  REVEAL_REASON_LIMITS,
  ROLES,
} from './moderation-constants.ts';
import { paginationQuerySchema } from './pagination.ts';
import { streetNamingSchema } from './street-names.ts';

/**
 * Trust and safety: reports from visitors, automatic checks at write time, the moderation queue,
 * decisions and their log, roles. See docs/decisions/009-moderation.md for the rules.
 */

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid({ error: 'Content not found' }),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  text: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.reportTextMax, `At most ${MODERATION_LIMITS.reportTextMax} characters`)
    .optional()
    .transform((text) => text || undefined),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

export const createReportResultSchema = z.object({ id: z.uuid() });

/** A flag from an automatic check; `params` carry the evidence the UI explains in words. */
export const moderationFlagSchema = z.object({
  id: z.uuid(),
  check: z.enum(AUTO_CHECKS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.iso.datetime(),
});
export type ModerationFlag = z.infer<typeof moderationFlagSchema>;

export const moderationActorSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const moderationLogEntrySchema = z
  .object({
    id: z.uuid(),
    targetType: z.enum([...REPORT_TARGETS, 'user']),
    targetId: z.uuid(),
    action: z.enum(LOG_ACTIONS),
    reason: z.string().nullable(),
    note: z.string().nullable(),
    /** null: the system (an automatic check or a scheduled job) */
    actor: moderationActorSchema,
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: z.iso.datetime(),
    /** The entry concerns content published without its author: createdAt is its public day. */
    datedByDay: z.boolean(),
  })
  .meta({ id: 'ModerationLogEntry' });
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationQueueItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.uuid(),
    status: z.enum(CONTENT_STATUSES),
    excerpt: z.string(),
    reportCount: z.int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
    checks: z.array(z.enum(AUTO_CHECKS)),
    /** When the oldest open report or flag arrived: the queue is served oldest first. */
    waitingSince: z.iso.datetime(),
    /** Content published without its author: waitingSince is only its day. */
    datedByDay: z.boolean(),
  })
  .meta({ id: 'ModerationQueueItem' });
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueueQuerySchema = paginationQuerySchema.extend({
  targetType: z.enum(REPORT_TARGETS).optional(),
});

export const moderationTargetParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: 'Content not found' }),
  targetId: z.uuid({ error: 'Content not found' }),
});

/** The author of an item as moderators see it; `memberSince` null: not told (a hidden author). */
export const moderationAuthorSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    isAnonymous: z.boolean(),
    role: z.enum(ROLES),
    isBanned: z.boolean(),
    memberSince: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ModerationAuthor' });
export type ModerationAuthor = z.infer<typeof moderationAuthorSchema>;

export const moderationItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.uuid(),
    status: z.enum(CONTENT_STATUSES),
    /** The full text as stored (moderators see held and hidden content too). */
    text: z.string(),
    photos: z.array(z.object({ id: z.uuid(), url: z.string() })),
    /** Where it was written: the review for a comment or photo, the place for a review. */
    context: z.object({ reviewId: z.uuid().nullable(), placeName: z.string().nullable() }),
    /**
     * Content published without its author (a review with a hidden name and its photos, anything an
     * anonymous account wrote) shows every moderator, admins too, the nil UUID, no name, role 'user'
     * and no member-since date; who wrote it is only told by the logged reveal-author step.
     */
    author: moderationAuthorSchema,
    reports: z.array(
      z.object({
        id: z.uuid(),
        reason: z.enum(REPORT_REASONS),
        text: z.string().nullable(),
        status: z.enum(['open', 'resolved']),
        createdAt: z.iso.datetime(),
      }),
    ),
    flags: z.array(moderationFlagSchema.extend({ status: z.enum(['open', 'resolved']) })),
    log: z.array(moderationLogEntrySchema),
    createdAt: z.iso.datetime(),
    /** Published without its author: every time above (createdAt, reports, flags, log) is a day. */
    datedByDay: z.boolean(),
    /** A place with an open `unknown_street` flag: the street to name and the names to start from. */
    streetNaming: streetNamingSchema.nullable(),
  })
  .meta({ id: 'ModerationItem' });

/** Why a moderator needs to know who wrote a nameless item: written out, kept in the log. */
export const revealAuthorBodySchema = z.object({
  reason: z
    .string({ error: 'Write why you need to know the author' })
    .trim()
    .min(
      REVEAL_REASON_LIMITS.min,
      `Write why you need to know the author (at least ${REVEAL_REASON_LIMITS.min} characters)`,
    )
    .max(REVEAL_REASON_LIMITS.max, `At most ${REVEAL_REASON_LIMITS.max} characters`),
});
export type RevealAuthorBody = z.input<typeof revealAuthorBodySchema>;
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationDecisionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Choose a decision' }),
  reason: z.enum(DECISION_REASONS, { error: 'Choose a reason' }),
  note: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.decisionNoteMax, `At most ${MODERATION_LIMITS.decisionNoteMax} characters`)
    .optional()
    .transform((note) => note || undefined),
});
export type ModerationDecisionBody = z.input<typeof moderationDecisionBodySchema>;

export const moderationLogQuerySchema = paginationQuerySchema.extend({
  targetId: z.uuid().optional(),
});

export const moderationUserSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  isBanned: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ModerationUser = z.infer<typeof moderationUserSchema>;

export const moderationUsersQuerySchema = z.object({
  query: z.string().trim().min(2, 'Type at least 2 characters').max(254),
});

export const setRoleBodySchema = z.object({ role: z.enum(ROLES, { error: 'Choose a role' }) });
export const setBanBodySchema = z.object({
  banned: z.boolean(),
  reason: z.enum(DECISION_REASONS, { error: 'Choose a reason' }),
  note: z.string().trim().max(MODERATION_LIMITS.decisionNoteMax).optional(),
});
