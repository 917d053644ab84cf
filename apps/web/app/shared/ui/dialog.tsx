import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * Dialogs on the native `<dialog>` (shown with `showModal()`: the page behind is inert, Escape
 * cancels, the browser gives the focus back on close) with the parts of Radix's Dialog and
 * AlertDialog API this app uses, so a call site only changes its import. Like Radix: the content
 * is only rendered while open (in <body>), the first focusable element (an alert's Cancel) gets the
 * focus, Escape closes, a click on the backdrop closes a dialog but not an alert, and the page does
 * not scroll behind it (app.css). The backdrop is the `::backdrop` (app.css; `backdrop:` classes).
 */
interface DialogState {
  open: boolean;
  setOpen(open: boolean): void;
  alert: boolean;
  titleId: string;
  descriptionId: string;
  contentId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('A dialog part outside its Root');
  return state;
}

function makeRoot(alert: boolean) {
  return function Root(props: { open?: boolean; onOpenChange?(open: boolean): void; children: ReactNode }) {
    const [own, setOwn] = useState(false);
    const id = useId();
    const open = props.open ?? own;
    const setOpen = (next: boolean) => {
      if (props.open === undefined) setOwn(next);
      props.onOpenChange?.(next);
    };
    return (
      <DialogContext.Provider
        value={{
          open,
          setOpen,
          alert,
          titleId: `${id}-title`,
          descriptionId: `${id}-description`,
          contentId: `${id}-content`,
        }}
      >
        {props.children}
      </DialogContext.Provider>
    );
  };
}

function Trigger(props: Omit<ComponentProps<'button'>, 'type'>) {
  const dialog = useDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      aria-controls={dialog.open ? dialog.contentId : undefined}
      data-state={dialog.open ? 'open' : 'closed'}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(true);
      }}
    />
  );
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Content({
  children,
  className,
  onKeyDown,
}: {
  children: ReactNode;
  className?: string;
  onKeyDown?(event: KeyboardEvent<HTMLDialogElement>): void;
}) {
  const dialog = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest state for the element's listeners, which are added once per opening.
  const latest = useRef(dialog);
  latest.current = dialog;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = () => {
      if (!element.open) element.showModal();
    };
    show();
    const first = element.querySelector<HTMLElement>(
      latest.current.alert ? '[data-dialog-cancel]' : FOCUSABLE,
    );
    (first ?? element).focus();
    if (!document.getElementById(latest.current.descriptionId)) element.removeAttribute('aria-describedby');
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.setOpen(false);
    };
    // Chromium closes anyway on a second Escape without a click between: keep React in charge.
    const onClose = () => {
      if (!latest.current.open) return;
      latest.current.setOpen(false);
      if (latest.current.open) show();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (latest.current.alert || event.target !== element) return;
      const box = element.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) latest.current.setOpen(false);
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    element.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      element.removeEventListener('pointerdown', onPointerDown);
      // Closing (not just removing) the element gives the focus back to where it was.
      if (element.open) element.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      id={dialog.contentId}
      data-dialog=""
      data-state="open"
      role={dialog.alert ? 'alertdialog' : undefined}
      aria-labelledby={dialog.titleId}
      aria-describedby={dialog.descriptionId}
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>,
    document.body,
  );
}

function OpenContent(props: ComponentProps<typeof Content>) {
  return useDialog().open ? <Content {...props} /> : null;
}

function Title(props: ComponentProps<'h2'>) {
  return <h2 id={useDialog().titleId} {...props} />;
}

function Description(props: ComponentProps<'p'>) {
  return <p id={useDialog().descriptionId} {...props} />;
}

function makeClose(kind: 'close' | 'cancel' | 'action') {
  return function Close(props: Omit<ComponentProps<'button'>, 'type'>) {
    const dialog = useDialog();
    return (
      <button
        type="button"
        data-dialog-cancel={kind === 'cancel' ? '' : undefined}
        {...props}
        onClick={(event) => {
          props.onClick?.(event);
          if (!event.defaultPrevented) dialog.setOpen(false);
        }}
      />
    );
  };
}

/** Radix's Portal: the content renders itself in <body> already. */
function Portal({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const Dialog = {
  Root: makeRoot(false),
  Trigger,
  Portal,
  Content: OpenContent,
  Title,
  Description,
  Close: makeClose('close'),
};

export const AlertDialog = {
  Root: makeRoot(true),
  Trigger,
  Portal,
  Content: OpenContent,
  Title,
  Description,
  Cancel: makeClose('cancel'),
  Action: makeClose('action'),
};
