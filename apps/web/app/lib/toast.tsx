import { type ComponentProps, useEffect, useState } from 'react';
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

function show(kind: 'message' | 'success' | 'error' | 'info', message: Message, options?: ExternalToast) {
  void loadSonner().then(({ toast: sonnerToast }) =>
    kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options),
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
