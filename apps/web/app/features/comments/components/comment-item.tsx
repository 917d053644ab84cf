import { type Comment, LIMITS } from '@app/contracts';
import { useState } from 'react';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { AuthorLink } from '../../../shared/ui/author-link';
import { ConfirmActionButton } from '../../../shared/ui/confirm-action-button';
import { VoteButtons } from '../../../shared/ui/vote-buttons';
import { useAuth, useDateTimeFormat } from '../../auth';
import { ReportButton } from '../../moderation';
import { PhotoGallery } from '../../photos';
import { TranslatableText } from '../../translations';
import { deleteComment } from '../api/delete-comment';
import { updateComment } from '../api/update-comment';

const button =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-2.5 py-1 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800';

function CommentVotes({ comment, onChange }: { comment: Comment; onChange(next: Comment): void }) {
  return (
    <VoteButtons
      item={comment}
      kind="comment"
      texts={{
        like: 'comments.like',
        dislike: 'comments.dislike',
        signInToVote: 'comments.signInToVote',
        votingFailed: 'comments.votingFailed',
      }}
      compact
      onChange={onChange}
    />
  );
}

/** One comment: author (never for anonymous accounts), text, photos, votes, and the author's edit/delete. */
export function CommentItem(props: { comment: Comment; onChange(next: Comment): void; onDeleted(): void }) {
  const { comment } = props;
  const { t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const { refresh } = useAuth();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const text = draft.trim();
    if (!text) return;
    setSaving(true);
    try {
      props.onChange(await updateComment({ params: { id: comment.id }, body: { text } }));
      setEditing(false);
    } catch {
      toast.error(t('comments.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    try {
      await deleteComment({ params: { id: comment.id } });
      toast.success(t('comments.deleted'));
      props.onDeleted();
      void refresh();
    } catch {
      toast.error(t('comments.deleteFailed'));
    }
  };

  return (
    <li className="space-y-2 p-4" data-testid="comment">
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
        {comment.author?.avatarUrl && (
          <img src={comment.author.avatarUrl} alt="" className="size-6 rounded-full object-cover" />
        )}
        <AuthorLink author={comment.author} className="font-medium text-stone-900 dark:text-stone-100">
          {comment.isOwn ? t('comments.you') : (comment.author?.name ?? t('comments.anonymous'))}
        </AuthorLink>
        <span aria-hidden="true">·</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, { dateStyle: 'long' })}</time>
        {comment.isEdited && <span>({t('comments.edited')})</span>}
        {comment.status === 'held' && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {t('comments.heldBadge')}
          </span>
        )}
        {!comment.isOwn && (
          <span className="ml-auto">
            <ReportButton targetType="comment" targetId={comment.id} variant="link" />
          </span>
        )}
      </div>
      {editing ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <textarea
            aria-label={t('comments.label')}
            rows={3}
            value={draft}
            maxLength={LIMITS.commentMax}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-950"
          />
          <div className="flex gap-2">
            <button type="submit" className={button} disabled={saving || !draft.trim()}>
              {t('comments.save')}
            </button>
            <button
              type="button"
              className={button}
              onClick={() => {
                setDraft(comment.text);
                setEditing(false);
              }}
            >
              {t('comments.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <TranslatableText
          item={{ kind: 'comment', id: comment.id }}
          text={comment.text}
          className="whitespace-pre-line break-words"
        />
      )}
      {comment.status === 'held' && (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('comments.heldNote')}</p>
      )}
      <PhotoGallery photos={comment.photos} alt={t('comments.photoAlt')} reportable={!comment.isOwn} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CommentVotes comment={comment} onChange={props.onChange} />
        {comment.isOwn && !editing && (
          <div className="flex gap-2">
            <button type="button" className={button} onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </button>
            <ConfirmActionButton
              className={`${button} text-red-700 dark:text-red-400`}
              title={t('comments.deleteTitle')}
              text={t('comments.deleteText')}
              confirm={t('comments.deleteConfirm')}
              cancel={t('comments.cancel')}
              onConfirm={() => void remove()}
            >
              {t('comments.delete')}
            </ConfirmActionButton>
          </div>
        )}
      </div>
    </li>
  );
}
