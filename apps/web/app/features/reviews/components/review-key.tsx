import type { ReviewKeyIssued } from '@app/contracts';
import { useEffect, useState } from 'react';

import { useI18n } from '../../../shared/lib/i18n';
import { forgetReviewGrant, reviewGrant, storeReviewGrant } from '../../../shared/lib/review-keys';
import { toast } from '../../../shared/lib/toast';
import { ConfirmActionButton } from '../../../shared/ui/confirm-action-button';
import { createReviewKey } from '../api/create-review-key';
import { revokeReviewKey } from '../api/revoke-review-key';
import { actionButton } from './share-button';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/** A secret to keep: read-only (selected on focus) with its copy button. */
function CopyField(props: { id: string; label: string; value: string; copyLabel: string; hint?: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={props.id}
          readOnly
          value={props.value}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm tracking-wide dark:border-stone-700 dark:bg-stone-950"
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className={actionButton}
          onClick={() => void copy(props.value, t('reviewKey.copied'), t('reviewKey.copyFailed'))}
        >
          {props.copyLabel}
        </button>
      </div>
      {props.hint && <p className="text-sm text-stone-700 dark:text-stone-300">{props.hint}</p>}
    </div>
  );
}

/**
 * Issue 30: the private link and code of a review written without an account, shown once (after
 * publishing, or after making a new one), with "copy", how to keep them safe, and that a lost link
 * cannot be recovered. Nothing of it is kept by the page once it is closed.
 */
export function ReviewKeyPanel({ issued, onClose }: { issued: ReviewKeyIssued; onClose(): void }) {
  const { locale, t } = useI18n();
  // The secret goes after `#`, which no request, log or Referer carries.
  const link = `${window.location.origin}/${locale}/manage#${issued.key}`;
  return (
    <section
      aria-labelledby="review-key-title"
      className="space-y-4 rounded-2xl border-2 border-primary-600 bg-primary-50 p-4 text-stone-900 dark:bg-primary-950 dark:text-stone-100"
      data-testid="review-key-panel"
    >
      <h2 id="review-key-title" className="text-lg font-semibold">
        {t('reviewKey.panelTitle')}
      </h2>
      <p>{t('reviewKey.panelIntro')}</p>
      <CopyField
        id="review-key-link"
        label={t('reviewKey.linkLabel')}
        value={link}
        copyLabel={t('reviewKey.copyLink')}
      />
      <CopyField
        id="review-key-code"
        label={t('reviewKey.codeLabel')}
        value={issued.code}
        copyLabel={t('reviewKey.copyCode')}
        hint={t('reviewKey.codeWhere')}
      />
      <p className="font-medium">{t('reviewKey.keepSafe')}</p>
      <p className="text-sm">{t('reviewKey.noRecovery')}</p>
      <button type="button" onClick={onClose} className={actionButton}>
        {t('reviewKey.saved')}
      </button>
    </section>
  );
}

/**
 * The key's place under a review its reader manages without an account (their own anonymous
 * review, or one opened by its private link): make a new link (the old one stops working) or
 * revoke it.
 */
export function ReviewKeyActions({ reviewId }: { reviewId: string }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<ReviewKeyIssued | null>(null);
  const reissue = async () => {
    setBusy(true);
    try {
      const issued = await createReviewKey({ params: { id: reviewId } });
      if (issued.grant) storeReviewGrant(reviewId, issued.grant);
      setIssued(issued);
    } catch {
      toast.error(t('reviewKey.failed'));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    const heldByLink = reviewGrant(reviewId) !== null;
    try {
      await revokeReviewKey({ params: { id: reviewId } });
      forgetReviewGrant(reviewId);
      toast.success(t('reviewKey.revoked'));
      // Held by the link, this browser may no longer manage it: the page asks again as who it is.
      if (heldByLink) window.location.reload();
    } catch {
      toast.error(t('reviewKey.failed'));
    } finally {
      setBusy(false);
    }
  };
  if (issued) return <ReviewKeyPanel issued={issued} onClose={() => setIssued(null)} />;
  return (
    <section
      aria-labelledby="review-key-section"
      className="space-y-2 rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
    >
      <h2 id="review-key-section" className="font-semibold">
        {t('reviewKey.sectionTitle')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('reviewKey.sectionText')}</p>
      <div className="flex flex-wrap gap-2" aria-busy={busy}>
        {(['reissue', 'revoke'] as const).map((action) => (
          <ConfirmActionButton
            key={action}
            className={action === 'revoke' ? `${actionButton} text-red-700 dark:text-red-400` : actionButton}
            title={t(`reviewKey.${action}Title`)}
            text={t(`reviewKey.${action}Text`)}
            confirm={t(action === 'revoke' ? 'reviewKey.revokeConfirm' : 'reviewKey.reissue')}
            cancel={t('reviewKey.cancel')}
            onConfirm={() => void (action === 'revoke' ? revoke() : reissue())}
          >
            {t(`reviewKey.${action}`)}
          </ConfirmActionButton>
        ))}
      </div>
    </section>
  );
}

/**
 * The key handed over by the create page (in the navigation's state), shown once: it leaves the
 * history entry at once, so a reload or "back" does not show it again.
 */
function HandedReviewKey({ issued }: { issued: ReviewKeyIssued }) {
  const [open, setOpen] = useState(true);
  useEffect(() => window.history.replaceState({ ...window.history.state, usr: null }, ''), []);
  return open ? <ReviewKeyPanel issued={issued} onClose={() => setOpen(false)} /> : null;
}

/** What the review page shows of the key (loaded only for a reader who may need it). */
export default function ReviewKeyArea(props: {
  reviewId: string;
  handed: ReviewKeyIssued | undefined;
  manages: boolean;
}) {
  return (
    <>
      {props.handed && <HandedReviewKey issued={props.handed} />}
      {props.manages && <ReviewKeyActions reviewId={props.reviewId} />}
    </>
  );
}
