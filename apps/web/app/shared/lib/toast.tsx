import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts without sonner in the first load: `toast` has sonner's call shape and loads sonner on its
 * first call (or once the page is idle, so the live region is in place before a toast needs it);
 * `LazyToaster` renders sonner's `Toaster` as soon as it is there. A toast asked for before that is
 * shown by sonner when its Toaster subscribes (it replays the active toasts).
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return sonner;
}

type Message = Parameters<Sonner['toast']>[0];

/*
 * A toast tells how the step just taken went. When that step leads to another page ("Publish" to
 * the review, "Delete" away from it) the toast comes along, once; any other navigation leaves the
 * page's toasts behind (a "Comment added" does not follow the reader to the next review). A toast
 * belongs to the step when it was raised at most CARRY_MS before the navigation began.
 */
const CARRY_MS = 1000;
const raised = new Map<string, { at: number; carried: boolean }>();
let nextId = 0;

/** At every change of page: `navigationStartedAt` is when the router began moving there. */
export function leavePage(navigationStartedAt: number) {
  for (const [id, toast] of raised) {
    if (!toast.carried && toast.at >= navigationStartedAt - CARRY_MS) {
      toast.carried = true;
      continue;
    }
    raised.delete(id);
    loaded?.toast.dismiss(id);
  }
}

function show(kind: 'message' | 'success' | 'error' | 'info', message: Message, options?: ExternalToast) {
  nextId += 1;
  const id = options?.id === undefined ? `toast-${nextId}` : String(options.id);
  raised.set(id, { at: performance.now(), carried: false });
  const withId = { ...options, id };
  void loadSonner().then(({ toast: sonnerToast }) =>
    kind === 'message' ? sonnerToast(message, withId) : sonnerToast[kind](message, withId),
  );
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
  },
);

/** sonner's Toaster once sonner is loaded: on the first toast, or when the browser is idle. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const [module, setModule] = useState(loaded);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(`${pathname}${search}`);
  const startedAt = useRef<number | null>(null);
  if (navigation.state !== 'idle' && startedAt.current === null) startedAt.current = performance.now();
  useEffect(() => {
    if (shown.current === `${pathname}${search}`) return;
    shown.current = `${pathname}${search}`;
    leavePage(startedAt.current ?? performance.now());
    startedAt.current = null;
  }, [pathname, search]);
  useEffect(() => {
    if (module) return;
    listeners.add(setModule);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void loadSonner(), { timeout: 4000 })
      : window.setTimeout(() => void loadSonner(), 2000);
    return () => {
      listeners.delete(setModule);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [module]);
  return module ? <module.Toaster {...props} /> : null;
}
