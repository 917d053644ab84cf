import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

const ITEMS = '[role^="menuitem"]';

const itemsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

/**
 * A menu button (WAI-ARIA menu button pattern) without a library: the trigger opens a `role="menu"`
 * list placed under (or above) it. Keyboard as in Radix's dropdown menu: Enter, Space or ↓ on the
 * trigger open it on the first item, ↑ on the last; ↓/↑ move (wrapping), Home/End jump, Space
 * activates, Escape or Tab close it and give the focus back to the trigger; a click outside or an
 * item's activation closes it. Items are the children with a `menuitem*` role (`tabIndex={-1}`).
 */
export function Menu(props: {
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel?: string;
  /** Which edge of the trigger the list lines up with, and whether it opens above it. */
  align: 'start' | 'end';
  side?: 'bottom' | 'top';
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = itemsOf(list.current);
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    } else if (event.key === ' ' && at >= 0) {
      event.preventDefault();
      all[at]!.click();
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        className={props.triggerClassName}
        aria-label={props.triggerLabel}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {props.trigger}
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          aria-orientation="vertical"
          className={`absolute z-50 ${props.side === 'top' ? 'bottom-full mb-1.5' : 'top-full mt-1.5'} ${props.align === 'end' ? 'right-0' : 'left-0'} ${props.className}`}
          onKeyDown={onListKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest(ITEMS)) close(true);
          }}
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget)
              setOpen(false);
          }}
        >
          {props.children}
        </div>
      )}
    </div>
  );
}

/** The look of a menu's item: highlighted under the pointer and when it has the focus. */
export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-stone-100 focus:bg-stone-100 dark:hover:bg-stone-800 dark:focus:bg-stone-800';
