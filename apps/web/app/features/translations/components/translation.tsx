import {
  detectTextLanguage,
  type Locale,
  STORAGE_KEYS,
  type TranslationAvailability,
  type TranslationItem,
} from '@app/contracts';
import * as React from 'react';
import {
  type ComponentType,
  type ElementType,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useRouteLoaderData } from 'react-router';
import { api } from '../../../shared/lib/api-client';
import { useI18n } from '../../../shared/lib/i18n';
import { useAuth } from '../../auth';
import type { TranslationControlProps } from './translation-control';

/**
 * The Translate control on reviews, comments and summary quotes written in another language than
 * the page's (issue 16). Only this small part is in the pages' first load (review pages have
 * little room in their budget): the control that translates, labels and remembers
 * (translation-control.tsx) loads on the first tap, or at once where the reader always has the
 * text's language translated.
 */

export interface TranslatableTextProps {
  item: TranslationItem;
  text: string;
  as?: ElementType;
  className?: string;
}

export interface TranslatableTextsProps {
  /** Texts of one author's one piece of writing (a review's aspects): one control for all of them. */
  texts: ReadonlyArray<{ item: TranslationItem; text: string }>;
  /** Draws the texts as shown (translated or the originals), `lang` for their lang attribute. */
  children(shown: readonly string[], lang: Locale): ReactNode;
}

// "Always translate from X": this browser's choice (local storage), and the account's when signed in.
// Kept as the stored text, a comma-separated list ("ru,ka"): language codes never overlap in it.
const listeners = new Set<() => void>();
let alwaysFrom: string | undefined;

function snapshot(): string {
  try {
    alwaysFrom ??= localStorage.getItem(STORAGE_KEYS.translateFrom) ?? '';
  } catch {
    alwaysFrom = '';
  }
  return alwaysFrom;
}

function setAlwaysTranslateFrom(next: Locale[]) {
  alwaysFrom = next.join(',');
  try {
    localStorage.setItem(STORAGE_KEYS.translateFrom, alwaysFrom);
  } catch {
    // Storage refused: remembered for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const hasTranslatorApi = () => 'Translator' in self;

/*
 * What the browser's on-device translator says of a pair ("available", "downloadable",
 * "downloading", "unavailable"), asked once per pair and page load: Chromium has no model for
 * Georgian, and a control that can only answer "Translation is not available" is not offered.
 */
const devicePairs = new Map<string, string>();
let devicePairsVersion = 0;

function askDevice(source: Locale, target: Locale) {
  const key = `${source}:${target}`;
  if (devicePairs.has(key)) return;
  devicePairs.set(key, 'asking');
  const settle = (answer: string) => {
    devicePairs.set(key, answer);
    devicePairsVersion += 1;
    for (const listener of listeners) listener();
  };
  const translator = (self as unknown as { Translator?: { availability(o: object): Promise<string> } })
    .Translator;
  if (!translator) return settle('unavailable');
  translator
    .availability({ sourceLanguage: source, targetLanguage: target })
    .then(settle, () => settle('unavailable'));
}

const deviceVersion = () => devicePairsVersion;
const noDevice = () => -1;
/** A model there, or one the browser can fetch (the control shows the download's progress). */
const DEVICE_CAN = ['available', 'downloadable', 'downloading'];
/** On the server (and while hydrating): no Translator API, no remembered choice. */
const onServer = () => '';

/**
 * Built as a chunk of its own (vite.config.ts, translationControlPlugin) and imported by URL: a
 * plain import() would add Vite's preload helper to the first load. The dev server serves the source.
 */
const loadControl = (buildId: string | null | undefined): Promise<ComponentType<TranslationControlProps>> =>
  import(
    /* @vite-ignore */ import.meta.env.DEV
      ? '/app/features/translations/components/translation-control.tsx'
      : `/assets/translation-control-${buildId}.js`
  ).then((module: typeof import('./translation-control')) => module.TranslationControl);

/**
 * A user-written text, with the Translate control when it is in another language than the page
 * and a provider is available: one on the server, or the browser's own Translator API (known after
 * hydration). The stored original is shown unless the reader asks otherwise.
 */
export function TranslatableText(props: TranslatableTextProps) {
  const { as: Tag = 'p', className, item, text } = props;
  return (
    <Translatable texts={[{ item, text }]}>
      {(shown, lang) => (
        <Tag className={className} lang={lang}>
          {shown[0]}
        </Tag>
      )}
    </Translatable>
  );
}

/**
 * All the texts of one review under one Translate control (issue 33: one per review, not one per
 * aspect), above them; their language is the one they are mostly written in.
 */
export function TranslatableTexts(props: TranslatableTextsProps) {
  return <Translatable {...props} controlsFirst />;
}

function Translatable(props: TranslatableTextsProps & { controlsFirst?: boolean }) {
  const { texts, children: render } = props;
  const { locale, t } = useI18n();
  const { user } = useAuth();
  const root = useRouteLoaderData('root') as
    | { translation?: TranslationAvailability; buildId?: string | null }
    | undefined;
  const order = root?.translation?.order ?? [];
  const hasDevice = useSyncExternalStore<boolean | string>(subscribe, hasTranslatorApi, onServer);
  const [loaded, setLoaded] = useState<{ Control: ComponentType<TranslationControlProps>; start: boolean }>();
  const always = useSyncExternalStore(subscribe, snapshot, onServer);
  const source = detectTextLanguage(texts.map((x) => x.text).join('\n'));
  useSyncExternalStore(subscribe, deviceVersion, noDevice);
  const asksDevice = Boolean(hasDevice) && source !== locale && order.includes('device');
  useEffect(() => {
    if (asksDevice) askDevice(source, locale);
  }, [asksDevice, source, locale]);
  const deviceCan = asksDevice && DEVICE_CAN.includes(devicePairs.get(`${source}:${locale}`) ?? '');
  const isForeign = source !== locale && order.some((p) => p !== 'device' || deviceCan);
  // A tap passes its click event (start: translate at once); the effect below passes nothing.
  // A tap that lands while the account's load (no tap) is under way must not be lost to it.
  const load = (tap?: unknown) =>
    loadControl(root?.buildId).then((Control) =>
      setLoaded((before) => ({ Control, start: Boolean(tap) || Boolean(before?.start) })),
    );

  // A signed-in reader's account may always translate this language: the control asks it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is the same every render
  useEffect(() => {
    if (isForeign && (user || always.includes(source))) load();
  }, [isForeign, user, always, source]);

  if (isForeign && loaded) {
    return (
      <loaded.Control
        texts={texts}
        render={render}
        controlsFirst={props.controlsFirst}
        start={loaded.start}
        source={source}
        target={locale}
        t={t}
        order={order}
        always={always}
        user={user?.id}
        remember={setAlwaysTranslateFrom}
        api={api}
        react={React}
      />
    );
  }
  const original = render(
    texts.map((x) => x.text),
    source,
  );
  if (!isForeign) return original;
  const button = (
    <button
      type="button"
      className="text-xs text-primary-700 hover:underline dark:text-primary-300"
      onClick={load}
    >
      {t('translation.translate')}
    </button>
  );
  return props.controlsFirst ? (
    <div className="space-y-1">
      {button}
      {original}
    </div>
  ) : (
    <>
      {original}
      {button}
    </>
  );
}
