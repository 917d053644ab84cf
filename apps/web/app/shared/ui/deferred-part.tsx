import { type ComponentType, lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Parts of a page that leave its first-load JavaScript and its first hydration (issue 35). The
 * server renders each as usual: the server build registers the components by name
 * (deferred-parts.server.ts, imported by entry.server.tsx), so the browser's bundle never imports
 * them statically and loads each in a chunk of its own.
 */
const serverParts = new Map<string, ComponentType<never>>();

export function provideServerParts(parts: Record<string, ComponentType<never>>) {
  for (const [name, component] of Object.entries(parts)) serverParts.set(name, component);
}

function serverPart<P>(name: string): ComponentType<P> | undefined {
  if (!import.meta.env.SSR) return undefined;
  const component = serverParts.get(name);
  if (!component) throw new Error(`the part ${name} is not in deferred-parts.server.ts`);
  return component as ComponentType<P>;
}

const noSubscription = () => () => {};
/** True while React hydrates the server's HTML (the server snapshot), false in a browser render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

const loader = <P,>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

/**
 * Non-interactive markup (a table, a block of text), never hydrated. Hydrating the server's HTML,
 * the browser renders the same `<div data-static>` with an empty `dangerouslySetInnerHTML`: React
 * does not look inside such an element, so the server's markup stays as it is (no code to load,
 * nothing to hydrate, no layout shift). Rendered in the browser with other props (new data after a
 * navigation), it is the component, its code loaded on first need.
 */
export function staticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Loaded = loader(load);
  return function StaticPart(props: P) {
    const Live = serverPart<P>(name) ?? Loaded;
    const hydrating = useHydrating();
    // The props the server's HTML was made from; null when first rendered in the browser.
    const [serverProps] = useState(() => (hydrating ? props : null));
    if (!import.meta.env.SSR && serverProps && sameProps(serverProps, props)) {
      return (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: React keeps the server's markup inside
        <div data-static="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      );
    }
    return (
      <div data-static="">
        <Suspense fallback={null}>
          <Live {...props} />
        </Suspense>
      </div>
    );
  };
}

function sameProps(a: object, b: object) {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

// Interaction anywhere on the page: every deferred part is wanted at once.
const wanted = new Map<string, () => void>();
let interacted = false;
if (typeof document !== 'undefined') {
  const onInteraction = () => {
    interacted = true;
    for (const want of wanted.values()) want();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
    document.addEventListener(type, onInteraction, { capture: true, once: true, passive: true });
  }
}

/**
 * Resolves when the page's element `[data-section=<section>]` comes within a screen of the viewport,
 * on the reader's first interaction with the page, or once the browser is idle after the load
 * event (whichever comes first).
 */
function whenWanted(section: string): Promise<void> {
  return new Promise((resolve) => {
    if (interacted) return resolve();
    let observer: IntersectionObserver | undefined;
    const want = () => {
      observer?.disconnect();
      wanted.delete(section);
      resolve();
    };
    wanted.set(section, want);
    const element = document.querySelector(`[data-section="${section}"]`);
    if (element && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
        rootMargin: '100% 0px',
      });
      observer.observe(element);
    }
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(want, { timeout: 2_000 }) : setTimeout(want, 500);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * An interactive section whose code is not in the page's first load and whose hydration waits:
 * hydrating the server's HTML, the part's code is fetched in a chunk of its own as the page's
 * modules run, and the section hydrates when it (`section`, the `data-section` of its PageSection)
 * nears the viewport, on the first interaction, or when the browser is idle after the load; until
 * then React keeps the section's server HTML as it is (its Suspense boundary stays dehydrated).
 */
export function deferredPart<P extends object>(
  name: string,
  section: string,
  load: () => Promise<ComponentType<P>>,
) {
  // The code is fetched as soon as the page's modules run, so that it is here by the time the
  // section is wanted: a tap then hydrates the section at once and reaches its button.
  const code = typeof document === 'undefined' ? null : load();
  const Now = loader(() => code ?? load());
  const Later = loader(() => Promise.all([code ?? load(), whenWanted(section)]).then(([part]) => part));
  return function DeferredPart(props: P) {
    const hydrating = useHydrating();
    // Chosen once: switching components after hydration would mount the section again.
    const [Live] = useState(() => serverPart<P>(name) ?? (hydrating ? Later : Now));
    // Runs once the section's boundary has hydrated (the part suspends until then): its element says
    // so, for tests that tap its buttons (a tap on a section whose code is still on its way is lost,
    // as a tap before the page hydrates is) and for anyone reading the page's state.
    useEffect(() => {
      document.querySelector(`[data-section="${section}"]`)?.setAttribute('data-hydrated', '');
    }, []);
    return <Live {...props} />;
  };
}
