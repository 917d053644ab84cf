import { type Comment, isCommentSubstantial, LIMITS, type Photo, POINTS } from '@app/contracts';
import { useId, useState } from 'react';
import { ApiError, createSubmissionKeys } from '../../../shared/lib/api';

import { formatCounter } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../auth';
import { CaptchaWidget } from '../../captcha';
import { PhotoUploader } from '../../photos/uploader';
import { createComment } from '../api/create-comment';

const field =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus:outline-2 focus:outline-primary-600 dark:border-stone-700 dark:bg-stone-950';

/** Writing a comment: text with a counter, photos, and the sofas it earns (spec texts on success/failure). */
export function CommentForm({
  reviewId,
  isOwnReview = false,
  onCreated,
}: {
  reviewId: string;
  /** The reader wrote the review: comments on one's own review earn nothing (packages/contracts POINTS). */
  isOwnReview?: boolean;
  onCreated(comment: Comment): void;
}) {
  const { t, tag } = useI18n();
  const { user, refresh } = useAuth();
  const id = useId();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [submissionKeys] = useState(createSubmissionKeys);
  // An account without e-mail past its first comments of the day solves a captcha for each
  // (server: CAPTCHA_REQUIRED); each round shows a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const trimmed = text.trim();

  const submit = async () => {
    if (!trimmed || sending || uploading || (captchaRound > 0 && !captcha)) return;
    setSending(true);
    try {
      const body = {
        reviewId,
        text: trimmed,
        ...(photos.length > 0 ? { photoIds: photos.map((p) => p.id) } : {}),
        ...(captcha ? { captcha } : {}),
      };
      const created = await createComment({
        body,
        idempotencyKey: submissionKeys.keyFor(body),
      });
      submissionKeys.reset();
      setText('');
      setPhotos([]);
      setCaptcha(null);
      if (captchaRound > 0) setCaptchaRound((round) => round + 1);
      toast.success(t(created.status === 'held' ? 'comments.addedHeld' : 'comments.added'));
      onCreated(created);
      // The header shows the score; the comment just changed it.
      void refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED') {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      } else {
        toast.error(t('comments.createFailed'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="block font-medium">
        {t('comments.label')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={LIMITS.commentMax}
        placeholder={t('comments.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className={field}
      />
      <div className="flex justify-end text-xs text-stone-500 tabular-nums dark:text-stone-400">
        {formatCounter(text.length, LIMITS.commentMax, tag)}
      </div>
      <PhotoUploader
        photos={photos}
        onChange={setPhotos}
        max={LIMITS.photoMaxPerComment}
        label={t('comments.addPhotos')}
        size="sm"
        onBusyChange={setUploading}
      />
      {captchaRound > 0 ? (
        <div>
          <p className="mb-2 text-sm">{t('comments.captchaNeeded')}</p>
          <CaptchaWidget key={captchaRound} onChange={setCaptcha} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {user?.anonymous
            ? t('comments.anonymousNoSofas')
            : isOwnReview
              ? t('comments.ownReviewNoSofas')
              : isCommentSubstantial(trimmed)
                ? t('comments.earns', { count: POINTS.commentWritten })
                : t('comments.earnsFrom', { count: POINTS.commentWritten, min: POINTS.commentMinLetters })}
        </span>
        <button
          type="submit"
          disabled={!trimmed || sending || uploading || (captchaRound > 0 && !captcha)}
          className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800 disabled:opacity-50"
        >
          {t('comments.submit')}
        </button>
      </div>
    </form>
  );
}
