import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from 'react';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation) with the part of Radix's Tabs API this app
 * uses: ←/→ (and Home/End) move among the tabs and show each one's panel; only the active panel is
 * rendered, focusable, and named by its tab.
 */
interface TabsState {
  value: string;
  setValue(value: string): void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab part outside Tabs.Root');
  return state;
}

function Root({ defaultValue, ...props }: ComponentProps<'div'> & { defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, setValue, id }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

function List(props: ComponentProps<'div'>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    tab?.focus();
    tab?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} {...props} />;
}

function Trigger({ value, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${value}`}
      aria-selected={active}
      aria-controls={`${tabs.id}-panel-${value}`}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      onClick={() => tabs.setValue(value)}
      {...props}
    />
  );
}

function Content({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${value}`}
      aria-labelledby={`${tabs.id}-tab-${value}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern)
      tabIndex={0}
      data-state="active"
      {...props}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
