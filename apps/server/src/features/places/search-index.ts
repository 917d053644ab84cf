import type { PlaceKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PlaceRow, queryRows } from './place-queries.ts';

/*
 * The search's keystroke path in memory (issue 29, docs/search.md "The in-memory index"). Every
 * public place (cities, districts, and homes with a published review that nobody hid) is one
 * entry: its fields in parallel arrays, and two word indexes, of its search text and of its loose
 * spelling. A word index is the sorted list of every distinct word with the entries holding it,
 * the entries of all words in one typed array in the words' order, so the words starting with a
 * prefix are one binary search and their entries one contiguous slice. Entries are numbered by
 * how well they rank without the query (kind, population, reviews), so a capped read of a long
 * street keeps its best homes. Changes after the build live in a small list searched in full, and
 * the replaced entries are marked dead; past DELTA_REBUILD changes the index is built again.
 *
 * It is kept current from `place_search_changes` (migration 0031), which a trigger on `places`
 * fills whoever writes: before answering, a search older than the freshness interval (or after a
 * write announced on this instance or through Redis) reads the changes since its last read.
 */

export const KIND_CODES: readonly PlaceKind[] = ['city', 'district', 'building', 'apartment'];

/** A place as the index loads it: place-queries' columns and the loose spelling. */
export type IndexedPlaceRow = Pick<
  PlaceRow,
  | 'id'
  | 'kind'
  | 'parent_id'
  | 'city_id'
  | 'district_id'
  | 'name_en'
  | 'name_ru'
  | 'name_ka'
  | 'country_code'
  | 'population'
  | 'review_count'
  | 'lat'
  | 'lng'
  | 'normalized_address'
  | 'search_text'
> & { search_loose: string | null };

/** The ranking's part that does not depend on the query (suggest-places.ts `rank`). */
export function staticScore(kind: PlaceKind, population: number, reviewCount: number): number {
  const kindWeight = kind === 'district' ? 0.35 : kind === 'city' ? 0.25 : kind === 'building' ? 0.15 : 0.05;
  return kindWeight + Math.max(0, Math.log10(population + 1) - 3) * 0.1 + Math.log(reviewCount + 1) * 0.08;
}

/** The words of a search text (its name separators left out). */
function wordsOf(text: string): string[] {
  return text.split(' ').filter((word) => word !== '' && word !== '|');
}

/** Whether a word of `text` starts with `term` (the SQL `text like 't%' or text like '% t%'`). */
export function hasWordStart(text: string, term: string): boolean {
  return text.startsWith(term) || text.includes(` ${term}`);
}

/** Whether `term` stands in `text` as whole words (`' ' || text || ' ' like '% t %'`). */
export function hasWholeWords(text: string, term: string): boolean {
  return ` ${text} `.includes(` ${term} `);
}

/**
 * Whether two words are at most one edit apart: a letter left out, added, replaced, or two
 * neighbours swapped ("tbilsi" and "tbilisi", "vkae" and "vake"): the typo tier's test, in any script.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length > b.length) return sameFrom(a, i + 1, b, i);
  if (a.length < b.length) return sameFrom(a, i, b, i + 1);
  return (
    sameFrom(a, i + 1, b, i + 1) ||
    (a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      sameFrom(a, i + 2, b, i + 2))
  );
}

/** Whether `a` from `ai` on is `b` from `bi` on (no slices: the typo tier compares many words). */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  for (; ai < a.length; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** First index in sorted `words` not below `key`. */
function lowerBound(words: readonly string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The highest code unit: every word starting with a prefix sorts below prefix + this. */
const PAST_PREFIX = '\uffff';

/** Sorted distinct words and, contiguous in the words' order, the entries holding each. */
class WordIndex {
  readonly words: string[];
  readonly starts: Int32Array;
  readonly postings: Int32Array;

  constructor(texts: readonly (string | null)[]) {
    const byWord = new Map<string, number[]>();
    for (let entry = 0; entry < texts.length; entry++) {
      const text = texts[entry];
      if (!text) continue;
      for (const word of new Set(wordsOf(text))) {
        let list = byWord.get(word);
        if (!list) {
          list = [];
          byWord.set(word, list);
        }
        list.push(entry);
      }
    }
    // The default order compares UTF-16 code units, as lowerBound does.
    this.words = [...byWord.keys()].sort();
    this.starts = new Int32Array(this.words.length + 1);
    let total = 0;
    for (const list of byWord.values()) total += list.length;
    this.postings = new Int32Array(total);
    let at = 0;
    for (let i = 0; i < this.words.length; i++) {
      this.starts[i] = at;
      // Entries were visited in order: each list is ascending.
      for (const entry of byWord.get(this.words[i]!)!) this.postings[at++] = entry;
    }
    this.starts[this.words.length] = at;
  }

  /** The words' positions by length, made on the first typo lookup. */
  private byLength: Map<number, number[]> | null = null;

  /** The words at most one edit from `word` (withinOneEdit), itself too when it is one. */
  near(word: string): string[] {
    if (!this.byLength) {
      const byLength = new Map<number, number[]>();
      this.words.forEach((known, at) => {
        const list = byLength.get(known.length) ?? [];
        list.push(at);
        byLength.set(known.length, list);
      });
      this.byLength = byLength;
    }
    const found: string[] = [];
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const at of this.byLength.get(length) ?? []) {
        if (withinOneEdit(word, this.words[at]!)) found.push(this.words[at]!);
      }
    }
    return found;
  }

  /** The postings' slice [from, to) of the words equal to `word`, or starting with it. */
  range(word: string, prefix: boolean): [number, number] {
    const lo = lowerBound(this.words, word);
    const hi = prefix ? lowerBound(this.words, word + PAST_PREFIX) : this.words[lo] === word ? lo + 1 : lo;
    return [this.starts[lo]!, this.starts[hi]!];
  }
}

