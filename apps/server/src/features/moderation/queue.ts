import type {
  AutoCheck,
  ContentStatus,
  ModerationAuthor,
  ModerationItem,
  ModerationLogEntry,
  ModerationQueueItem,
  ReportReason,
  ReportTarget,
  Role,
} from '@app/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { publicDayOf } from '../../lib/public-views.ts';
import { type AccountRow, accountNames, findAccount } from '../auth/index.ts';
import { photosOfItem } from '../photos/index.ts';
import { getStreetNaming, loadPlaces, placeName } from '../places/index.ts';
import {
  flagsOf,
  logOf,
  logPage,
  type ModerationLogRow,
  openCases,
  openFlagChecks,
  type Target,
} from '../screening/index.ts';
import { loadTarget, NAMELESS_VIA } from './decisions.ts';
import { reports } from './schema.ts';

const EXCERPT_LENGTH = 200;
const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

type LogRow = ModerationLogRow;
type FlagParams = ModerationLogEntry['params'];

/**
 * Content published without its author is dated for moderators as for the public: by its day
 * (issue 30). Its author's account, network and first-hand times stay out of every answer.
 */
const dated = (date: Date, nameless: boolean) => (nameless ? publicDayOf(date) : date.toISOString());

/**
 * A check's evidence about nameless content without what points at its author: the voter from the
 * author's network (often the author's second account), the account in a vote ring with the author,
 * and the author's own other review. The finding itself stays.
 */
function withoutAuthorTraces(params: FlagParams, nameless: boolean): FlagParams {
  if (!nameless) return params;
  const { voterId: _voter, otherUserId: _other, ...rest } = params;
  if (rest.sameAuthor === true) delete rest.otherId;
  return rest;
}

/** Which of these items were published without their author (one lookup per item). */
async function namelessTargets(db: Db, rows: readonly LogRow[]): Promise<Set<string>> {
  const nameless = new Set<string>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.targetType === 'user' || seen.has(row.targetId)) continue;
    seen.add(row.targetId);
    const content = await loadTarget(db, { type: row.targetType as ReportTarget, id: row.targetId });
    if (content?.hideAuthor) nameless.add(row.targetId);
  }
  return nameless;
}

async function toLogEntries(
  db: Db,
  rows: readonly LogRow[],
  nameless: ReadonlySet<string>,
): Promise<ModerationLogEntry[]> {
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => id !== null))];
  const actors = await accountNames(db, actorIds);
  const nameById = new Map(actors.map((a) => [a.id, a.name ?? '']));
  return rows.map((row) => {
    const params = row.params as FlagParams;
    const datedByDay = row.datedByDay || nameless.has(row.targetId) || params.via === NAMELESS_VIA;
    return {
      id: row.id,
      targetType: row.targetType as ModerationLogEntry['targetType'],
      targetId: row.targetId,
      action: row.action as ModerationLogEntry['action'],
      reason: row.reason,
      note: row.note,
      actor: row.actorId ? { id: row.actorId, name: nameById.get(row.actorId) ?? '' } : null,
      params: withoutAuthorTraces(params, datedByDay),
      createdAt: dated(row.createdAt, datedByDay),
      datedByDay,
    };
  });
}

/** The open cases, oldest first, with what is known about each (one query per kind of fact). */
export async function listQueue(
  db: Db,
  options: { targetType?: ReportTarget | undefined; limit: number; cursor?: string | undefined },
) {
  const after = decodeCursor(options.cursor, [cursorField.timestamp, cursorField.uuid]);
  const rows = await openCases(db, { targetType: options.targetType, after, limit: options.limit + 1 });
  const page = rows.slice(0, options.limit);
  const ids = page.map((r) => r.targetId);
  const [reportRows, flagRows] = ids.length
    ? await Promise.all([
        db
          .select({ targetId: reports.targetId, reason: reports.reason, count: sql<number>`count(*)::int` })
          .from(reports)
          .where(and(inArray(reports.targetId, ids), eq(reports.status, 'open')))
          .groupBy(reports.targetId, reports.reason),
        openFlagChecks(db, ids),
      ])
    : [[], []];
  const items: ModerationQueueItem[] = [];
  for (const row of page) {
    const content = await loadTarget(db, { type: row.targetType as ReportTarget, id: row.targetId });
    const reasons = reportRows
      .filter((r) => r.targetId === row.targetId)
      .map((r) => ({ reason: r.reason as ReportReason, count: r.count }));
    const nameless = content?.hideAuthor ?? false;
    items.push({
      targetType: row.targetType as ReportTarget,
      targetId: row.targetId,
      status: content?.status ?? 'removed',
      excerpt: excerpt(content?.text ?? ''),
      reportCount: reasons.reduce((sum, r) => sum + r.count, 0),
      reasons,
      checks: [
        ...new Set(flagRows.filter((f) => f.targetId === row.targetId).map((f) => f.check as AutoCheck)),
      ],
      waitingSince: dated(row.waitingSince, nameless),
      datedByDay: nameless,
    });
  }
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor([last.waitingSince.toISOString(), last.targetId])
        : null,
  };
}

