import { type ModerationAuthor, type ModerationItem, REVEAL_REASON_LIMITS } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/lib/api';

import { useI18n } from '../../../shared/lib/i18n';
import { fieldClass } from '../../../shared/ui/form-dialog';
import { useDateTimeFormat } from '../../auth';
import { revealAuthor } from '../api/reveal-author';
import { SubmitOrCancel } from './moderation-ui';

const muted = 'text-sm text-stone-600 dark:text-stone-400';

/**
 * Who wrote an item published without its author: told only after the moderator writes why they
 * need to know, and the reason goes into the item's log with their name (issue 30). The answer
 * stays on this page; the item itself keeps showing nobody in particular.
 */
export function RevealAuthor(props: { item: ModerationItem; onRevealed(): void }) {
  const { locale, t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [author, setAuthor] = useState<ModerationAuthor | null>(null);
  const min = REVEAL_REASON_LIMITS.min;
  const tooShort = t('moderation.reveal.tooShort', { count: min });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < min) {
      setProblem(tooShort);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const revealed = await revealAuthor({
        params: { targetType: props.item.targetType, targetId: props.item.targetId },
        body: { reason: reason.trim() },
      });
      setAuthor(revealed);
      setOpen(false);
      props.onRevealed();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setProblem(tooShort);
      else if (error instanceof ApiError && error.status === 429)
        setProblem(t('moderation.reveal.rateLimited'));
      else setProblem(t('moderation.reveal.failed'));
    } finally {
      setSaving(false);
    }
  };

  if (author) {
    return (
      <div className="space-y-1 rounded-lg bg-amber-50 p-3 dark:bg-amber-950" data-testid="revealed-author">
        <p className="font-medium">
          {author.isAnonymous
            ? t('moderation.item.anonymousAuthor')
            : (author.name ?? t('moderation.item.unnamed'))}
        </p>
        <p className={muted}>{t('moderation.reveal.account', { id: author.id })}</p>
        {author.memberSince && (
          <p className={muted}>
            {t('moderation.item.memberSince', {
              date: formatDateTime(author.memberSince, { dateStyle: 'long' }),
            })}
          </p>
        )}
        <Link to={`/${locale}/moderation/log?targetId=${author.id}`} className="text-sm underline">
          {t('moderation.item.authorLog')}
        </Link>
        <p role="status" className="text-sm">
          {t('moderation.reveal.logged')}
        </p>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
      >
        {t('moderation.reveal.open')}
      </button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <p className={muted}>{t('moderation.reveal.explain')}</p>
      <div>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('moderation.reveal.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          required
          minLength={min}
          maxLength={REVEAL_REASON_LIMITS.max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setReason(event.target.value)}
          className={`${fieldClass} resize-y`}
        />
        {problem && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
      <SubmitOrCancel
        saving={saving}
        submit={t('moderation.reveal.submit')}
        savingLabel={t('moderation.reveal.revealing')}
        cancel={t('moderation.reveal.cancel')}
        onCancel={() => {
          setOpen(false);
          setProblem(null);
        }}
      />
    </form>
  );
}