export interface IndexLookup {
  /** The normalised text to find at a word's start (or as whole words, with `wholeWords`). */
  term: string;
  field: 'text' | 'loose';
  wholeWords?: boolean;
  /** Which entries may be taken at all (kind, scope). */
  accept: (entry: number) => boolean;
  /** At most this many buildings and apartments, the best ranked without the query first. */
  homeCap: number;
}

const HOME_KIND_CODE_MIN = 2;

/** The public places in memory; entries are numbers, their fields read with the accessors. */
export class PlaceSearchIndex {
  readonly ids: string[] = [];
  readonly kinds: PlaceKind[] = [];
  readonly parentIds: (string | null)[] = [];
  readonly cityIds: (string | null)[] = [];
  readonly districtIds: (string | null)[] = [];
  readonly namesEn: string[] = [];
  readonly namesRu: string[] = [];
  readonly namesKa: string[] = [];
  /** The names in lower case, as the ranking compares them with the text typed. */
  readonly lowerNamesEn: string[] = [];
  readonly lowerNamesRu: string[] = [];
  readonly lowerNamesKa: string[] = [];
  readonly countryCodes: (string | null)[] = [];
  readonly populations: number[] = [];
  readonly reviewCounts: number[] = [];
  readonly lats: number[] = [];
  readonly lngs: number[] = [];
  readonly addresses: (string | null)[] = [];
  readonly texts: string[] = [];
  readonly looseTexts: (string | null)[] = [];
  private readonly kindCodes: number[] = [];
  private alive: Uint8Array;
  private readonly byId = new Map<string, number>();
  /** Public apartments by their building's id (the exact-house read takes a house's flats). */
  private readonly flatsByBuilding = new Map<string, number[]>();
  private readonly text: WordIndex;
  private readonly loose: WordIndex;
  /** Entries at and past this number came after the build: searched one by one. */
  private readonly built: number;
  /** Marks of one lookup (cleared after it), and a reused list. */
  private readonly marks: Uint8Array;
  /** Whole answers of the search (suggest-places.ts), by query, until the index changes. */
  private readonly answers = new Map<string, unknown>();
  /** Counts the changes: an answer computed across one is not kept. */
  private changes = 0;
  /** largestCity's answers, with the number of entries they were found among. */
  private readonly largestCities = new Map<string, { size: number; entry: number | null }>();

