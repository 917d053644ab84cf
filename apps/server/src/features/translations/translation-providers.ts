import type { Locale } from '@app/contracts';
import type { TranslationConfig } from '../../config.ts';

/**
 * The server's translation providers: the OpenAI-compatible model configured for summaries, and a
 * LibreTranslate-compatible API. Each receives the text alone (as stored: contacts already masked)
 * and the two language codes; never an author, an id or anything else about the reader or writer.
 */
export type ServerProvider = 'model' | 'libretranslate';

export class TranslationProviderError extends Error {
  override name = 'TranslationProviderError';
  readonly reason: 'timeout' | 'unavailable';
  constructor(reason: 'timeout' | 'unavailable', message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Russian',
  ka: 'Georgian (Mkhedruli script)',
};

/** The placeholder moderation puts where a phone number or e-mail address was (text-checks.ts). */
const MASK = '[•••]';

/** The instructions the model gets; the user message is the text and nothing else. */
export function translationPrompt(source: Locale, target: Locale): string {
  return [
    `Translate the user's message from ${LANGUAGE_NAMES[source]} to ${LANGUAGE_NAMES[target]}.`,
    'It is a tenant review of a rented flat or its comment. Keep the meaning and tone; do not add or drop anything.',
    'Keep names of people, streets, buildings and places, addresses, numbers, dates, amounts and currencies exactly as written.',
    `Keep every ${MASK} exactly as it is: it stands for a hidden contact.`,
    'Answer with the translation only: no quotes, no notes, no explanations.',
  ].join('\n');
}

async function post(url: string, body: unknown, headers: Record<string, string>, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'TimeoutError') {
      throw new TranslationProviderError('timeout', 'timeout', { cause });
    }
    throw new TranslationProviderError('unavailable', 'unreachable', { cause });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new TranslationProviderError('unavailable', `status ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'TimeoutError') {
      throw new TranslationProviderError('timeout', 'timeout', { cause });
    }
    throw new TranslationProviderError('unavailable', 'not JSON', { cause });
  }
}

/** A translation has to look like one: not empty, not many times longer than the text, masks kept. */
function checkTranslation(original: string, translated: unknown): string {
  if (typeof translated !== 'string') throw new TranslationProviderError('unavailable', 'no text');
  const text = translated.trim();
  if (text === '') throw new TranslationProviderError('unavailable', 'empty translation');
  if (text.length > original.length * 4 + 200) throw new TranslationProviderError('unavailable', 'too long');
  // A hidden contact stays hidden: the provider never saw it, and must not invent one in its place.
  if (text.split(MASK).length !== original.split(MASK).length) {
    throw new TranslationProviderError('unavailable', 'masked contacts not kept');
  }
  return text;
}

export async function translateWithModel(
  config: NonNullable<TranslationConfig['model']>,
  text: string,
  languages: { source: Locale; target: Locale },
  timeoutMs: number,
): Promise<string> {
  const body = (await post(
    `${config.url}/chat/completions`,
    {
      model: config.model,
      messages: [
        { role: 'system', content: translationPrompt(languages.source, languages.target) },
        { role: 'user', content: text },
      ],
      temperature: 0,
      max_tokens: Math.min(4000, Math.ceil(text.length * 2) + 200),
    },
    config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    timeoutMs,
  )) as { choices?: Array<{ message?: { content?: unknown } }> } | null;
  return checkTranslation(text, body?.choices?.[0]?.message?.content);
}

export async function translateWithLibreTranslate(
  config: NonNullable<TranslationConfig['libretranslate']>,
  text: string,
  languages: { source: Locale; target: Locale },
  timeoutMs: number,
): Promise<string> {
  const body = (await post(
    `${config.url}/translate`,
    {
      q: text,
      source: languages.source,
      target: languages.target,
      format: 'text',
      ...(config.apiKey ? { api_key: config.apiKey } : {}),
    },
    {},
    timeoutMs,
  )) as { translatedText?: unknown } | null;
  return checkTranslation(text, body?.translatedText);
}

/**
 * Tries the configured server providers in order; the first usable answer wins. The failure
 * reported is a timeout when any provider timed out, so the reader hears the reason most likely.
 */
export async function translateWithProviders(
  config: TranslationConfig,
  text: string,
  languages: { source: Locale; target: Locale },
): Promise<{ text: string; provider: ServerProvider }> {
  let failure: TranslationProviderError | null = null;
  for (const provider of config.order) {
    try {
      if (provider === 'model' && config.model) {
        return { text: await translateWithModel(config.model, text, languages, config.timeoutMs), provider };
      }
      if (provider === 'libretranslate' && config.libretranslate) {
        return {
          text: await translateWithLibreTranslate(config.libretranslate, text, languages, config.timeoutMs),
          provider,
        };
      }
    } catch (error) {
      if (!(error instanceof TranslationProviderError)) throw error;
      if (failure?.reason !== 'timeout') failure = error;
    }
  }
  throw failure ?? new TranslationProviderError('unavailable', 'no server provider configured');
}

/** Whether the server itself can translate (the browser's on-device model aside). */
export const hasServerProvider = (config: TranslationConfig) =>
  config.order.some((provider) => provider !== 'device');
