import { POINTS } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { useI18n } from '../../../shared/lib/i18n';
import { Dialog } from '../../../shared/ui/dialog';

const RULES: Array<{ key: MessageKey; amount: number; params?: Record<string, number> }> = [
  { key: 'sofas.ruleReview', amount: POINTS.reviewBase },
  { key: 'sofas.ruleAspect', amount: POINTS.perAspectRated },
  { key: 'sofas.ruleAspectComment', amount: POINTS.perAspectComment },
  { key: 'sofas.rulePhoto', amount: POINTS.perPhoto, params: { max: POINTS.maxPhotos } },
  { key: 'sofas.ruleRent', amount: POINTS.rentShared },
  { key: 'sofas.ruleComment', amount: POINTS.commentWritten, params: { min: POINTS.commentMinLetters } },
  { key: 'sofas.ruleLike', amount: POINTS.likeReceived },
];

/**
 * "How sofas work": what earns how many, read from the same constants the server pays with, and
 * the rules that keep the score honest. Controlled, so a menu item or a chip can open it.
 */
export function SofasExplainer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <Dialog.Title className="text-lg font-semibold">{t('sofas.howTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {t('sofas.howIntro')}
          </Dialog.Description>
          <table className="mt-4 w-full text-sm">
            <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
              {RULES.map((rule) => (
                <tr key={rule.key}>
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {t(rule.key, rule.params)}
                  </th>
                  <td className="py-2 text-right font-semibold whitespace-nowrap text-primary-800 tabular-nums dark:text-primary-300">
                    +{t('sofas.count', { count: rule.amount })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm">{t('sofas.howFairness')}</p>
          <p className="mt-2 text-sm">{t('sofas.howAnonymous')}</p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800">
              {t('sofas.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
