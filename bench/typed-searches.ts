/**
 * What people type into the place search, in the app's three languages: the city, a district, and
 * a street address of the seeded buildings (seed-large.ts names them "<n> Bench Street",
 * "Тестовая улица, <n>" and "სატესტო ქუჩა <n>").
 */
export const TYPED_SEARCHES = [
  { lang: 'en', text: 'Tbilisi' },
  { lang: 'ru', text: 'Тбилиси' },
  { lang: 'ka', text: 'თბილისი' },
  { lang: 'en', text: 'Vake' },
  { lang: 'ru', text: 'Ваке' },
  { lang: 'ka', text: 'ვაკე' },
  { lang: 'en', text: '12 Bench Street' },
  { lang: 'ru', text: 'Тестовая улица 12' },
  { lang: 'ka', text: 'სატესტო ქუჩა 12' },
] as const;

/**
 * The queries the search box sends while `text` is typed: one per keystroke from the second
 * character on, trimmed as the box trims them (a typed space sends nothing new).
 */
export function typedPrefixes(text: string): string[] {
  const characters = Array.from(text);
  const prefixes: string[] = [];
  for (let length = 2; length <= characters.length; length++) {
    const prefix = characters.slice(0, length).join('').trim();
    if (prefix !== prefixes.at(-1)) prefixes.push(prefix);
  }
  return prefixes;
}

/** Suggestion requests for every prefix of every typed search, in typing order. */
export function suggestionPaths(apiPath: string): string[] {
  return TYPED_SEARCHES.flatMap(({ lang, text }) =>
    typedPrefixes(text).map((q) => `${apiPath}/places/suggestions?${new URLSearchParams({ q, lang })}`),
  );
}
