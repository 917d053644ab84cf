import { type ComponentType, lazy, Suspense } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A controlled dialog whose code loads when it first opens (not with the page): renders nothing
 * while closed, so each opening starts fresh.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
