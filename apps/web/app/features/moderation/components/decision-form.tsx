import {
  type DecisionReason,
  MODERATION_LIMITS,
  type ModerationAction,
  type ModerationDecisionBody,
  type ModerationItem,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { type FormEvent, useId, useState } from 'react';

import { formatCounter } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { ConfirmDialogContent } from '../../../shared/ui/confirm-dialog';
import { AlertDialog } from '../../../shared/ui/dialog';
import { ChoiceCards, CountedTextarea } from '../../../shared/ui/form-dialog';
import { decideItem } from '../api/decide-item';
import { ReasonSelect } from './moderation-ui';

/** The decisions that make sense for content in this state (hidden and removed can be restored). */
export function actionsFor(item: ModerationItem): ModerationAction[] {
  const actions: ModerationAction[] =
    item.status === 'removed'
      ? ['restore']
      : item.status === 'hidden'
        ? ['restore', 'remove']
        : ['keep', 'hide', 'remove'];
  // A place has no author to suspend.
  if (!item.author.isBanned && item.targetType !== 'place') actions.push('ban_author');
  return actions;
}

/** Keeping content means nothing was wrong: the server accepts only these reasons for it. */
const KEEP_REASONS: readonly DecisionReason[] = ['no_violation', 'other'];

/** Removing and banning are the two decisions that are hard to take back: they ask first. */
const CONFIRM: Partial<
  Record<ModerationAction, { title: MessageKey; text: MessageKey; confirm: MessageKey }>
> = {
  remove: {
    title: 'moderation.confirm.removeTitle',
    text: 'moderation.confirm.removeText',
    confirm: 'moderation.confirm.removeConfirm',
  },
  ban_author: {
    title: 'moderation.confirm.banTitle',
    text: 'moderation.confirm.banText',
    confirm: 'moderation.confirm.banConfirm',
  },
};

/** Action, reason (required) and a note for the log; remove and ban are confirmed first. */
export function DecisionForm(props: { item: ModerationItem; onDecided(item: ModerationItem): void }) {
  const { t, tag } = useI18n();
  const id = useId();
  const actions = actionsFor(props.item);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState<DecisionReason | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ action?: boolean; reason?: boolean }>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  if (actions.length === 0) return null;

  const choose = (next: ModerationAction) => {
    setAction(next);
    // "Keep" almost always means no violation; any other decision needs a real reason.
    if (next === 'keep' && !reason) setReason('no_violation');
    else if (next === 'keep' && reason && !KEEP_REASONS.includes(reason)) setReason('no_violation');
    if (next !== 'keep' && reason === 'no_violation') setReason('');
  };

  const send = async () => {
    if (!action || !reason) return;
    setSaving(true);
    const body: ModerationDecisionBody = { action, reason };
    if (note.trim()) body.note = note.trim();
    try {
      const next = await decideItem({
        params: { targetType: props.item.targetType, targetId: props.item.targetId },
        body,
      });
      toast.success(t('moderation.decision.saved'));
      setAction(null);
      setReason('');
      setNote('');
      props.onDecided(next);
    } catch {
      toast.error(t('moderation.decision.failed'));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { action: !action, reason: !reason };
    setProblems(missing);
    if (missing.action || missing.reason || !action) return;
    if (CONFIRM[action]) setConfirming(true);
    else void send();
  };

  const confirm = action ? CONFIRM[action] : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border-2 border-primary-700 bg-white p-5 dark:border-primary-500 dark:bg-stone-900"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('moderation.decision.title')}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ChoiceCards
          legend={t('moderation.decision.action')}
          options={actions.map((value) => ({
            value,
            label: t(`moderation.action.${value}`),
            hint:
              value === 'keep' && props.item.status === 'held'
                ? t('moderation.action.keep.heldHint')
                : t(`moderation.action.${value}.hint` as MessageKey),
          }))}
          value={action}
          onChange={choose}
          error={problems.action && !action ? t('moderation.decision.chooseAction') : undefined}
        />
        <ReasonSelect
          value={reason}
          showError={Boolean(problems.reason)}
          onChange={setReason}
          {...(action === 'keep' ? { options: KEEP_REASONS } : {})}
        />
        <CountedTextarea
          label={t('moderation.decision.note')}
          value={note}
          max={MODERATION_LIMITS.decisionNoteMax}
          counter={formatCounter(note.length, MODERATION_LIMITS.decisionNoteMax, tag)}
          placeholder={t('moderation.decision.notePlaceholder')}
          rows={2}
          onChange={setNote}
        />
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
        >
          {saving ? t('moderation.decision.saving') : t('moderation.decision.submit')}
        </button>
      </form>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        {confirm && (
          <ConfirmDialogContent
            title={t(confirm.title)}
            text={t(confirm.text)}
            confirm={t(confirm.confirm)}
            cancel={t('moderation.confirm.cancel')}
            onConfirm={() => void send()}
          />
        )}
      </AlertDialog.Root>
    </section>
  );
}
