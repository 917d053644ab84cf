/**
 * The report dialog's form (reasons, details, policy link), loaded only when a reader opens
 * "Report": pages with a Report button do not carry it in their first-load JavaScript.
 */
import {
  type CreateReportBody,
  MODERATION_LIMITS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, createSubmissionKeys } from '../../../shared/lib/api';

import { formatCounter } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { withElements } from '../../../shared/lib/with-elements';
import {
  ChoiceCards,
  CountedTextarea,
  FormDialogButtons,
  FormDialogContent,
} from '../../../shared/ui/form-dialog';
import { reportContent } from '../api/report-content';

/** Which message explains a failed report to the reader. */
function failureMessage(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'report.failed';
  if (error.code === 'ALREADY_REPORTED') return 'report.duplicate';
  if (error.status === 404) return 'report.notFound';
  if (error.code === 'RATE_LIMITED') return 'report.rateLimited';
  return 'report.failed';
}

export default function ReportForm(props: {
  targetType: ReportTarget;
  targetId: string;
  setOpen(open: boolean): void;
}) {
  const { locale, t, tag } = useI18n();
  const { setOpen } = props;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [submissionKeys] = useState(createSubmissionKeys);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem('report.chooseReason');
      return;
    }
    setSending(true);
    setProblem(null);
    const body: CreateReportBody = { targetType: props.targetType, targetId: props.targetId, reason };
    if (text.trim()) body.text = text.trim();
    try {
      await reportContent({ body, idempotencyKey: submissionKeys.keyFor(body) });
      setOpen(false);
      toast.success(t('report.sent'));
    } catch (error) {
      const message = failureMessage(error);
      // Reporting twice is not a failure worth a second try: say so and close.
      if (message === 'report.duplicate') {
        setOpen(false);
        toast.info(t(message));
      } else setProblem(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialogContent title={t(`report.title.${props.targetType}`)} description={t('report.description')}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <ChoiceCards<ReportReason>
          legend={t('report.reason')}
          options={REPORT_REASONS.map((value) => ({
            value,
            label: t(`report.reason.${value}`),
            hint: t(`report.reason.${value}.hint` as MessageKey),
          }))}
          value={reason}
          onChange={setReason}
        />
        <CountedTextarea
          label={t('report.text')}
          value={text}
          max={MODERATION_LIMITS.reportTextMax}
          counter={formatCounter(text.length, MODERATION_LIMITS.reportTextMax, tag)}
          placeholder={t('report.textPlaceholder')}
          onChange={setText}
        />
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {withElements(t('report.policy'), {
            policy: (
              <Link to={`/${locale}/content-policy`} target="_blank" className="underline">
                {t('report.policyLink')}
              </Link>
            ),
          })}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(problem)}
          </p>
        )}
        <FormDialogButtons
          cancel={t('report.cancel')}
          submit={sending ? t('report.sending') : t('report.submit')}
          busy={sending}
        />
      </form>
    </FormDialogContent>
  );
}
