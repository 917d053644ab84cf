import {
  detectTextLanguage,
  isLocale,
  type Locale,
  STORAGE_KEYS,
  type TranslationAvailability,
  type TranslationItem,
  type TranslationProvider,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { type ElementType, useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { apiRequest } from './api';
import { useAuth } from './auth';
import { useI18n } from './i18n';

/**
 * The Translate control on reviews, comments and summary quotes written in another language than
 * the page's (issue 16). Only this small part is in every page's first load: the code that
 * translates (the browser's Translator API, the batched POST /translations) loads on first use.
 */

/** The providers the server configured, in order (root loader); empty: no control anywhere. */
function useProviderOrder(): TranslationProvider[] {
  const root = useRouteLoaderData('root') as { translation?: TranslationAvailability } | undefined;
  return root?.translation?.order ?? [];
}

/**
 * Whether a control can work here: a server provider always can; the on-device one only where the
 * browser has the Translator API (known after hydration, so the server renders without it).
 */
function useCanTranslate(): boolean {
  const order = useProviderOrder();
  const hasServer = order.some((p) => p !== 'device');
  const [hasDevice, setHasDevice] = useState(false);
  useEffect(() => {
    if (!hasServer && order.includes('device')) setHasDevice('Translator' in self);
  }, [hasServer, order]);
  return hasServer || hasDevice;
}

// "Always translate from X": this browser's choice (local storage), and the account's when signed in.
const listeners = new Set<() => void>();
let alwaysFrom: readonly Locale[] = [];
let loadedFromStorage = false;

function readStored(): readonly Locale[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.translateFrom) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocale) : [];
  } catch {
    return [];
  }
}

function snapshot(): readonly Locale[] {
  if (!loadedFromStorage) {
    loadedFromStorage = true;
    alwaysFrom = readStored();
  }
  return alwaysFrom;
}

const NOTHING: readonly Locale[] = [];

export function setAlwaysTranslateFrom(next: readonly Locale[]) {
  alwaysFrom = [...new Set(next)];
  loadedFromStorage = true;
  try {
    localStorage.setItem(STORAGE_KEYS.translateFrom, JSON.stringify(alwaysFrom));
  } catch {
    // Private mode: remembered for this page only.
  }
  for (const listener of listeners) listener();
}

let accountChecked: string | null = null;

/** The languages always translated; a signed-in reader's account adds its own on first use. */
function useAlwaysTranslateFrom(): readonly Locale[] {
  const { user } = useAuth();
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => NOTHING,
  );
  useEffect(() => {
    if (!user || accountChecked === user.id) return;
    accountChecked = user.id;
    apiRequest<{ alwaysFrom: Locale[] }>('/translations/preferences')
      .then((account) => {
        const merged = [...new Set([...snapshot(), ...account.alwaysFrom])];
        if (merged.length !== snapshot().length) setAlwaysTranslateFrom(merged);
      })
      .catch(() => {});
  }, [user]);
  return value;
}

type State =
  | { status: 'original' }
  | { status: 'loading' }
  | { status: 'translated'; text: string; provider: TranslationProvider }
  | { status: 'failed'; reason: 'timeout' | 'unavailable' | 'rateLimited' };

const linkButton =
  'rounded font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 dark:text-primary-300';

/**
 * A user-written text, with the Translate control when it is in another language than the page
 * and a provider is available. The stored original is shown unless the reader asks otherwise.
 */
export function TranslatableText({
  item,
  text,
  as: Tag = 'p',
  className,
  prefix = '',
  suffix = '',
}: {
  item: TranslationItem;
  text: string;
  as?: ElementType;
  className?: string;
  /** Typographic marks around the text (quotation marks of a quote). */
  prefix?: string;
  suffix?: string;
}) {
  const { locale, t } = useI18n();
  const canTranslate = useCanTranslate();
  const always = useAlwaysTranslateFrom();
  const order = useProviderOrder();
  const source = detectTextLanguage(text);
  const isForeign = source !== locale;
  const [state, setState] = useState<State>({ status: 'original' });
  const [translation, setTranslation] = useState<{ text: string; provider: TranslationProvider } | null>(
    null,
  );
  // Shown the original on purpose: the remembered choice does not override that tap.
  const [keepOriginal, setKeepOriginal] = useState(false);

  // A new text (an edit) or another page language starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of text or language
  useEffect(() => {
    setState({ status: 'original' });
    setTranslation(null);
    setKeepOriginal(false);
  }, [text, locale]);

  const translate = async () => {
    if (translation) {
      setState({ status: 'translated', ...translation });
      return;
    }
    setState({ status: 'loading' });
    const { requestTranslation } = await import('./translation-client');
    const result = await requestTranslation({ item, text, source, target: locale, order });
    if ('reason' in result) {
      setState({ status: 'failed', reason: result.reason });
    } else {
      setTranslation(result);
      setState({ status: 'translated', ...result });
    }
  };

  const wantsAutomatic = canTranslate && isForeign && always.includes(source) && !keepOriginal;
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per remembered choice
  useEffect(() => {
    if (wantsAutomatic && state.status === 'original') void translate();
  }, [wantsAutomatic]);

  const shown = state.status === 'translated' ? state.text : text;
  if (!canTranslate || !isForeign) {
    return (
      <Tag className={className} lang={source}>
        {prefix}
        {text}
        {suffix}
      </Tag>
    );
  }
  const isAlways = always.includes(source);
  const toggleAlways = async () => {
    const next = isAlways ? always.filter((l) => l !== source) : [...always, source];
    setAlwaysTranslateFrom(next);
    if (!isAlways) {
      setKeepOriginal(false);
      if (state.status !== 'translated') void translate();
    }
    const { saveAlwaysTranslateFrom } = await import('./translation-client');
    void saveAlwaysTranslateFrom(next);
  };

  return (
    <div data-translation={state.status} className="space-y-1">
      <Tag className={className} lang={state.status === 'translated' ? locale : source}>
        {prefix}
        {shown}
        {suffix}
      </Tag>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500 dark:text-stone-400">
        {state.status === 'translated' ? (
          <>
            <span data-testid="machine-translated">
              {t(`translation.from.${source}` as MessageKey)} ·{' '}
              {t(`translation.provider.${state.provider}` as MessageKey)}
            </span>
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setKeepOriginal(true);
                setState({ status: 'original' });
              }}
            >
              {t('translation.showOriginal')}
            </button>
            <button
              type="button"
              className={linkButton}
              aria-pressed={isAlways}
              onClick={() => void toggleAlways()}
            >
              {t(`translation.${isAlways ? 'alwaysOn' : 'always'}.${source}` as MessageKey)}
            </button>
          </>
        ) : state.status === 'loading' ? (
          <span role="status">{t('translation.translating')}</span>
        ) : (
          <button type="button" className={linkButton} onClick={() => void translate()}>
            {t(translation ? 'translation.showTranslation' : 'translation.translate')}
          </button>
        )}
        {state.status === 'failed' && (
          <span role="alert" className="text-red-700 dark:text-red-400">
            {t(`translation.failed.${state.reason}` as MessageKey)}
          </span>
        )}
      </div>
    </div>
  );
}
