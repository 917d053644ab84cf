import type { Locale } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import { provided } from '../../lib/provided.ts';

type Reader = Pick<Executor, 'select'>;

/**
 * What the watches read of accounts and reviews. Watches sit below both in the feature order
 * (docs/code-structure.md; reviews tell them of every publish): they say here what they need, and
 * the owners provide it at start (features/wire-features.ts).
 */
export interface WatchReaders {
  /** Each account's address and language (accounts that do not exist are left out). */
  contacts(
    db: Reader,
    userIds: readonly string[],
  ): Promise<Map<string, { email: string | null; language: Locale }>>;
  /** Each review that is published now, with its overall rating (the others are left out). */
  publishedRatings(db: Reader, reviewIds: readonly string[]): Promise<Map<string, string>>;
}

const slot = provided<WatchReaders>('watches: the accounts and reviews they mail about');

export const provideWatchReaders = slot.provide;
export const watchReaders = slot.get;
