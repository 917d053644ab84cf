import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { StrokeIcon } from '../../../shared/ui/icon';

/** The look of the actions under a place or a review (share, edit, lock, delete). */
export const actionButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800';

/**
 * Web Share API where the browser has it, otherwise copy the link (spec section 8 texts). A file of
 * its own: the place page needs only this of the review's actions (issue 18, first-load JS).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('reviews.linkCopied'));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('reviews.sharingFailed'));
    }
  };
  return (
    <button type="button" className={actionButton} onClick={share}>
      <StrokeIcon>
        <path d="M14 6l-4-4-4 4M10 2v11M4 10v7h12v-7" />
      </StrokeIcon>
      {t('reviews.share')}
    </button>
  );
}