/** The nil UUID: the author of an authorless review, as moderators see it. */
export const HIDDEN_AUTHOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Who wrote content published without its author, as every moderator (admins too) sees it: nobody
 * in particular (issues 20, 30), and no member-since date, which would help to name the account.
 * The decisions still reach the real author (a ban acts on the target's author on the server);
 * who it is takes the logged reveal step (revealAuthor).
 */
function hiddenAuthor(isBanned: boolean): ModerationAuthor {
  return { id: HIDDEN_AUTHOR_ID, name: null, isAnonymous: true, role: 'user', isBanned, memberSince: null };
}

/** The account behind an item as it is: what moderators see of named authors, and what a reveal tells. */
export function authorView(author: AccountRow | undefined, id: string): ModerationAuthor {
  return {
    id,
    name: author?.name ?? null,
    isAnonymous: author?.isAnonymous ?? true,
    role: (author?.role ?? 'user') as Role,
    isBanned: Boolean(author?.bannedAt),
    memberSince: author?.createdAt.toISOString() ?? null,
  };
}

/** Everything a moderator needs to decide on one item, hidden content included. */
export async function getModerationItem(
  db: Db,
  target: Target,
  options: { lang: 'en' | 'ru' | 'ka'; mediaUrl: (key: string) => string },
): Promise<ModerationItem> {
  const content = await loadTarget(db, target);
  if (!content) throw notFound('Content not found');
  const author = await findAccount(db, content.authorId);
  const [photoRows, reportRows, flagRows, logRows, places] = await Promise.all([
    photosOfItem(db, target),
    db.select().from(reports).where(eq(reports.targetId, target.id)).orderBy(desc(reports.createdAt)),
    flagsOf(db, target.id),
    logOf(db, target.id),
    content.placeId ? loadPlaces(db, [content.placeId]) : Promise.resolve(new Map()),
  ]);
  const place = content.placeId ? places.get(content.placeId) : undefined;
  const nameless = content.hideAuthor;
  const unknownStreet =
    target.type === 'place'
      ? flagRows.find((f) => f.check === 'unknown_street' && f.status === 'open')
      : undefined;
  return {
    targetType: target.type,
    targetId: target.id,
    status: content.status as ContentStatus,
    text: content.text,
    photos: photoRows.map((p) => ({ id: p.id, url: options.mediaUrl(p.storageKey) })),
    context: {
      reviewId: target.type === 'review' ? null : content.reviewId,
      placeName: place ? placeName(place, options.lang) : null,
    },
    author: nameless ? hiddenAuthor(Boolean(author?.bannedAt)) : authorView(author, content.authorId),
    reports: reportRows.map((r) => ({
      id: r.id,
      reason: r.reason as ReportReason,
      text: r.text,
      status: r.status === 'open' ? 'open' : 'resolved',
      createdAt: dated(r.createdAt, nameless),
    })),
    flags: flagRows.map((f) => ({
      id: f.id,
      check: f.check as AutoCheck,
      params: withoutAuthorTraces(f.params as FlagParams, nameless),
      status: f.status === 'open' ? 'open' : 'resolved',
      createdAt: dated(f.createdAt, nameless),
    })),
    log: await toLogEntries(db, logRows, nameless ? new Set([target.id]) : new Set()),
    createdAt: dated(content.createdAt, nameless),
    datedByDay: nameless,
    streetNaming: unknownStreet
      ? await getStreetNaming(db, target.id, String((unknownStreet.params as FlagParams).address ?? ''))
      : null,
  };
}

/**
 * The decision log, newest first by listed_at: a line about content without its author sits at the
 * start of its UTC day (issue 30), below the day's named lines, among that day's other such lines grouped by item (random ids), so
 * neither its place nor the sealed cursor tells its minute; an item's own lines keep their order.
 */
export async function listLog(
  db: Db,
  options: { targetId?: string | undefined; limit: number; cursor?: string | undefined },
) {
  const after = decodeCursor(options.cursor, [
    cursorField.timestamp,
    cursorField.uuid,
    cursorField.timestamp,
    cursorField.uuid,
  ]);
  const rows = await logPage(db, { targetId: options.targetId, after, limit: options.limit + 1 });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await toLogEntries(db, page, await namelessTargets(db, page)),
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor([last.listedAt.toISOString(), last.targetId, last.createdAt.toISOString(), last.id])
        : null,
  };
}
