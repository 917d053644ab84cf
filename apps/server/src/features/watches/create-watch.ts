import { randomUUID } from 'node:crypto';
import type { Locale } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmail, renderLetter } from '../mail/index.ts';
import { getPlaceScope, keyTypedAddress } from '../places/index.ts';
import { placeWatches } from './schema.ts';
import { watchPageLink } from './watch-links.ts';
import { nameWatchTargets, type WatchTarget } from './watch-names.ts';
import { watchReaders } from './watch-readers.ts';
import { CONFIRM_DAYS, issueWatchToken } from './watch-tokens.ts';

/** At most this many watches per account or e-mail address (ours): a person never meets it. */
export const WATCHES_PER_WATCHER = 200;

export interface CreateWatchOptions {
  /** The signed-in reader, if any. */
  user: { id: string; isVerified: boolean } | null;
  /** A visitor's address (or an account's without a verified one): confirmed by its link first. */
  email?: string | undefined;
  lang: Locale;
  placeId?: string | undefined;
  address?: { q: string; cityId?: string | undefined } | undefined;
  publicUrl: string;
}

export interface CreateWatchResult {
  state: 'watching' | 'confirmationSent';
  id: string | null;
  /** Whether a mail was queued (the route kicks the outbox). */
  mailed: boolean;
}

/** The place, or the typed address's city and key (the building it will be: keyTypedAddress). */
async function resolveTarget(
  db: Db,
  options: CreateWatchOptions,
): Promise<WatchTarget & { addressKey: string | null }> {
  if (options.placeId) {
    const scope = await getPlaceScope(db, options.placeId);
    return { placeId: scope.place.id, cityId: null, addressText: null, addressKey: null };
  }
  const key = await keyTypedAddress(db, { q: options.address!.q, cityId: options.address!.cityId });
  return { placeId: null, cityId: key.cityId, addressText: key.text, addressKey: key.key };
}

const sameTarget = (target: WatchTarget & { addressKey: string | null }): SQL =>
  target.placeId
    ? eq(placeWatches.placeId, target.placeId)
    : and(eq(placeWatches.cityId, target.cityId!), eq(placeWatches.addressKey, target.addressKey!))!;

async function assertUnderLimit(db: Executor, watcher: SQL) {
  const [row] = await db.select({ n: count() }).from(placeWatches).where(watcher);
  if ((row?.n ?? 0) >= WATCHES_PER_WATCHER) {
    throw new AppError('WATCH_LIMIT_REACHED', `At most ${WATCHES_PER_WATCHER} watches`);
  }
}

/**
 * Starts a watch. A verified account's is live at once. An e-mail's waits for its confirmation
 * link (double opt-in), and the answer is the same whether the address already watches the place
 * or not, so the form tells nobody what someone else watches.
 */
export async function createWatch(db: Db, options: CreateWatchOptions): Promise<CreateWatchResult> {
  const target = await resolveTarget(db, options);
  const targetColumns = {
    placeId: target.placeId,
    cityId: target.cityId,
    addressKey: target.addressKey,
    addressText: target.addressText,
  };
  const account =
    options.user && !options.email
      ? (await watchReaders().contacts(db, [options.user.id])).get(options.user.id)
      : undefined;
  if (options.user && account?.email && options.user.isVerified) {
    const userId = options.user.id;
    return db.transaction(async (tx) => {
      const mine = and(eq(placeWatches.userId, userId), sameTarget(target));
      const [existing] = await tx.select({ id: placeWatches.id }).from(placeWatches).where(mine);
      if (existing) return { state: 'watching', id: existing.id, mailed: false };
      await assertUnderLimit(tx, eq(placeWatches.userId, userId));
      const id = randomUUID();
      await tx
        .insert(placeWatches)
        .values({ id, userId, language: options.lang, ...targetColumns, confirmedAt: new Date() })
        .onConflictDoNothing();
      const [row] = await tx.select({ id: placeWatches.id }).from(placeWatches).where(mine);
      return { state: 'watching', id: row!.id, mailed: false };
    });
  }
  const email = options.email;
  if (!email) throw new AppError('WATCH_EMAIL_REQUIRED', 'An e-mail address is required to watch');
  return db.transaction(async (tx) => {
    const theirs = and(eq(placeWatches.email, email), sameTarget(target));
    const [existing] = await tx
      .select({ id: placeWatches.id, confirmedAt: placeWatches.confirmedAt })
      .from(placeWatches)
      .where(theirs);
    // Already watching: nothing to confirm, and the same answer as for a new watch.
    if (existing?.confirmedAt) return { state: 'confirmationSent', id: null, mailed: false };
    let id = existing?.id;
    if (!id) {
      await assertUnderLimit(tx, eq(placeWatches.email, email));
      id = randomUUID();
      await tx.insert(placeWatches).values({ id, email, language: options.lang, ...targetColumns });
    } else {
      await tx.update(placeWatches).set({ language: options.lang }).where(eq(placeWatches.id, id));
    }
    const token = await issueWatchToken(tx, id, 'confirm');
    const [name] = await nameWatchTargets(tx, [target], options.lang);
    const t = translatorFor(options.lang);
    await enqueueEmail(
      tx,
      renderLetter({
        locale: options.lang,
        to: email,
        subject: t('mail.watchConfirm.subject', { place: name! }),
        greeting: t('mail.greetingNoName'),
        intro: [{ text: t('mail.watchConfirm.intro', { place: name! }) }],
        button: {
          text: t('mail.watchConfirm.button'),
          link: watchPageLink(options.publicUrl, options.lang, 'confirm', token),
        },
        after: [
          { text: t('mail.watchConfirm.expiry', { count: CONFIRM_DAYS }), small: true },
          { text: t('mail.watchConfirm.notYou'), small: true },
        ],
      }),
    );
    return { state: 'confirmationSent', id: null, mailed: true };
  });
}
