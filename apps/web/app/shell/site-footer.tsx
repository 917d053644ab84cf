import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../shared/lib/i18n';
import { lazyDialog } from '../shared/ui/lazy-dialog';
import { ColorModeSwitch } from './color-mode';
import { LanguageSelector } from './language-selector';

const FeedbackDialog = lazyDialog(() =>
  import('../features/feedback/components/feedback-dialog').then((module) => module.FeedbackDialog),
);

export function SiteFooter() {
  const { locale, t } = useI18n();
  const year = new Date().getFullYear();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <footer
      data-section="footer"
      className="mt-16 border-t border-stone-200 bg-stone-100/60 dark:border-stone-800 dark:bg-stone-900/60"
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 py-8 text-sm text-stone-600 sm:grid-cols-2 dark:text-stone-400">
        <div className="space-y-2">
          <p>
            <span className="mr-2 inline-block rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-semibold text-secondary-800 dark:bg-secondary-900 dark:text-secondary-100">
              {t('footer.badge')}
            </span>
            {t('footer.earlyAccess')}
          </p>
          <p>{t('footer.reportText')}</p>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={feedbackOpen}
            onClick={() => setFeedbackOpen(true)}
            className="rounded-lg border border-primary-700 px-3 py-1.5 font-medium text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950"
          >
            {t('footer.reportButton')}
          </button>
          <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSelector />
            <ColorModeSwitch />
          </div>
          <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-x-4 gap-y-1 sm:justify-end">
            <Link to={`/${locale}/tos`} className="underline-offset-4 hover:underline">
              {t('footer.tos')}
            </Link>
            <Link to={`/${locale}/privacy`} className="underline-offset-4 hover:underline">
              {t('footer.privacy')}
            </Link>
            <Link to={`/${locale}/content-policy`} className="underline-offset-4 hover:underline">
              {t('footer.contentPolicy')}
            </Link>
            <Link to={`/${locale}/manage`} className="underline-offset-4 hover:underline">
              {t('reviewKey.footerLink')}
            </Link>
          </nav>
          <p>{t('footer.copyright', { year: String(year) })}</p>
        </div>
      </div>
    </footer>
  );
}
