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

/** Every distinct normalised form of a place's names, joined for one trigram index. */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    const normalized = normalizeText(part);
    if (normalized) seen.add(normalized);
  }
  return [...seen].join(' ');
}
