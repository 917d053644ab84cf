/*
 * Control characters in request text (issue 31, finding 1): PostgreSQL refuses U+0000, so a text
 * field that reached the database in one branch of an operation and not in another answered
 * differently (sign-up told a known address from a new one by a NUL in the name). Every string a
 * request carries is checked once, before its schema, and refused the same way on every path.
 */

/**
 * The C0 controls but tab, newline and carriage return, DEL, and a surrogate half without its
 * pair (`\p{Cs}` with the u flag matches only an unpaired one).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The dotted path of the first string (or object key) in `value` with a control character: ''
 * for `value` itself, null when there is none. Nested arrays and objects are read to `maxDepth`.
 */
export function findControlCharacters(value: unknown, path = '', maxDepth = 8): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (maxDepth <= 0 || value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return at;
    const found = findControlCharacters(item, at, maxDepth - 1);
    if (found !== null) return found;
  }
  return null;
}
