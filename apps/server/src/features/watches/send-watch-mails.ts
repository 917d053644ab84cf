import type { Locale } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, renderLetter } from '../mail/index.ts';
import { oneClickLink, placePageLink, reviewPageLink, watchPageLink } from './watch-links.ts';
import { nameWatchTargets } from './watch-names.ts';
import { watchReaders } from './watch-readers.ts';
import { CONFIRM_DAYS, issueWatchToken } from './watch-tokens.ts';

/** Watches mailed per pass; the rest wait for the next pass. */
const BATCH = 50;
/** How long a mailed notice is kept, so that a review hidden and published again is not told twice. */
const NOTICE_KEEP_DAYS = 60;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

interface LockedWatch {
  id: string;
  place_id: string;
  language: Locale;
  email: string | null;
  user_id: string | null;
}

interface DueWatch {
  id: string;
  place_id: string;
  language: Locale;
  to_address: string | null;
}

/**
 * Mails the watchers whose notices are due: one mail per watch and review, and when more came in
 * since the last mail than a day allows, one digest a day (a watch is mailed at most once in 24 h;
 * the reviews meanwhile wait and go together). Only reviews still published are told of; each mail
 * carries a fresh unsubscribe secret in its link and in RFC 8058's List-Unsubscribe headers.
 * Several instances may run it: a watch is locked (SKIP LOCKED) while it is mailed.
 */
export async function sendDueWatchMails(db: Db, options: { publicUrl: string }): Promise<number> {
  let mailed = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const locked = rowsOf<LockedWatch>(
        await tx.execute(sql`
          select w.id, w.place_id, w.language, w.email, w.user_id
            from place_watches w
           where w.id in (select n.watch_id from place_watch_notices n
                           where n.mailed_at is null and n.due_at <= now())
             and w.confirmed_at is not null and w.place_id is not null
             and (w.last_mailed_at is null or w.last_mailed_at <= now() - interval '1 day')
           limit ${BATCH}
             for update of w skip locked`),
      );
      // An account's watch goes to its address now, in its language now.
      const contacts = await watchReaders().contacts(
        tx,
        locked.flatMap((w) => (w.user_id ? [w.user_id] : [])),
      );
      const due: DueWatch[] = locked.map((w) => {
        const account = w.user_id ? contacts.get(w.user_id) : undefined;
        return {
          id: w.id,
          place_id: w.place_id,
          language: account?.language ?? w.language,
          to_address: w.email ?? account?.email ?? null,
        };
      });
      for (const watch of due) await mailWatch(tx as unknown as Db, watch, options.publicUrl);
      return due.length;
    });
    mailed += sent;
    if (sent < BATCH) return mailed;
  }
}

async function mailWatch(db: Db, watch: DueWatch, publicUrl: string) {
  // Reviews no longer public (hidden, held again, deleted) are not told of.
  const pending = rowsOf<{ review_id: string }>(
    await db.execute(sql`
      select review_id from place_watch_notices
       where watch_id = ${watch.id}::uuid and mailed_at is null`),
  ).map((n) => n.review_id);
  const ratings = await watchReaders().publishedRatings(db, pending);
  const gone = pending.filter((id) => !ratings.has(id));
  if (gone.length > 0) {
    await db.execute(sql`
      delete from place_watch_notices
       where watch_id = ${watch.id}::uuid and mailed_at is null
         and review_id = any(${`{${gone.join(',')}}`}::uuid[])`);
  }
  const told = pending.filter((id) => ratings.has(id));
  const reviews =
    told.length === 0
      ? []
      : rowsOf<{ review_id: string }>(
          await db.execute(sql`
            update place_watch_notices set mailed_at = now()
             where watch_id = ${watch.id}::uuid and mailed_at is null and due_at <= now()
               and review_id = any(${`{${told.join(',')}}`}::uuid[])
            returning review_id`),
        ).map((n) => ({ id: n.review_id, overall_rating: ratings.get(n.review_id)! }));
  if (reviews.length === 0 || !watch.to_address) return;
  await db.execute(sql`update place_watches set last_mailed_at = now() where id = ${watch.id}::uuid`);
  const locale = watch.language;
  const t = translatorFor(locale);
  const [place] = await nameWatchTargets(
    db,
    [{ placeId: watch.place_id, cityId: null, addressText: null }],
    locale,
  );
  const token = await issueWatchToken(db, watch.id, 'unsubscribe');
  const single = reviews.length === 1;
  const rating = (value: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(value));
  await enqueueEmail(
    db,
    renderLetter({
      locale,
      to: watch.to_address,
      subject: single
        ? t('mail.watch.subject', { place: place! })
        : t('mail.watch.digestSubject', { place: place!, count: reviews.length }),
      greeting: t('mail.greetingNoName'),
      intro: [
        {
          text: single
            ? t('mail.watch.intro', { place: place! })
            : t('mail.watch.digestIntro', { place: place!, count: reviews.length }),
        },
        ...reviews.map((review) => ({
          text: t('mail.watch.reviewLine', { rating: rating(review.overall_rating) }),
          link: reviewPageLink(publicUrl, locale, review.id),
        })),
      ],
      button: { text: t('mail.watch.button'), link: placePageLink(publicUrl, locale, watch.place_id) },
      after: [
        { text: t('mail.watch.why', { place: place! }), small: true },
        {
          text: t('mail.watch.unsubscribe'),
          link: watchPageLink(publicUrl, locale, 'unsubscribe', token),
          small: true,
        },
      ],
      headers: {
        'List-Unsubscribe': `<${oneClickLink(publicUrl, token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  );
}

/** Erases what has served: expired links, unconfirmed watches past their link, old notices. */
export async function purgeWatchLeftovers(db: Db): Promise<void> {
  await db.execute(sql`delete from place_watch_tokens where expires_at <= now()`);
  await db.execute(sql`
    delete from place_watches
     where confirmed_at is null and created_at <= now() - make_interval(days => ${CONFIRM_DAYS})`);
  await db.execute(sql`
    delete from place_watch_notices
     where mailed_at is not null and mailed_at <= now() - make_interval(days => ${NOTICE_KEEP_DAYS})`);
}
