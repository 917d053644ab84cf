import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/** A component whose code loads in the browser once the page is up (never on the server). */
export function afterMount<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return function AfterMount(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
