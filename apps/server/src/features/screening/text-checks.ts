/**
 * Pure checks on user-written text, run at write time (docs/decisions/009-moderation.md):
 * personal data is masked before it is stored, advertising is detected, and texts are compared
 * for (near-)duplicates. Patterns cover English, Russian and Georgian writing habits.
 */

export const MASK = '[•••]';

export type PersonalDataKind = 'phone' | 'email' | 'id_number';
export type AdvertisingKind = 'link' | 'phone' | 'handle';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b(?:t\.me|wa\.me|vk\.com|instagram\.com|facebook\.com|fb\.me|ss\.ge|myhome\.ge|avito\.ru|cian\.ru|booking\.com|airbnb\.[a-z]+)(?:\/\S*)?|\b[a-z0-9][a-z0-9-]{1,62}\.(?:com|ge|ru|net|org|info|io|me|biz|site|online|shop|store|app|pro)\b(?:\/\S*)?/giu;
/** Telegram/Instagram-style handles, but not e-mail addresses (no word character before '@'). */
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z][a-z0-9_]{3,31}\b/giu;
/** A run of digits with the separators people type in numbers: spaces, dashes, dots, brackets. */
const DIGIT_RUN = /\+?\(?\d[\d\s().-]{6,22}\d/g;
/** Words that announce an identity document right before its number. */
const ID_CONTEXT =
  /(?:passport|personal (?:id|number)|\bid\b|паспорт\S*|личн\S* номер|инн|снилс|პასპორტ\S*|პირად\S* ნომერ\S*|პ\/ნ)\s*[:№#]?\s*$/iu;

function classifyDigits(run: string, before: string): PersonalDataKind | null {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return null;
  if (ID_CONTEXT.test(before)) return 'id_number';
  // A Georgian personal number is 11 digits written without separators; a Russian passport is
  // "45 10 123456". Phone numbers are written with a plus, brackets or groups.
  if (/^\d{11}$/.test(run) && !/^[78]9/.test(run)) return 'id_number';
  if (/^\d{2}\s\d{2}\s\d{6}$/.test(run)) return 'id_number';
  return 'phone';
}

export interface MaskResult {
  text: string;
  kinds: PersonalDataKind[];
}

/** Replaces e-mail addresses, phone numbers and ID numbers with MASK; says which kinds it found. */
export function maskPersonalData(text: string): MaskResult {
  const kinds = new Set<PersonalDataKind>();
  let masked = text.replace(EMAIL, () => {
    kinds.add('email');
    return MASK;
  });
  masked = masked.replace(DIGIT_RUN, (run, offset: number, whole: string) => {
    const kind = classifyDigits(run.trim(), whole.slice(Math.max(0, offset - 30), offset));
    if (!kind) return run;
    kinds.add(kind);
    return MASK;
  });
  return { text: masked, kinds: [...kinds].sort() };
}

/** Kinds of advertising in the text: links and social handles, and phone numbers. */
export function findAdvertising(text: string): AdvertisingKind[] {
  const kinds = new Set<AdvertisingKind>();
  const withoutEmails = text.replace(EMAIL, ' ');
  if (new RegExp(LINK.source, LINK.flags).test(withoutEmails)) kinds.add('link');
  if (new RegExp(HANDLE.source, HANDLE.flags).test(withoutEmails)) kinds.add('handle');
  for (const match of withoutEmails.matchAll(DIGIT_RUN)) {
    const before = withoutEmails.slice(Math.max(0, match.index - 30), match.index);
    if (classifyDigits(match[0].trim(), before) === 'phone') kinds.add('phone');
  }
  return [...kinds].sort();
}

/** Lower case, letters and digits only, single spaces: what two copies of a text share. */
export function normalizeForComparison(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function trigrams(text: string): Set<string> {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Jaccard similarity of character trigrams, 0–1; works the same for Latin, Cyrillic and Georgian. */
export function textSimilarity(a: string, b: string): number {
  const left = trigrams(normalizeForComparison(a));
  const right = trigrams(normalizeForComparison(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Below this many normalized characters a text is too short to call a copy ("Great flat"). */
export const DUPLICATE_MIN_LENGTH = 40;
export const NEAR_DUPLICATE_THRESHOLD = 0.75;

export type DuplicateMatch = { check: 'duplicate' | 'near_duplicate'; similarity: number };

export function compareTexts(text: string, other: string): DuplicateMatch | null {
  const a = normalizeForComparison(text);
  const b = normalizeForComparison(other);
  if (a.length < DUPLICATE_MIN_LENGTH || b.length < DUPLICATE_MIN_LENGTH) return null;
  if (a === b) return { check: 'duplicate', similarity: 1 };
  const similarity = textSimilarity(a, b);
  return similarity >= NEAR_DUPLICATE_THRESHOLD
    ? { check: 'near_duplicate', similarity: Math.round(similarity * 100) / 100 }
    : null;
}
