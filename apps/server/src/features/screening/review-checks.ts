import type { AspectInput, AutoCheck } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import type { FlagParams, Target } from './moderation-store.ts';
import { logAction, raiseFlag } from './moderation-store.ts';
import { screenedSources } from './screened-sources.ts';
import { compareTexts, findAdvertising, maskPersonalData } from './text-checks.ts';

/** Windows and thresholds of the write-time checks (docs/decisions/009-moderation.md). */
export const CHECK_RULES = {
  duplicateSameAuthorHours: 30 * 24,
  duplicateSameNetworkHours: 7 * 24,
  /**
   * Any author, same place: a landlord's several accounts praising one flat, which the network
   * check misses when the writer changes networks (or sits on loopback, which has none).
   */
  duplicateSamePlaceHours: 30 * 24,
  duplicateCandidates: 50,
  burstWindowMinutes: 60,
  /** This many reviews of one place within the window (this one included) is a burst. */
  burstCount: 5,
  /**
   * A comment with a link or a social handle from an account younger than this (or one without
   * e-mail) waits for a moderator: link spam comes from accounts made for it (issue 31, finding 5).
   */
  commentLinkHoldDays: 7,
} as const;

export interface Finding {
  check: AutoCheck;
  params: FlagParams;
}

export interface ReviewScreening {
  /** The aspects with personal data masked: what gets stored. */
  aspects: Record<string, AspectInput>;
  findings: Finding[];
  /** Held for a moderator before anyone sees it (duplicates, links). */
  hold: boolean;
}

export const reviewText = (aspects: Record<string, AspectInput>) =>
  Object.values(aspects)
    .map((a) => a.comment ?? '')
    .filter(Boolean)
    .join('\n');

/**
 * Masks personal data in the comments and finds advertising. The rule: personal data is masked
 * and the review is published with a flag; links and social handles hold it for a moderator;
 * phone numbers are masked (so they cannot advertise) and flagged.
 */
export function screenReviewText(aspects: Record<string, AspectInput>): ReviewScreening {
  const advertising = findAdvertising(reviewText(aspects));
  const personal = new Set<string>();
  const masked: Record<string, AspectInput> = {};
  for (const [aspect, input] of Object.entries(aspects)) {
    if (!input.comment) {
      masked[aspect] = input;
      continue;
    }
    const result = maskPersonalData(input.comment);
    for (const kind of result.kinds) personal.add(kind);
    masked[aspect] = { ...input, comment: result.text };
  }
  const findings: Finding[] = [];
  for (const kind of advertising) findings.push({ check: 'advertising', params: { kind } });
  if (personal.size > 0)
    findings.push({ check: 'personal_data', params: { kinds: [...personal].sort().join(',') } });
  return { aspects: masked, findings, hold: advertising.some((kind) => kind !== 'phone') };
}

/**
 * The same rule for a comment: masked and flagged, never held (it answers a published review, and
 * a held comment would vanish from its author's view with no way to edit or delete it); copies
 * are flagged too (`findCommentDuplicates`).
 */
export function screenCommentText(text: string): { text: string; findings: Finding[] } {
  const screening = screenReviewText({ comment: { rating: 1, comment: text } });
  return { text: screening.aspects.comment?.comment ?? text, findings: screening.findings };
}

/**
 * Exact and near-duplicate text among the author's recent reviews, the recent reviews from the
 * same network and the recent reviews of the same place by anyone. Reads at most
 * CHECK_RULES.duplicateCandidates rows through indexes.
 */
export async function findDuplicates(
  db: Executor,
  options: {
    text: string;
    authorId: string;
    networkHash: string | null;
    placeId: string;
    excludeId?: string;
  },
): Promise<Finding[]> {
  if (!options.text) return [];
  const now = Date.now();
  const authorSince = new Date(now - CHECK_RULES.duplicateSameAuthorHours * 3_600_000);
  const networkSince = new Date(now - CHECK_RULES.duplicateSameNetworkHours * 3_600_000);
  const placeSince = new Date(now - CHECK_RULES.duplicateSamePlaceHours * 3_600_000);
  const candidates = await screenedSources().reviews.copyCandidates(db, {
    authorId: options.authorId,
    authorSince,
    network: options.networkHash ? { hash: options.networkHash, since: networkSince } : null,
    placeId: options.placeId,
    placeSince,
    excludeId: options.excludeId,
    limit: CHECK_RULES.duplicateCandidates,
  });
  let best: Finding | null = null;
  for (const candidate of candidates) {
    const match = compareTexts(options.text, candidate.text);
    if (!match) continue;
    const sameAuthor = candidate.authorId === options.authorId;
    const sameNetwork =
      !sameAuthor && options.networkHash !== null && candidate.networkHash === options.networkHash;
    const finding: Finding = {
      check: match.check,
      params: {
        otherId: candidate.id,
        similarity: match.similarity,
        sameAuthor,
        // Neither the author nor the network: another account wrote it about the same place.
        samePlace: !sameAuthor && !sameNetwork,
        windowHours: sameAuthor
          ? CHECK_RULES.duplicateSameAuthorHours
          : sameNetwork
            ? CHECK_RULES.duplicateSameNetworkHours
            : CHECK_RULES.duplicateSamePlaceHours,
      },
    };
    if (!best || Number(finding.params.similarity) > Number(best.params.similarity)) best = finding;
  }
  return best ? [best] : [];
}

