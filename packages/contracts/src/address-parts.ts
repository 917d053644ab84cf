/*
 * The parts of a typed address (issue 14), shared by the form and the server. No zod here: the
 * browser imports this module alone, and zod stays out of the pages' first-load JavaScript.
 */

/**
 * A house number: digits, then optionally a fraction or second number ("7/2", "12-1") and a letter
 * of any script ("12a", "12а", "12ა"), spaces around them allowed ("12 a", "7 / 2").
 */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}(?:\s*[/-]\s*\d{1,4})?(?:\s*\p{L})?$/u;

/** Tidies a house number: no inner spaces, "7 / 2" → "7/2", "12 a" → "12a". */
export function tidyHouseNumber(value: string): string {
  return value.trim().replace(/\s+/g, '');
}

/**
 * The address the parts make, as the building is named and normalised, in the convention of the
 * street's script (as the demo data writes them): "45 Vazha-Pshavela Avenue" (but "9 April Street
 * 5"), "проспект Важа-Пшавела, 45", "ვაჟა-ფშაველას გამზირი 45ა"; a block follows after a comma.
 * The server's normalisation reads the house number in any of these orders.
 */
export function composeAddress(parts: { street: string; houseNumber: string; block?: string | undefined }) {
  const street = parts.street
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,\s]+$/, '');
  const house = tidyHouseNumber(parts.houseNumber);
  const block = parts.block?.replace(/\s+/g, ' ').trim();
  const address = /[\u0400-\u04FF]/u.test(street)
    ? `${street}, ${house}`
    : /^[\p{Script=Latin}]/u.test(street)
      ? `${house} ${street}`
      : `${street} ${house}`;
  return block ? `${address}, ${block}` : address;
}