  constructor(rows: readonly IndexedPlaceRow[]) {
    const scores = rows.map((row) => staticScore(row.kind, Number(row.population), Number(row.review_count)));
    const order = rows.map((_, i) => i);
    order.sort((a, b) => scores[b]! - scores[a]! || (rows[a]!.id < rows[b]!.id ? -1 : 1));
    const ordered = order.map((i) => rows[i]!);
    this.alive = new Uint8Array(Math.max(16, ordered.length * 2));
    for (const row of ordered) this.append(row);
    this.built = ordered.length;
    this.text = new WordIndex(this.texts);
    this.loose = new WordIndex(this.looseTexts);
    this.marks = new Uint8Array(this.built);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Changes applied since the build (a rebuild is due past a few thousand). */
  get delta(): number {
    return this.ids.length - this.built;
  }

  entryOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  isHome(entry: number): boolean {
    return this.kindCodes[entry]! >= HOME_KIND_CODE_MIN;
  }

  private append(row: IndexedPlaceRow): void {
    const entry = this.ids.length;
    if (entry >= this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.ids.push(row.id);
    this.kinds.push(row.kind);
    this.kindCodes.push(KIND_CODES.indexOf(row.kind));
    this.parentIds.push(row.parent_id);
    this.cityIds.push(row.city_id);
    this.districtIds.push(row.district_id);
    this.namesEn.push(row.name_en);
    this.namesRu.push(row.name_ru);
    this.namesKa.push(row.name_ka);
    this.lowerNamesEn.push(row.name_en.toLowerCase());
    this.lowerNamesRu.push(row.name_ru.toLowerCase());
    this.lowerNamesKa.push(row.name_ka.toLowerCase());
    this.countryCodes.push(row.country_code);
    this.populations.push(Number(row.population));
    this.reviewCounts.push(Number(row.review_count));
    this.lats.push(Number(row.lat));
    this.lngs.push(Number(row.lng));
    this.addresses.push(row.normalized_address);
    this.texts.push(row.search_text);
    this.looseTexts.push(row.search_loose);
    this.alive[entry] = 1;
    this.byId.set(row.id, entry);
    if (row.kind === 'apartment' && row.parent_id) {
      const flats = this.flatsByBuilding.get(row.parent_id) ?? [];
      flats.push(entry);
      this.flatsByBuilding.set(row.parent_id, flats);
    }
  }

  /**
   * The answer kept for `key` since the index last changed (a place put in, changed or taken out
   * empties them all), or undefined. Kept answers are shared: callers copy before changing them.
   */
  keptAnswer<T>(key: string): T | undefined {
    const kept = this.answers.get(key);
    if (kept === undefined) return undefined;
    // Least recently used first: a hit moves to the end.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept as T;
  }

  /** The index's changes so far, to give keepAnswer. */
  get changeCount(): number {
    return this.changes;
  }

  /** Keeps an answer computed since `changeCount` was `since` (dropped if the index changed meanwhile). */
  keepAnswer(key: string, answer: unknown, since: number): void {
    if (PlaceSearchIndex.answersKept <= 0 || since !== this.changes) return;
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > PlaceSearchIndex.answersKept) {
      this.answers.delete(this.answers.keys().next().value!);
    }
  }

  /** How many answers are kept (the texts typed most: "Tb", "Ва", "ვა" by everyone). */
  static answersKept = 512;

  /** Takes a place out (deleted, hidden, or no longer public). */
  remove(id: string): void {
    this.answers.clear();
    this.changes++;
    const entry = this.byId.get(id);
    if (entry === undefined) return;
    this.alive[entry] = 0;
    this.byId.delete(id);
    this.largestCities.clear();
    const parent = this.parentIds[entry];
    if (this.kinds[entry] === 'apartment' && parent) {
      const flats = this.flatsByBuilding.get(parent)?.filter((flat) => flat !== entry);
      if (flats && flats.length > 0) this.flatsByBuilding.set(parent, flats);
      else this.flatsByBuilding.delete(parent);
    }
  }

  /** Puts a place in as it is now (a new entry; the one it replaces is taken out). */
  upsert(row: IndexedPlaceRow): void {
    // remove() forgets the kept answers, a new place's id too.
    this.remove(row.id);
    this.append(row);
  }

  /** A city's or district's row as place-queries reads it (an area has no home's fields). */
  areaRow(entry: number): PlaceRow {
    return {
      id: this.ids[entry]!,
      kind: this.kinds[entry]!,
      parent_id: this.parentIds[entry]!,
      city_id: this.cityIds[entry]!,
      district_id: this.districtIds[entry]!,
      name_en: this.namesEn[entry]!,
      name_ru: this.namesRu[entry]!,
      name_ka: this.namesKa[entry]!,
      country_code: this.countryCodes[entry]!,
      population: this.populations[entry]!,
      review_count: this.reviewCounts[entry]!,
      lat: this.lats[entry]!,
      lng: this.lngs[entry]!,
      building_type: null,
      apartment_number: null,
      normalized_address: this.addresses[entry]!,
      search_text: this.texts[entry]!,
      hidden_at: null,
    };
  }

  /**
   * search-scope's findAreaNamed in memory: the city (or, inside `cityId`, the district) one of
   * whose names is `loose` in the loose spelling, in `homeCountry` first, then the most populous.
   */
  findAreaNamed(
    loose: string,
    options: { cityId: string | null; countryCode: string | null; homeCountry: string },
  ): PlaceRow | null {
    if (!loose) return null;
    const kind = options.cityId ? 'district' : 'city';
    const found = this.find({
      term: loose,
      field: 'loose',
      wholeWords: true,
      homeCap: 0,
      accept: (entry) =>
        this.kinds[entry] === kind &&
        (!options.cityId || this.cityIds[entry] === options.cityId) &&
        (!options.countryCode || this.countryCodes[entry] === options.countryCode),
    });
    // The SQL's order: local first, then the most populous, then the id.
    const isLocal = (entry: number) => Number(this.countryCodes[entry] === options.homeCountry);
    const before = (a: number, b: number) =>
      isLocal(a) - isLocal(b) ||
      this.populations[a]! - this.populations[b]! ||
      (this.ids[a]! < this.ids[b]! ? 1 : -1);
    let best: number | null = null;
    for (const entry of found) {
      if (!`| ${this.looseTexts[entry]} |`.includes(`| ${loose} |`)) continue;
      if (best === null || before(entry, best) > 0) best = entry;
    }
    return best === null ? null : this.areaRow(best);
  }

  /** The most populous city of a country (the typed address's default city), kept until the index changes. */
  largestCity(countryCode: string): PlaceRow | null {
    const kept = this.largestCities.get(countryCode);
    if (kept && kept.size === this.ids.length) return kept.entry === null ? null : this.areaRow(kept.entry);
    let best: number | null = null;
    for (let entry = 0; entry < this.ids.length; entry++) {
      if (this.alive[entry] !== 1 || this.kinds[entry] !== 'city' || this.countryCodes[entry] !== countryCode)
        continue;
      if (
        best === null ||
        this.populations[entry]! > this.populations[best]! ||
        (this.populations[entry] === this.populations[best] && this.ids[entry]! < this.ids[best]!)
      )
        best = entry;
    }
    this.largestCities.set(countryCode, { size: this.ids.length, entry: best });
    return best === null ? null : this.areaRow(best);
  }

  /** The public flats of a building. */
  flatsOf(buildingId: string): readonly number[] {
    return this.flatsByBuilding.get(buildingId) ?? [];
  }

  /**
   * The typo tier's candidates: the entries whose text has a word at most one edit from `word`
   * (withinOneEdit), that `accept` takes, with at most `homeCap` homes, best first. Each near word
   * once (a word with thousands of homes reads only its capped best).
   */
  findNear(word: string, lookup: Pick<IndexLookup, 'accept' | 'homeCap'>): number[] {
    const found = new Set<number>();
    for (const near of this.text.near(word)) {
      // Whole words: the entries after the build are checked below, with every near word.
      for (const entry of this.find({ term: near, field: 'text', wholeWords: true, ...lookup })) {
        if (entry < this.built) found.add(entry);
      }
    }
    for (let entry = this.built; entry < this.ids.length; entry++) {
      if (this.alive[entry] !== 1 || !lookup.accept(entry)) continue;
      if (wordsOf(this.texts[entry] ?? '').some((known) => withinOneEdit(word, known))) found.add(entry);
    }
    return [...found];
  }

  /**
   * The entries whose text (or loose text) has a word starting with `term` (or holds it as whole
   * words), that `accept` takes, with at most `homeCap` homes: areas in full, homes best first.
   */
  find(lookup: IndexLookup): number[] {
    const { term, accept } = lookup;
    const words = wordsOf(term);
    if (words.length === 0) return [];
    const index = lookup.field === 'text' ? this.text : this.loose;
    const texts = lookup.field === 'text' ? this.texts : this.looseTexts;
    // One word: its postings are the answer, no text to check.
    const checked = words.length > 1;
    const matches = (entry: number) => {
      if (!checked) return true;
      const text = texts[entry];
      if (!text) return false;
      return lookup.wholeWords ? hasWholeWords(text, term) : hasWordStart(text, term);
    };
    // The narrowest word: those before the last are whole, the last is a prefix unless whole
    // words are asked for (a term ending in the middle of a word cannot match whole words).
    let best: [number, number] | null = null;
    for (let i = 0; i < words.length; i++) {
      const range = index.range(words[i]!, i === words.length - 1 && !lookup.wholeWords);
      if (!best || range[1] - range[0] < best[1] - best[0]) best = range;
    }
    const [from, to] = best!;
    const found: number[] = [];
    let homes = 0;
    const take = (entry: number) => {
      if (this.alive[entry] !== 1) return;
      const isHome = this.kindCodes[entry]! >= HOME_KIND_CODE_MIN;
      if (isHome && homes >= lookup.homeCap) return;
      if (!accept(entry) || !matches(entry)) return;
      if (isHome) homes++;
      found.push(entry);
    };
    const { postings } = index;
    if (to - from <= 4096) {
      const entries = Array.from(postings.subarray(from, to)).sort((a, b) => a - b);
      let previous = -1;
      for (const entry of entries) {
        if (entry !== previous) take(entry);
        previous = entry;
      }
    } else {
      // Too many to sort: mark them, then read the marks in entry order.
      const { marks } = this;
      let low = this.built;
      let high = -1;
      for (let at = from; at < to; at++) {
        const entry = postings[at]!;
        marks[entry] = 1;
        if (entry < low) low = entry;
        if (entry > high) high = entry;
      }
      for (let entry = low; entry <= high; entry++) {
        if (marks[entry] === 1) take(entry);
      }
      marks.fill(0, low, high + 1);
    }
    // Entries after the build are in no postings: their texts are checked one by one.
    for (let entry = this.built; entry < this.ids.length; entry++) {
      const text = texts[entry];
      if (!text) continue;
      if (lookup.wholeWords ? hasWholeWords(text, term) : hasWordStart(text, term)) take(entry);
    }
    return found;
  }
}

/** The columns the index keeps, and which places it keeps: the public ones. */
const INDEXED_COLUMNS = sql.raw(
  'p.id, p.kind, p.parent_id, p.city_id, p.district_id, p.name_en, p.name_ru, p.name_ka, p.country_code, ' +
    'p.population, p.review_count, p.lat, p.lng, p.normalized_address, p.search_text, p.search_loose',
);
const IS_PUBLIC = sql.raw("(p.kind in ('city', 'district') or (p.review_count > 0 and p.hidden_at is null))");

/** Rows read per query while building (keyset by id). */
const BUILD_BATCH = 20_000;
/** More changes than this at once (an import) are applied by building again. */
const MAX_CHANGES_APPLIED = 5_000;
/** Changes applied since the build past which the index is built again, in the background. */
const DELTA_REBUILD = 20_000;
/** The change log's rows are kept this long; an instance further behind builds again. */
const CHANGE_LOG_KEPT_MS = 60 * 60_000;
/** How long after a failed build (the database away) the next is tried. */
const BUILD_RETRY_MS = 30_000;
/** How often an instance deletes the log's old rows. */
const PRUNE_EVERY_MS = 10 * 60_000;

async function snapshotXmin(db: Pick<Db, 'execute'>): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return row!.xmin;
}

