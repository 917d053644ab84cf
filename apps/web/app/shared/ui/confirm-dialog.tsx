import { AlertDialog } from './dialog';

/**
 * The body of a confirmation (an alert dialog, shared/ui/dialog.tsx): asks before something that loses data — leaving
 * with unsaved changes, deleting, clearing entered text. Put it inside an `AlertDialog.Root`.
 */
export function ConfirmDialogContent(props: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel?(): void;
}) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-stone-900">
        <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {props.text}
        </AlertDialog.Description>
        <div className="mt-6 flex justify-end gap-2">
          <AlertDialog.Cancel
            className="rounded-lg px-4 py-2 hover:bg-stone-100 dark:hover:bg-stone-800"
            onClick={props.onCancel}
          >
            {props.cancel}
          </AlertDialog.Cancel>
          <AlertDialog.Action
            className="rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
            onClick={props.onConfirm}
          >
            {props.confirm}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/**
 * A confirmation on its own, loaded when first asked (shared/ui/confirm-action-button.tsx, the
 * review form's leave question, the create page's change of place).
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel?(): void;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <ConfirmDialogContent
        title={props.title}
        text={props.text}
        confirm={props.confirm}
        cancel={props.cancel}
        onConfirm={props.onConfirm}
        {...(props.onCancel ? { onCancel: props.onCancel } : {})}
      />
    </AlertDialog.Root>
  );
}
