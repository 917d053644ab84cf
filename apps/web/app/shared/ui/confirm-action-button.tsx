import { type ReactNode, useState } from 'react';
import { lazyDialog } from './lazy-dialog';

const ConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

/**
 * A button that asks first (delete, lock, remove): the button with the page, its confirmation
 * (an alert dialog) loaded when first pressed.
 */
export function ConfirmActionButton(props: {
  className: string;
  children: ReactNode;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={props.className}
        onClick={() => setOpen(true)}
      >
        {props.children}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        text={props.text}
        confirm={props.confirm}
        cancel={props.cancel}
        onConfirm={props.onConfirm}
      />
    </>
  );
}
