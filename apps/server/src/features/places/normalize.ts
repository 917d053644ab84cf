/**
 * Text normalisation for search: Unicode-compatible decomposition, diacritics dropped, lower case,
 * punctuation folded into single spaces. Cyrillic and Georgian letters pass through unchanged.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Between two names in `search_text`. Search matches words, so the bar is invisible to it (the
 * trigram index and word starts see only letters and digits); it lets the rank see whole names:
 * "Kiev" is one of Kyiv's names, not just a word of one.
 */
export const SEARCH_NAME_SEPARATOR = ' | ';

/** Every distinct normalised form of a place's names, one trigram-indexed text (see above). */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  for (const part of parts) {
    // A part may be an existing search text, whose names stay apart.
    for (const name of part?.split('|') ?? []) {
      const normalized = normalizeText(name);
      if (normalized) seen.add(normalized);
    }
  }
  return [...seen].join(SEARCH_NAME_SEPARATOR);
}
