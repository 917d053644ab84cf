import type { MessageKey } from '@app/i18n';
import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '../lib/api';
import { setContentVote } from '../lib/content-votes';
import { useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';

export interface Votable {
  id: string;
  likesCount: number;
  dislikesCount: number;
  myVote: 'like' | 'dislike' | null;
  isOwn: boolean;
}

export interface VoteTexts {
  like: MessageKey;
  dislike: MessageKey;
  signInToVote: MessageKey;
  votingFailed: MessageKey;
}

/**
 * Like and dislike for a review or a comment: one changeable vote per user; pressing the same
 * button again removes it. Failures show the spec's 'Voting failed', or ask to sign in (or to
 * verify the address first: the server refuses votes from unverified e-mail accounts).
 */
export function VoteButtons<T extends Votable>(props: {
  item: T;
  /** What is voted on: a review or a comment. */
  kind: 'review' | 'comment';
  texts: VoteTexts;
  compact?: boolean;
  onChange(next: T): void;
}) {
  const { t } = useI18n();
  const { item } = props;
  const [busy, setBusy] = useState(false);
  const vote = async (value: 'like' | 'dislike') => {
    setBusy(true);
    try {
      const result = await setContentVote(
        props.kind,
        item.id,
        item.myVote === value ? null : value,
        newIdempotencyKey(),
      );
      props.onChange({ ...item, ...result });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        toast.error(t('votes.verifyEmail'));
        return;
      }
      const needsAccount =
        error instanceof ApiError && (error.status === 401 || (error.status === 403 && !item.isOwn));
      toast.error(needsAccount ? t(props.texts.signInToVote) : t(props.texts.votingFailed));
    } finally {
      setBusy(false);
    }
  };
  const size = props.compact ? 'px-2.5 py-1' : 'px-3 py-1.5';
  return (
    <div className="flex gap-2">
      {(['like', 'dislike'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className={`inline-flex items-center gap-1.5 rounded-lg border border-stone-300 ${size} text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800 ${item.myVote === value ? 'border-primary-600 bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100' : ''}`}
          aria-pressed={item.myVote === value}
          disabled={busy || item.isOwn}
          onClick={() => vote(value)}
        >
          <svg
            viewBox="0 0 20 20"
            className={`${props.compact ? 'size-3.5' : 'size-4'} ${value === 'dislike' ? 'rotate-180' : ''}`}
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M2 9h3v9H2zM7 18h7.5a2 2 0 0 0 2-1.6l1.3-6A2 2 0 0 0 15.8 8H12V4.5A2.5 2.5 0 0 0 9.5 2L7 9z" />
          </svg>
          <span className="sr-only">{t(value === 'like' ? props.texts.like : props.texts.dislike)}</span>
          <span className="tabular-nums">{value === 'like' ? item.likesCount : item.dislikesCount}</span>
        </button>
      ))}
    </div>
  );
}
