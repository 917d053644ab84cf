import { COLOR_MODES, type ColorMode, STORAGE_KEYS } from '@app/contracts';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useT } from '../shared/lib/i18n';

/**
 * Runs before the page paints (inline, with the CSP nonce) so a dark-mode reader never sees a
 * white flash. Kept tiny and dependency-free on purpose.
 */
export const colorModeScript = `(function(){try{var m=localStorage.getItem('${STORAGE_KEYS.colorMode}');if(m!=='light'&&m!=='dark')m='system';var d=m==='dark'||(m==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light';e.dataset.colorMode=m;}catch(_){}})();`;

function applyColorMode(mode: ColorMode) {
  const dark = mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.colorMode = mode;
}

function readColorMode(): ColorMode {
  const stored = localStorage.getItem(STORAGE_KEYS.colorMode);
  return (COLOR_MODES as readonly string[]).includes(stored ?? '') ? (stored as ColorMode) : 'system';
}

/**
 * The colour mode chosen on this device ('system' until the page is hydrated, as the server renders
 * it), following the switch: whatever applies a mode sets `data-color-mode` on <html>.
 */
export function useColorMode(): ColorMode {
  const [mode, setMode] = useState<ColorMode>('system');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => {
      const value = root.dataset.colorMode;
      setMode((COLOR_MODES as readonly string[]).includes(value ?? '') ? (value as ColorMode) : 'system');
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-color-mode'] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

const ICONS: Record<ColorMode, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M4 5h16v11H4zM9 20h6m-3-4v4',
};

export function ColorModeSwitch() {
  const t = useT();
  const [mode, setMode] = useState<ColorMode>('system');

  useEffect(() => {
    setMode(readColorMode());
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => readColorMode() === 'system' && applyColorMode('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const choose = (next: ColorMode) => {
    localStorage.setItem(STORAGE_KEYS.colorMode, next);
    applyColorMode(next);
    setMode(next);
  };

  // A radio group with a roving focus, as Radix's single toggle group: ←/→ (and ↑/↓) move the
  // focus, Enter or Space choose.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('theme.label')}
      onKeyDown={onKeyDown}
      className="inline-flex rounded-lg border border-stone-300 p-0.5 dark:border-stone-700"
    >
      {COLOR_MODES.map((value) => (
        // biome-ignore lint/a11y/useSemanticElements: a toggle button with a radio's role, as Radix's toggle group draws it
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={mode === value}
          tabIndex={mode === value ? 0 : -1}
          data-state={mode === value ? 'on' : 'off'}
          onClick={() => choose(value)}
          aria-label={t(`theme.${value}`)}
          title={t(`theme.${value}`)}
          className="rounded-md p-1.5 text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=on]:bg-stone-200 data-[state=on]:text-stone-900 dark:text-stone-300 dark:hover:text-white dark:data-[state=on]:bg-stone-700 dark:data-[state=on]:text-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICONS[value]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