/**
 * Copies among comments: exact and near copies of the author's own comments of the last
 * CHECK_RULES.duplicateSameAuthorHours (on any review: one text pasted under many reviews), and
 * exact copies on the same review by anyone (the same words from several accounts). A near copy
 * by someone else is not a finding: short answers in one thread resemble each other innocently.
 * Reads at most CHECK_RULES.duplicateCandidates rows per scope, through the author and thread
 * indexes.
 */
export async function findCommentDuplicates(
  db: Executor,
  options: { text: string; authorId: string; reviewId: string; excludeId?: string },
): Promise<Finding[]> {
  if (!options.text) return [];
  const authorSince = new Date(Date.now() - CHECK_RULES.duplicateSameAuthorHours * 3_600_000);
  const comments = screenedSources().comments;
  const limits = { excludeId: options.excludeId, limit: CHECK_RULES.duplicateCandidates };
  const candidates = [
    ...(await comments.copyCandidates(db, { authorId: options.authorId, since: authorSince }, limits)),
    ...(await comments.copyCandidates(db, { reviewId: options.reviewId }, limits)),
  ];
  let best: Finding | null = null;
  for (const candidate of candidates) {
    const match = compareTexts(options.text, candidate.text);
    const sameAuthor = candidate.authorId === options.authorId;
    if (!match || (!sameAuthor && match.check !== 'duplicate')) continue;
    const finding: Finding = {
      check: match.check,
      params: {
        otherId: candidate.id,
        similarity: match.similarity,
        sameAuthor,
        sameReview: candidate.reviewId === options.reviewId,
        samePlace: false,
        windowHours: sameAuthor ? CHECK_RULES.duplicateSameAuthorHours : null,
      },
    };
    if (!best || Number(finding.params.similarity) > Number(best.params.similarity)) best = finding;
  }
  return best ? [best] : [];
}

/** Many reviews of one place in a short time: organised praise or an attack. */
export async function findBurst(db: Executor, placeId: string): Promise<Finding[]> {
  const since = new Date(Date.now() - CHECK_RULES.burstWindowMinutes * 60_000);
  const count = (await screenedSources().reviews.countOfPlaceSince(db, placeId, since)) + 1;
  return count >= CHECK_RULES.burstCount
    ? [{ check: 'burst', params: { count, windowMinutes: CHECK_RULES.burstWindowMinutes, placeId } }]
    : [];
}

/** Writes the findings of a check run: flags, the queue, and the log lines that explain them. */
export async function recordFindings(
  db: Executor,
  target: Target,
  findings: readonly Finding[],
  options: { held: boolean },
) {
  for (const finding of findings) await raiseFlag(db, target, finding.check, finding.params);
  const personal = findings.find((f) => f.check === 'personal_data');
  if (personal) await logAction(db, { target, action: 'auto_mask', params: personal.params });
  if (options.held)
    await logAction(db, {
      target,
      action: 'auto_hold',
      params: { checks: findings.map((f) => f.check).join(',') },
    });
}

/** A link or a social handle (a phone number is masked instead). */
const isLink = (f: Finding) => f.check === 'advertising' && f.params.kind !== 'phone';

/**
 * Whether a comment waits for a moderator before anyone else sees it: a link or handle from a new
 * account (without e-mail, or younger than CHECK_RULES.commentLinkHoldDays). Staff are never held.
 */
export function holdsComment(
  findings: readonly Finding[],
  author: { isAnonymous: boolean; role: string; accountCreatedAt: Date },
  now = Date.now(),
): boolean {
  if (author.role !== 'user' || !findings.some(isLink)) return false;
  const ageDays = (now - author.accountCreatedAt.getTime()) / 86_400_000;
  return author.isAnonymous || ageDays < CHECK_RULES.commentLinkHoldDays;
}

export const holdsReview = (findings: readonly Finding[]) =>
  findings.some((f) => f.check === 'duplicate' || f.check === 'near_duplicate' || isLink(f));
