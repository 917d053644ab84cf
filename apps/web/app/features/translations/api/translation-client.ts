import type { Locale, TranslationItem, TranslationProvider } from '@app/contracts';
import type { api as Api } from '../../../shared/lib/api-client';

/** ITEMS_PER_REQUEST: not imported, so that this lazy chunk shares no module with the page. */
const ITEMS_PER_REQUEST = 50;

/**
 * The translating half of the Translate control, loaded on first use (translation.tsx imports it
 * dynamically): the browser's on-device Translator API where it is offered and configured first,
 * else the server's POST /translations, which gets every text asked for in the same moment in one
 * request (a page that always translates Russian sends one, not one per comment).
 */
export type TranslationResult =
  | { text: string; provider: TranslationProvider }
  | { reason: 'timeout' | 'unavailable' | 'rateLimited' };

interface Request {
  item: TranslationItem;
  text: string;
  source: Locale;
  target: Locale;
  order: readonly TranslationProvider[];
}

/** The Translator API (Chrome 138+): feature-detected, its types are not in TypeScript's DOM lib yet. */
interface TranslatorInstance {
  translate(text: string): Promise<string>;
}
interface DownloadMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}
interface TranslatorApi {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<string>;
  create(options: {
    sourceLanguage: string;
    targetLanguage: string;
    monitor?(monitor: DownloadMonitor): void;
  }): Promise<TranslatorInstance>;
}

/** How far the browser has fetched a translation model (0…1), for the control that waits on it. */
const progressListeners = new Set<(loaded: number) => void>();
let downloading: number | null = null;
export function onModelDownload(listener: (loaded: number) => void) {
  progressListeners.add(listener);
  // A download that began before the control listened (the first event comes at once).
  if (downloading !== null) listener(downloading);
  return () => {
    progressListeners.delete(listener);
  };
}

const translators = new Map<string, Promise<TranslatorInstance | null>>();

/** An on-device translator for the pair, or null when the browser has none ready. */
function deviceTranslator(source: Locale, target: Locale): Promise<TranslatorInstance | null> {
  const key = `${source}:${target}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = (async () => {
      const api = (self as unknown as { Translator?: TranslatorApi }).Translator;
      if (!api) return null;
      const languages = { sourceLanguage: source, targetLanguage: target };
      // A model the browser can fetch is fetched (after the reader's tap), its progress shown.
      const availability = await api.availability(languages);
      if (availability === 'unavailable') return null;
      if (availability === 'available') return api.create(languages);
      return api.create({
        ...languages,
        monitor(monitor) {
          monitor.addEventListener('downloadprogress', (event) => {
            downloading = event.loaded < 1 ? event.loaded : null;
            for (const listener of progressListeners) listener(event.loaded);
          });
        },
      });
    })().catch(() => null);
    translators.set(key, translator);
  }
  return translator;
}

async function translateOnDevice(request: Request): Promise<TranslationResult | null> {
  const translator = await deviceTranslator(request.source, request.target);
  if (!translator) return null;
  try {
    const text = (await translator.translate(request.text)).trim();
    return text ? { text, provider: 'device' } : null;
  } catch {
    return null;
  }
}

interface Pending {
  item: TranslationItem;
  target: Locale;
  resolve(result: TranslationResult): void;
}

let queue: Pending[] = [];
let flushScheduled = false;

const sameItem = (a: TranslationItem, b: TranslationItem) =>
  a.kind === b.kind &&
  a.id === b.id &&
  (a.field ?? '') === (b.field ?? '') &&
  (a.quote ?? '') === (b.quote ?? '');

async function sendBatch(request: typeof Api, batch: Pending[]) {
  const target = batch[0]!.target;
  try {
    const answer = await request('POST /translations', { body: { items: batch.map((p) => p.item), target } });
    for (const pending of batch) {
      const done = answer.translations.find((t) => sameItem(t, pending.item));
      const failed = answer.failed.find((f) => sameItem(f, pending.item));
      if (done) pending.resolve({ text: done.text, provider: done.provider });
      else pending.resolve({ reason: failed?.reason === 'timeout' ? 'timeout' : 'unavailable' });
    }
  } catch (error) {
    const reason = (error as { status?: number }).status === 429 ? 'rateLimited' : 'unavailable';
    for (const pending of batch) pending.resolve({ reason });
  }
}

function flush(request: typeof Api) {
  flushScheduled = false;
  const pending = queue;
  queue = [];
  const byTarget = new Map<Locale, Pending[]>();
  for (const p of pending) byTarget.set(p.target, [...(byTarget.get(p.target) ?? []), p]);
  for (const group of byTarget.values()) {
    for (let i = 0; i < group.length; i += ITEMS_PER_REQUEST) {
      void sendBatch(request, group.slice(i, i + ITEMS_PER_REQUEST));
    }
  }
}

function translateOnServer(api: typeof Api, request: Request): Promise<TranslationResult> {
  return new Promise((resolve) => {
    queue.push({ item: request.item, target: request.target, resolve });
    if (!flushScheduled) {
      flushScheduled = true;
      // Every control that starts in this moment (a page load with a remembered choice) joins in.
      setTimeout(() => flush(api), 30);
    }
  });
}

/** Tries the providers in the configured order; the stored original is never touched. */
export async function requestTranslation(api: typeof Api, request: Request): Promise<TranslationResult> {
  let failure: TranslationResult = { reason: 'unavailable' };
  let serverTried = false;
  for (const provider of request.order) {
    if (provider === 'device') {
      const result = await translateOnDevice(request);
      if (result) return result;
    } else if (!serverTried) {
      serverTried = true;
      const result = await translateOnServer(api, request);
      if ('text' in result) return result;
      failure = result;
    }
  }
  return failure;
}