/** Every public place, by keyset in batches. */
export async function loadIndexedPlaces(db: Pick<Db, 'execute'>): Promise<IndexedPlaceRow[]> {
  const rows: IndexedPlaceRow[] = [];
  let after: string | null = null;
  for (;;) {
    const batch: IndexedPlaceRow[] = await queryRows<IndexedPlaceRow>(
      db,
      sql`select ${INDEXED_COLUMNS} from places p
          where ${IS_PUBLIC} ${after ? sql`and p.id > ${after}::uuid` : sql``}
          order by p.id limit ${BUILD_BATCH}`,
    );
    rows.push(...batch);
    if (batch.length < BUILD_BATCH) return rows;
    after = batch.at(-1)!.id;
  }
}

export interface SearchIndexOptions {
  /**
   * How old the index may be when a search reads it: older, the search first reads the changes
   * (one indexed query). 0 reads them before every search (tests, PGlite).
   */
  freshnessMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The index of one instance, with its upkeep: built in the background on first use, answered
 * from PostgreSQL until then and while a rebuild runs, kept current from the change log.
 */
export class SearchIndexHolder {
  private index: PlaceSearchIndex | null = null;
  /** The oldest transaction not visible when the changes were last read. */
  private xmin: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private dirty = false;
  /** When a build last failed: the next is tried BUILD_RETRY_MS later, not on every search. */
  private failedAt = Number.NEGATIVE_INFINITY;
  private building: Promise<void> | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly db: Db;
  private readonly options: SearchIndexOptions;

