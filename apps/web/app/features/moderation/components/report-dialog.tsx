import type { ReportTarget } from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';
import { StrokeIcon } from '../../../shared/ui/icon';

type ReportFormProps = { targetType: ReportTarget; targetId: string; setOpen(open: boolean): void };

/** The dialog and its form, loaded when first opened (the page loads only the button). */
const ReportDialog = lazy(async () => {
  const [{ Dialog }, { default: ReportForm }] = await Promise.all([
    import('../../../shared/ui/dialog'),
    import('./report-form'),
  ]);
  return {
    default: (props: ReportFormProps) => (
      <Dialog.Root open onOpenChange={props.setOpen}>
        <ReportForm {...props} />
      </Dialog.Root>
    ),
  };
});

const triggerClass = {
  button:
    'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-300 dark:hover:bg-stone-800',
  link: 'inline-flex items-center gap-1 text-xs text-stone-500 underline-offset-4 hover:text-stone-800 hover:underline dark:text-stone-400 dark:hover:text-stone-100',
  overlay:
    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-white/20 px-3 py-1 text-sm text-white hover:bg-white/30',
} as const;

function FlagIcon() {
  return (
    <StrokeIcon>
      <path d="M4 18V3m0 0h10l-2 4 2 4H4" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/**
 * "Report" for a review, comment or photo: a dialog with the reasons as a radio group and optional
 * details (report-form.tsx, loaded when opened). Anyone may report, signed in or not; the server
 * allows one report per reporter and item.
 */
export function ReportButton(props: {
  targetType: ReportTarget;
  targetId: string;
  variant?: keyof typeof triggerClass;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClass[props.variant ?? 'button']}
        onClick={() => setOpen(true)}
      >
        <FlagIcon />
        {t('report.action')}
        <span className="sr-only">{` — ${t(`report.title.${props.targetType}`)}`}</span>
      </button>
      {/* Mounted per opening: the form starts empty every time. */}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={props.targetType} targetId={props.targetId} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
