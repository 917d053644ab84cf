import { type FeedbackRequest, LIMITS } from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { createSubmissionKeys } from '../../../shared/lib/api';

import { formatCounter } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { Dialog } from '../../../shared/ui/dialog';
import { sendFeedback } from '../api/send-feedback';

type Status = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * Spec sections 2, 5 and 9: contacts and text with counters; success view closes after 2 s. The
 * footer's button opens it (site-footer.tsx loads this module then); it opens empty every time.
 */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, tag } = useI18n();
  const location = useLocation();
  const [contacts, setContacts] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const contactsId = useId();
  const textId = useId();

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = window.setTimeout(() => onOpenChange(false), LIMITS.feedbackAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [status, onOpenChange]);

  const [submissionKeys] = useState(createSubmissionKeys);
  const canSend = text.trim().length > 0 && status !== 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setStatus('sending');
    const body: FeedbackRequest = { text: text.trim(), pagePath: location.pathname };
    if (contacts.trim()) body.contacts = contacts.trim();
    try {
      await sendFeedback({
        body,
        idempotencyKey: submissionKeys.keyFor(body),
      });
      submissionKeys.reset();
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const field =
    'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:outline-2 focus:outline-primary-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="text-lg font-semibold">{t('feedback.title')}</Dialog.Title>
          {status === 'sent' ? (
            <Dialog.Description className="mt-4 text-primary-700 dark:text-primary-300" role="status">
              {t('feedback.success')}
            </Dialog.Description>
          ) : (
            <form onSubmit={submit} className="mt-2 space-y-4">
              <Dialog.Description className="text-sm text-stone-600 dark:text-stone-400">
                {t('feedback.description')}
              </Dialog.Description>
              <div>
                <div className="flex justify-between text-sm">
                  <label htmlFor={contactsId} className="font-medium">
                    {t('feedback.contactsLabel')}
                  </label>
                  <span className="text-stone-500 tabular-nums" aria-live="polite">
                    {formatCounter(contacts.length, LIMITS.feedbackContactsMax, tag)}
                  </span>
                </div>
                <input
                  id={contactsId}
                  value={contacts}
                  maxLength={LIMITS.feedbackContactsMax}
                  onChange={(e) => setContacts(e.target.value)}
                  placeholder={t('feedback.contactsPlaceholder')}
                  autoComplete="email"
                  className={`${field} mt-1`}
                />
              </div>
              <div>
                <div className="flex justify-between text-sm">
                  <label htmlFor={textId} className="font-medium">
                    {t('feedback.textLabel')}
                  </label>
                  <span className="text-stone-500 tabular-nums">
                    {formatCounter(text.length, LIMITS.feedbackTextMax, tag)}
                  </span>
                </div>
                <textarea
                  id={textId}
                  value={text}
                  rows={LIMITS.feedbackTextareaRows}
                  maxLength={LIMITS.feedbackTextMax}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t('feedback.textPlaceholder')}
                  required
                  className={`${field} mt-1 resize-y`}
                />
              </div>
              {status === 'failed' && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {t('feedback.error')}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Dialog.Close className="rounded-lg px-4 py-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                  {t('common.close')}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={!canSend}
                  className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  {status === 'sending' ? t('feedback.sending') : t('feedback.send')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
