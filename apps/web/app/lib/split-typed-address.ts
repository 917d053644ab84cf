import { HOUSE_NUMBER_PATTERN, tidyHouseNumber } from '@app/contracts';

/**
 * Splits what someone typed in the place search ("Vazha-Pshavela Avenue 45", "45 Pekini Avenue",
 * "ул. Пекина, д. 30а, кв. 12, Батуми", "ჭავჭავაძის გამზირი 12ა") into the fields of the
 * add-address step, so they only correct what is wrong. Like the server's normalisation it reads
 * the house number in front of or after the street, in any of the three scripts, keeps ordinals
 * ("2nd Lane", "9 April Street") in the street, and leaves what follows the house (a city, a
 * district) in `rest`. A guess, never a validation: the fields are checked on their own.
 */
export interface TypedAddressParts {
  street: string;
  /** "" when the text has none. */
  houseNumber: string;
  /** The flat (apartment) number when the text names one ("кв. 12", "apt 5", "ბინა 3"). */
  flat: string;
  /** The text after the house number's part: usually the city ("Batumi"). */
  rest: string;
}

const FLAT =
  /(?:^|[\s,])(?:кв\.?|квартира|apt\.?|apartment|flat|ბინა|ბ\.)\s*(?:№|#)?\s*([\p{L}\p{N}][\p{L}\p{N}/-]{0,11})(?=$|[\s,])/iu;
/** Words and signs that stand before a house number and are not part of the street. */
const NUMBER_WORDS = /^(?:№|#|no\.?|nr\.?|n|д\.?|дом|house|bldg\.?|სახლი|N)$/iu;
const NUMBER_SIGN = /^(?:№|#)/u;

const tidy = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;]+|[\s,;]+$/g, '')
    .trim();

const isHouseNumber = (token: string) => HOUSE_NUMBER_PATTERN.test(token.replace(NUMBER_SIGN, ''));

/** The house number in one comma-separated part: its index, or -1. Last place first ("9 April Street 5"). */
function houseIndex(tokens: readonly string[]): number {
  const last = tokens.length - 1;
  if (last >= 0 && isHouseNumber(tokens[last]!)) return last;
  if (last >= 1 && isHouseNumber(tokens[0]!)) return 0;
  return -1;
}

export function splitTypedAddress(text: string): TypedAddressParts {
  let source = text.normalize('NFKC').replace(/\s+/g, ' ');
  let flat = '';
  const flatMatch = FLAT.exec(source);
  if (flatMatch) {
    flat = flatMatch[1]!;
    source = source.slice(0, flatMatch.index) + source.slice(flatMatch.index + flatMatch[0].length);
  }
  // "7 / 2" and "12 a" are one number; a lone letter joins the number before it.
  source = source.replace(/(\d)\s*\/\s*(\d)/gu, '$1/$2').replace(/(\d)\s(\p{L})(?=$|[\s,])/gu, '$1$2');
  const parts = source.split(',').map((part) => part.trim().split(' ').filter(Boolean));
  for (let p = 0; p < parts.length; p++) {
    const tokens = parts[p]!;
    const index = houseIndex(tokens);
    if (index < 0) continue;
    const houseNumber = tidyHouseNumber(tokens[index]!.replace(NUMBER_SIGN, ''));
    const streetTokens = tokens.filter((_, i) => i !== index);
    // "д. 30", "№ 5": the word for "house" before the number is not the street's.
    if (index > 0 && NUMBER_WORDS.test(streetTokens.at(-1) ?? '')) streetTokens.pop();
    let street = tidy(streetTokens.join(' '));
    // "ул. Пекина, 30": the number has its own part, the street is the one before.
    if (!street && p > 0)
      street = tidy(
        parts
          .slice(0, p)
          .map((t) => t.join(' '))
          .join(', '),
      );
    const rest = tidy(
      parts
        .slice(p + 1)
        .map((t) => t.join(' '))
        .join(', '),
    );
    return { street, houseNumber, flat, rest };
  }
  const [first = [], ...others] = parts;
  return {
    street: tidy(first.join(' ')),
    houseNumber: '',
    flat,
    rest: tidy(others.map((t) => t.join(' ')).join(', ')),
  };
}

/** Whether a house number is one the server accepts (12, 12a, 12ა, 12а, 7/2). */
export function isValidHouseNumber(value: string): boolean {
  return HOUSE_NUMBER_PATTERN.test(value.trim());
}

/**
 * Whether the search should offer "Add ‹text› as a new address": the text names a street and a
 * house, and no suggested building has that house number (an apartment's flat number is not one:
 * "41 Pekini Avenue, apt. 45" is not house 45).
 */
export function isNewAddress(text: string, suggestions: readonly { kind: string; name: string }[]): boolean {
  const typed = splitTypedAddress(text);
  if (!typed.street || !/\p{L}/u.test(typed.street) || !typed.houseNumber) return false;
  const house = typed.houseNumber.toLowerCase();
  return !suggestions.some(
    (item) => item.kind === 'building' && splitTypedAddress(item.name).houseNumber.toLowerCase() === house,
  );
}