  constructor(db: Db, options: SearchIndexOptions) {
    this.db = db;
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** A write on this instance (or announced by another) may have changed places. */
  markChanged(): void {
    this.dirty = true;
  }

  /** Builds the index; resolves once it is built (or failed to be). */
  build(): Promise<void> {
    if (!this.building) {
      this.building = (async () => {
        const xmin = await snapshotXmin(this.db);
        const rows = await loadIndexedPlaces(this.db);
        this.index = new PlaceSearchIndex(rows);
        this.xmin = xmin;
        this.checkedAt = Number.NEGATIVE_INFINITY;
      })()
        .catch((error) => {
          this.index = null;
          this.failedAt = this.now();
          this.options.onError?.(error);
        })
        .finally(() => {
          this.building = null;
        });
    }
    return this.building;
  }

  /**
   * The index, current within the freshness interval, or null while it is being built (the
   * caller answers from PostgreSQL). The first call starts the build.
   */
  async current(): Promise<PlaceSearchIndex | null> {
    if (!this.index) {
      if (this.now() - this.failedAt >= BUILD_RETRY_MS) void this.build();
      return null;
    }
    if (this.dirty || this.now() - this.checkedAt >= this.options.freshnessMs) await this.refresh();
    return this.index;
  }

  /** Reads the changes since the last read and applies them. */
  refresh(): Promise<void> {
    if (!this.refreshing) {
      this.refreshing = this.applyChanges()
        .catch((error) => this.options.onError?.(error))
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  private async applyChanges(): Promise<void> {
    const index = this.index;
    if (!index || this.xmin === null) return;
    this.dirty = false;
    const startedAt = this.now();
    if (startedAt - this.checkedAt > CHANGE_LOG_KEPT_MS - PRUNE_EVERY_MS && this.checkedAt > 0) {
      // Further behind than the log reaches: build again, from PostgreSQL meanwhile.
      this.index = null;
      void this.build();
      return;
    }
    const [row] = await queryRows<{ xmin: string; ids: string[] | null; more: boolean }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                 (select array_agg(distinct c.place_id::text) from (
                    select place_id from place_search_changes
                    where txid >= ${this.xmin}::xid8 limit ${MAX_CHANGES_APPLIED + 1}) c) as ids,
                 (select count(*) > ${MAX_CHANGES_APPLIED} from place_search_changes
                    where txid >= ${this.xmin}::xid8) as more`,
    );
    const ids = row!.ids ?? [];
    if (row!.more) {
      this.index = null;
      void this.build();
      return;
    }
    if (ids.length > 0) {
      const rows = await queryRows<IndexedPlaceRow & { public: boolean }>(
        this.db,
        sql`select ${INDEXED_COLUMNS}, ${IS_PUBLIC} as public from places p
            where p.id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      );
      const found = new Map(rows.map((place) => [place.id, place]));
      for (const id of ids) {
        const place = found.get(id);
        if (place?.public) index.upsert(place);
        else index.remove(id);
      }
    }
    this.xmin = row!.xmin;
    this.checkedAt = startedAt;
    if (index.delta > DELTA_REBUILD) {
      // The changes searched one by one grow slow: build again in the background, answering
      // from this index meanwhile (the new one reads the changes from its own start).
      void this.rebuildBehind();
    }
    if (startedAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = startedAt;
      await this.db.execute(
        sql`delete from place_search_changes where changed_at < now() - ${`${CHANGE_LOG_KEPT_MS / 1000} seconds`}::interval`,
      );
    }
  }

  private async rebuildBehind(): Promise<void> {
    if (this.building) return;
    const old = this.index;
    const xmin = await snapshotXmin(this.db);
    const rows = await loadIndexedPlaces(this.db);
    if (this.index !== old) return;
    this.index = new PlaceSearchIndex(rows);
    this.xmin = xmin;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
