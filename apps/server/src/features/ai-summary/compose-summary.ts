import {
  AI_SUMMARY_VERSION,
  type AiSummaryClaim,
  type AiSummaryContent,
  type AiSummaryQuote,
  type AiSummarySection,
  type AiSummarySectionKind,
  ASPECTS,
  LOCALE_TAGS,
  type Locale,
  PLACE_TYPES,
  type PlaceType,
  REPORTED_PROBLEMS,
  type ReportedProblem,
  SERIOUS_PROBLEMS,
  SUMMARY_THEMES,
  type SummaryTheme,
  type ThemeTone,
} from '@app/contracts';
import { AGGREGATE_MIN_REVIEWS, moneyBand, roughAmount } from '@app/contracts/money-bands';
import { formatCurrency, formatNumber, type MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import {
  type FactPlace,
  type FactReview,
  type PlaceFacts,
  REVIEW_SAMPLE_SIZE,
} from './collect-place-facts.ts';
import { detectReportedProblems, mentionedTopics, shortenText } from './detect-serious-problems.ts';
import { detectReviewThemes } from './detect-themes.ts';
import {
  inMonth,
  monthRange,
  sinceMonth,
  sinceYear,
  tidySentence,
  yearMonthOf,
  yearMonthOfIso,
  yearRange,
} from './summary-dates.ts';

/** Dates in a summary are days: a time to the second could tell which tenant wrote a review. */
export const dayPrecision = (date: Date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;

/**
 * The built-in summariser: a real summary composed from the platform's own data with no external
 * model. Every sentence comes from a translated template filled with numbers read from the
 * database; every quote is a verbatim excerpt of a review, in the review's language. Serious
 * problems open the summary whenever any reviewer reported one, whatever the averages say.
 */

/** Below this many reviews the summary says it cannot show a trend. */
export const FEW_REVIEWS = 3;
const MAX_IDS_PER_CLAIM = 12;
const QUOTE_LENGTH = 220;
const GENERAL_QUOTES = 2;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const round1 = (value: number) => Math.round(value * 10) / 10;
/** A score as cards show it: one decimal in the page's number format ("1.0", "4,5"). */
const scoreText = (value: number, lang: Locale) =>
  formatNumber(round1(value), LOCALE_TAGS[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Numbers cited claims in the order the summary first cites them. */
class SourceBook {
  private readonly numbers = new Map<string, number>();
  private readonly reviews: Map<string, FactReview>;
  constructor(reviews: Map<string, FactReview>) {
    this.reviews = reviews;
  }

  cite(ids: string[]): string[] {
    for (const id of ids) if (!this.numbers.has(id)) this.numbers.set(id, this.numbers.size + 1);
    return ids;
  }

  list(): AiSummaryContent['sources'] {
    return [...this.numbers].map(([id, number]) => {
      const review = this.reviews.get(id)!;
      return { id, number, language: review.language, createdAt: dayPrecision(review.createdAt) };
    });
  }
}

export function composeBuiltinSummary(facts: PlaceFacts, lang: Locale, now = new Date()): AiSummaryContent {
  const t = translatorFor(lang);
  const tag = LOCALE_TAGS[lang];
  const placeName = (p: FactPlace) => p.names[lang];
  const byId = new Map(facts.reviews.map((r) => [r.id, r]));
  const book = new SourceBook(byId);
  const { basis, reviews } = facts;

  const claim = (
    text: string,
    ids: string[],
    extra: Partial<Pick<AiSummaryClaim, 'quotes' | 'problem' | 'place' | 'theme' | 'sourceCount'>> = {},
  ): AiSummaryClaim => {
    const unique = [...new Set(ids)];
    // Russian dates end in "г." and a template's full stop would double it.
    text = tidySentence(text);
    const quotes = extra.quotes ?? [];
    // Quoted reviews are listed first so that a reader can always open the one quoted.
    const listed = [...new Set([...quotes.map((q) => q.reviewId), ...unique])].slice(0, MAX_IDS_PER_CLAIM);
    return {
      text,
      reviewIds: book.cite(listed),
      // A figure over more reviews than the sample read (the aggregates cover them all) says so.
      sourceCount: Math.max(extra.sourceCount ?? 0, unique.length),
      quotes,
      problem: extra.problem ?? null,
      theme: extra.theme ?? null,
      place: extra.place ?? null,
    };
  };
  const sections: AiSummarySection[] = [];
  const section = (kind: AiSummarySectionKind, claims: AiSummaryClaim[]) => {
    if (claims.length > 0)
      sections.push({ kind, title: t(`aiSummary.section.${kind}` as MessageKey), claims });
  };
  const aspectLabel = (key: string) => {
    const [type = '', aspect = ''] = key.split('.');
    const label = t(`aspect.${type}.${aspect}` as MessageKey);
    return type === facts.place.kind
      ? label
      : t('aiSummary.aspectOfType', { type: t(`places.kind.${type}` as MessageKey), aspect: label });
  };
  const inMonthOf = (date: Date) => inMonth(yearMonthOf(date), lang);
  /** Does an enclosing place hold reviews beyond this place's own? */
  const addsToThis = (id: string) =>
    (facts.ancestors.find((a) => a.id === id)?.overall?.count ?? 0) > basis.reviewCount;
  const context = contextClaims(facts, lang, claim, addsToThis);
  const gapsCommon = claim(t('aiSummary.gap.unverified'), []);

  if (basis.reviewCount === 0 || reviews.length === 0) {
    section('context', context);
    section('gaps', [claim(t('aiSummary.gap.nothing'), []), gapsCommon]);
    return {
      version: AI_SUMMARY_VERSION,
      place: { id: facts.place.id, kind: facts.place.kind, name: placeName(facts.place) },
      headline: t('aiSummary.noReviews', { place: placeName(facts.place) }),
      isInsufficientData: true,
      period: { firstReviewAt: null, lastReviewAt: null, livedFrom: null, livedTo: null },
      sections,
      sources: [],
    };
  }

  /** Reviews ordered for quoting: the reader's language first, then the most liked, then the newest. */
  const quotable = [...reviews].sort(
    (a, b) =>
      Number(b.language === lang) - Number(a.language === lang) ||
      b.likesCount - a.likesCount ||
      b.createdAt.getTime() - a.createdAt.getTime(),
  );
  /** What the general verdicts quote of each review: a theme does not quote the same words again. */
  const quoted = new Map<string, string[]>();
  const remember = (quote: AiSummaryQuote) => {
    quoted.set(quote.reviewId, [...(quoted.get(quote.reviewId) ?? []), quote.text]);
    return quote;
  };
  const isQuoted = (reviewId: string, text: string) =>
    quoted.get(reviewId)?.some((earlier) => earlier.includes(text) || text.includes(earlier)) ?? false;
  const quoteOf = (review: FactReview, comment: string): AiSummaryQuote =>
    remember({
      reviewId: review.id,
      text: leadingSentences(comment, QUOTE_LENGTH),
      language: review.language,
    });
  /**
   * Most reviews say what they have to say in the general comment. Those are quoted as praise or
   * complaint by the review's verdict on the place as a whole: its general rating, or its overall
   * rating when it gave none. The strongest verdicts first, in the reader's language first.
   */
  const generalClaim = (
    key: 'aiSummary.generalPraise' | 'aiSummary.generalComplaint',
    accept: (rating: number) => boolean,
  ): AiSummaryClaim | null => {
    const strength = (review: FactReview) =>
      key === 'aiSummary.generalPraise' ? verdictOf(review) : -verdictOf(review);
    const matching = reviews.filter((r) => accept(verdictOf(r)));
    const quotes = quotable
      .filter((r) => accept(verdictOf(r)) && generalCommentOf(r) && !quoted.has(r.id))
      .sort((a, b) => Number(b.language === lang) - Number(a.language === lang) || strength(b) - strength(a))
      .slice(0, GENERAL_QUOTES)
      .map((r) => quoteOf(r, generalCommentOf(r)!));
    if (quotes.length === 0) return null;
    return claim(
      t(key, { count: matching.length }),
      matching.map((r) => r.id),
      { quotes },
    );
  };
  const idsRating = (aspect: string, accept: (rating: number) => boolean = () => true) => {
    const [type, name] = aspect.split('.');
    return reviews
      .filter((r) => r.placeType === type && r.aspects.some((a) => a.aspect === name && accept(a.rating)))
      .map((r) => r.id);
  };

  // 1. Problems, serious ones first and most dangerous first, with the reviewers' own words.
  const problems = new Map<ReportedProblem, Array<{ review: FactReview; excerpt: string }>>();
  /** Topics some review touches at all, reported or denied: those are never said to be unmentioned. */
  const touched = new Set<ReportedProblem>();
  for (const review of reviews) {
    const text = review.aspects
      .map((a) => a.comment ?? '')
      .filter(Boolean)
      .join('\n');
    for (const topic of mentionedTopics(text)) touched.add(topic);
    for (const match of detectReportedProblems(text)) {
      touched.add(match.problem);
      const list = problems.get(match.problem) ?? [];
      list.push({ review, excerpt: match.excerpt });
      problems.set(match.problem, list);
    }
  }
  /** Sentences the problems quote: a theme of the same sentence cites it without quoting it again. */
  const problemQuotes = new Set<string>();
  const problemClaim = (problem: ReportedProblem) => {
    const reports = problems.get(problem)!;
    const latest = reports.reduce((a, b) => (b.review.createdAt > a.review.createdAt ? b : a));
    const text = `${t(`aiSummary.problem.${problem}` as MessageKey, { count: reports.length })} ${t(
      'aiSummary.problem.latest',
      { date: inMonthOf(latest.review.createdAt) },
    )}`;
    const quotes = [...reports]
      .sort((a, b) => b.review.createdAt.getTime() - a.review.createdAt.getTime())
      .slice(0, 2)
      .map((r) => ({ reviewId: r.review.id, text: r.excerpt, language: r.review.language }));
    for (const quote of quotes) problemQuotes.add(`${quote.reviewId}\n${quote.text}`);
    return claim(
      text,
      reports.map((r) => r.review.id),
      { quotes, problem },
    );
  };
  // What tenants keep saying besides problems, each theme and tone with the reviews that say it. A
  // kept deposit or a hostile landlord is already a serious problem of that review: said once.
  const themes = new Map<string, Array<{ review: FactReview; excerpt: string }>>();
  const reportedBy = (problem: ReportedProblem, review: FactReview) =>
    problems.get(problem)?.some((r) => r.review === review) ?? false;
  for (const review of reviews) {
    for (const match of detectReviewThemes(review.aspects)) {
      if (match.tone === 'bad' && match.theme === 'deposit' && reportedBy('deposit_not_returned', review))
        continue;
      if (match.tone === 'bad' && match.theme === 'landlord' && reportedBy('harassment', review)) continue;
      const key = `${match.theme}.${match.tone}`;
      themes.set(key, [...(themes.get(key) ?? []), { review, excerpt: match.excerpt }]);
    }
  }
  const themeClaims = (tone: ThemeTone) =>
    SUMMARY_THEMES.filter((theme) => themes.has(`${theme}.${tone}`))
      .map((theme) => ({ theme, reports: themes.get(`${theme}.${tone}`)! }))
      .sort((a, b) => b.reports.length - a.reports.length)
      .map(({ theme, reports }) => themeClaim(theme, tone, reports));
  const themeClaim = (
    theme: SummaryTheme,
    tone: ThemeTone,
    reports: Array<{ review: FactReview; excerpt: string }>,
  ) => {
    // The reader's language first, then the newest: a quote the reader can read, still current. A
    // sentence the general verdicts already quote is cited, not quoted again; two themes may quote
    // one sentence ("answers quickly, but raised the rent at two weeks' notice").
    const quotes = reports
      .filter((r) => !isQuoted(r.review.id, r.excerpt) && !problemQuotes.has(`${r.review.id}\n${r.excerpt}`))
      .sort(
        (a, b) =>
          Number(b.review.language === lang) - Number(a.review.language === lang) ||
          b.review.createdAt.getTime() - a.review.createdAt.getTime(),
      )
      .slice(0, 2)
      .map((r) => ({ reviewId: r.review.id, text: r.excerpt, language: r.review.language }));
    return claim(
      t(`aiSummary.theme.${theme}.${tone}` as MessageKey, { count: reports.length }),
      reports.map((r) => r.review.id),
      { quotes, theme: { name: theme, tone } },
    );
  };
  const isSerious = (p: ReportedProblem) => (SERIOUS_PROBLEMS as readonly string[]).includes(p);
  const serious = REPORTED_PROBLEMS.filter((p) => isSerious(p) && problems.has(p)).map(problemClaim);
  section('serious', serious);
  section('problems', REPORTED_PROBLEMS.filter((p) => !isSerious(p) && problems.has(p)).map(problemClaim));

  // 2. Overview: the numbers, the period, the trend.
  const allIds = reviews.map((r) => r.id);
  const overview: AiSummaryClaim[] = [];
  // The overall rating against the district comes first (after the few-reviews warning): the
  // panel's first view shows it.
  /** One or two reviews: a short summary that says so, each figure once (issue 34). */
  const isFew = basis.reviewCount < FEW_REVIEWS;
  // A district whose only reviews are this place's would repeat this place's figures as its own.
  const comparesWithParent = facts.comparison !== null && addsToThis(facts.comparison.id);
  if (isFew) overview.push(claim(t('aiSummary.fewReviews', { count: basis.reviewCount }), allIds));
  if (facts.overall) {
    const parentOverall = comparesWithParent
      ? facts.ancestors.find((a) => a.id === facts.comparison?.id)?.overall
      : null;
    overview.push(
      claim(
        parentOverall
          ? t('aiSummary.overallCompared', {
              count: facts.overall.count,
              average: scoreText(facts.overall.average, lang),
              parent: parentPhrase(facts.comparison!, lang),
              parentAverage: scoreText(parentOverall.average, lang),
            })
          : t('aiSummary.overall', {
              count: facts.overall.count,
              average: scoreText(facts.overall.average, lang),
            }),
        allIds,
        { sourceCount: facts.overall.count },
      ),
    );
  }
  if (basis.livedFrom) {
    const from = yearMonthOfIso(basis.livedFrom);
    const to = basis.livedTo ? yearMonthOfIso(basis.livedTo) : null;
    if (basis.isAnyoneStillLiving || !to) {
      const since = basis.isPeriodInYears ? sinceYear(from.year, lang) : sinceMonth(from, lang);
      overview.push(claim(t('aiSummary.livedOngoing', { since }), allIds));
    } else {
      const period = basis.isPeriodInYears ? yearRange(from.year, to.year, lang) : monthRange(from, to, lang);
      overview.push(claim(t('aiSummary.lived', { period }), allIds));
    }
  }
  const recent = reviews.filter((r) => now.getTime() - r.createdAt.getTime() <= YEAR_MS);
  const older = reviews.filter((r) => now.getTime() - r.createdAt.getTime() > YEAR_MS);
  if (recent.length >= 2 && older.length >= 2) {
    const mean = (list: FactReview[]) => round1(list.reduce((s, r) => s + r.overallRating, 0) / list.length);
    const [recentMean, olderMean] = [mean(recent), mean(older)];
    const key = trendOf(recentMean, olderMean);
    overview.push(
      claim(t(key, { recent: scoreText(recentMean, lang), older: scoreText(olderMean, lang) }), allIds),
    );
  }
  // An absence is stated only as "not mentioned", and only for topics no review touches in any language.
  const unmentioned = REPORTED_PROBLEMS.filter((p) => !touched.has(p));
  if (unmentioned.length > 0 && !isFew)
    overview.push(
      claim(
        t('aiSummary.notMentioned', {
          count: reviews.length,
          topics: unmentioned.map((p) => t(`aiSummary.topic.${p}` as MessageKey)).join(', '),
        }),
        allIds,
      ),
    );
  section('overview', overview);

  // 3. Praise and complaints: what the texts say, each theme with the reviews that say it. The
  // ratings are said once, under Ratings; the general verdicts are quoted here unless the one or two
  // reviews' figures are all there is.
  const generalPraise = isFew ? null : generalClaim('aiSummary.generalPraise', (rating) => rating >= 4);
  const generalComplaint = isFew ? null : generalClaim('aiSummary.generalComplaint', (rating) => rating <= 2);
  const praise = themeClaims('good');
  section('praise', generalPraise ? [generalPraise, ...praise] : praise);
  const complaints = themeClaims('bad');
  section('complaints', generalComplaint ? [generalComplaint, ...complaints] : complaints);

  // 4. Every aspect with its numbers, in the form's order.
  const order = (key: string) => {
    const [type = '', name = ''] = key.split('.');
    const list = ASPECTS[type as PlaceType] as readonly string[] | undefined;
    return (
      (type === facts.place.kind ? -1000 : PLACE_TYPES.indexOf(type as PlaceType) * 100) +
      (list?.indexOf(name) ?? 99)
    );
  };
  section(
    'ratings',
    [...facts.aspects]
      // The place's general impression is its overall rating when they agree: the overview says it.
      .filter(
        (a) =>
          !(
            a.aspect === `${facts.place.kind}.general` &&
            facts.overall &&
            a.count === facts.overall.count &&
            scoreText(a.average, lang) === scoreText(facts.overall.average, lang)
          ),
      )
      .sort((a, b) => order(a.aspect) - order(b.aspect))
      .map((a) =>
        claim(
          a.parentAverage !== null && facts.comparison && comparesWithParent
            ? t('aiSummary.aspectRatingCompared', {
                aspect: aspectLabel(a.aspect),
                average: scoreText(a.average, lang),
                count: a.count,
                parent: parentPhrase(facts.comparison, lang),
                parentAverage: scoreText(a.parentAverage, lang),
              })
            : t('aiSummary.aspectRating', {
                aspect: aspectLabel(a.aspect),
                average: scoreText(a.average, lang),
                count: a.count,
              }),
          idsRating(a.aspect),
          { sourceCount: a.count },
        ),
      ),
  );

  // 5. Rent and bills in the currency most tenants used. No figure gives one review's amount away
  // (issue 30): the lowest and highest are band edges, a median or mean needs AGGREGATE_MIN_REVIEWS
  // reviews and is rounded, and fewer reviews get only the span of their bands.
  const costs: AiSummaryClaim[] = [];
  const money = (value: number, in_: string) => formatCurrency(value, in_, tag);
  const span = (amounts: number[], in_: string) => ({
    min: money(Math.min(...amounts.map((a) => moneyBand(a).from)), in_),
    max: money(Math.max(...amounts.map((a) => moneyBand(a).to)), in_),
  });
  const rents = reviews.filter((r) => r.rent);
  const currency = mostCommon(rents.map((r) => r.rent!.currency));
  if (currency) {
    const inCurrency = rents.filter((r) => r.rent!.currency === currency);
    const amounts = inCurrency.map((r) => r.rent!.amount).sort((a, b) => a - b);
    const ids = inCurrency.map((r) => r.id);
    costs.push(
      amounts.length < AGGREGATE_MIN_REVIEWS
        ? claim(t('aiSummary.rentRange', { count: amounts.length, ...span(amounts, currency) }), ids)
        : claim(
            t('aiSummary.rent', {
              count: amounts.length,
              median: money(roughAmount(median(amounts)), currency),
              ...span(amounts, currency),
            }),
            ids,
          ),
    );
  }
  const bills = reviews.filter((r) => r.utilities);
  const billCurrency = mostCommon(bills.map((r) => r.utilities!.currency));
  if (billCurrency) {
    for (const season of ['winter', 'summer'] as const) {
      const withSeason = bills.filter(
        (r) => r.utilities!.currency === billCurrency && r.utilities![season] !== null,
      );
      if (withSeason.length === 0) continue;
      const amounts = withSeason.map((r) => r.utilities![season]!);
      const ids = withSeason.map((r) => r.id);
      const amount = amounts.reduce((sum, a) => sum + a, 0) / amounts.length;
      costs.push(
        amounts.length < AGGREGATE_MIN_REVIEWS
          ? claim(
              t(`aiSummary.utilitiesRange.${season}`, {
                count: amounts.length,
                ...span(amounts, billCurrency),
              }),
              ids,
            )
          : claim(
              t(`aiSummary.utilities.${season}`, {
                count: amounts.length,
                amount: money(roughAmount(amount), billCurrency),
              }),
              ids,
            ),
      );
    }
  }
  section('costs', costs);

  // 6. The enclosing places, and how much of this comes from places inside this one.
  const inside = reviews.filter((r) => r.placeType !== facts.place.kind);
  if (inside.length > 0)
    context.unshift(
      claim(
        t('aiSummary.context.inside', { count: inside.length, name: placeName(facts.place) }),
        inside.map((r) => r.id),
      ),
    );
  section('context', context);

  // 7. What the data does not cover.
  const gaps: AiSummaryClaim[] = [];
  const ratedOwn = new Set(facts.aspects.map((a) => a.aspect));
  const unrated = (ASPECTS[facts.place.kind] as readonly string[])
    .filter((name) => name !== 'general' && !ratedOwn.has(`${facts.place.kind}.${name}`))
    .map((name) => t(`aspect.${facts.place.kind}.${name}` as MessageKey));
  if (unrated.length > 0 && !isFew)
    gaps.push(claim(t('aiSummary.gap.unrated', { aspects: unrated.join(', ') }), []));
  if (costs.length === 0) gaps.push(claim(t('aiSummary.gap.noRent'), []));
  if (basis.lastReviewAt && now.getTime() - basis.lastReviewAt.getTime() > YEAR_MS)
    gaps.push(claim(t('aiSummary.gap.stale', { date: inMonthOf(basis.lastReviewAt) }), [reviews[0]!.id]));
  if (basis.reviewCount > REVIEW_SAMPLE_SIZE)
    gaps.push(claim(t('aiSummary.gap.sample', { count: REVIEW_SAMPLE_SIZE }), []));
  gaps.push(gapsCommon);
  section('gaps', gaps);

  const first = basis.firstReviewAt ?? reviews[reviews.length - 1]!.createdAt;
  const last = basis.lastReviewAt ?? reviews[0]!.createdAt;
  const period = monthRange(yearMonthOf(first), yearMonthOf(last), lang);
  return {
    version: AI_SUMMARY_VERSION,
    place: { id: facts.place.id, kind: facts.place.kind, name: placeName(facts.place) },
    headline: tidySentence(t('aiSummary.headline', { count: basis.reviewCount, period })),
    isInsufficientData: basis.reviewCount < FEW_REVIEWS,
    period: {
      firstReviewAt: dayPrecision(first),
      lastReviewAt: dayPrecision(last),
      // 'YYYY' when a review shown as years only is at either end (issue 30).
      livedFrom: basis.livedFrom?.slice(0, basis.isPeriodInYears ? 4 : 7) ?? null,
      livedTo: basis.isAnyoneStillLiving
        ? null
        : (basis.livedTo?.slice(0, basis.isPeriodInYears ? 4 : 7) ?? null),
    },
    sections,
    sources: book.list(),
  };
}

/**
 * The trend word follows the change written in the sentence: a change of 0.3 or more (of the
 * one-decimal means shown) is a rise or a fall; 3.2 → 2.8 is never "steady".
 */
export function trendOf(
  recent: number,
  older: number,
): 'aiSummary.trend.up' | 'aiSummary.trend.down' | 'aiSummary.trend.steady' {
  const tenths = Math.round(recent * 10) - Math.round(older * 10);
  return tenths >= 3
    ? 'aiSummary.trend.up'
    : tenths <= -3
      ? 'aiSummary.trend.down'
      : 'aiSummary.trend.steady';
}

/**
 * The comparison place as a sentence names it, by its kind: "in Saburtalo", "по району Сабуртало",
 * "ამ რაიონში (საბურთალო)". Russian puts the name after the kind, which keeps it in the nominative;
 * Georgian says "in this district" and gives the name in brackets, which needs no case ending.
 */
export function parentPhrase(place: FactPlace, lang: Locale): string {
  return translatorFor(lang)(`aiSummary.parentIn.${place.kind}` as MessageKey, { name: place.names[lang] });
}

function contextClaims(
  facts: PlaceFacts,
  lang: Locale,
  claim: (text: string, ids: string[], extra?: Partial<Pick<AiSummaryClaim, 'place'>>) => AiSummaryClaim,
  addsToThis: (id: string) => boolean,
): AiSummaryClaim[] {
  const t = translatorFor(lang);
  return facts.ancestors
    .filter((a) => a.overall && addsToThis(a.id))
    .map((a) =>
      claim(
        t('aiSummary.context.place', {
          kind: t(`places.kind.${a.kind}` as MessageKey),
          name: a.names[lang],
          average: scoreText(a.overall!.average, lang),
          count: a.overall!.count,
        }),
        [],
        { place: { id: a.id, kind: a.kind, name: a.names[lang] } },
      ),
    );
}

/** A review's verdict on the place as a whole: its general rating, else the mean of its ratings. */
function verdictOf(review: FactReview): number {
  return review.aspects.find((a) => a.aspect === 'general')?.rating ?? review.overallRating;
}

function generalCommentOf(review: FactReview): string | null {
  return review.aspects.find((a) => a.aspect === 'general')?.comment ?? null;
}

/**
 * A quote is the comment's first whole sentences that fit in `max` characters, so it never stops
 * mid-thought; a first sentence longer than that is cut at a word and marked with "…".
 */
export function leadingSentences(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let end = 0;
  for (const match of clean.matchAll(/[.!?…]+["»”)]*(?=\s|$)/gu)) {
    const stop = (match.index ?? 0) + match[0].length;
    if (stop > max) break;
    end = stop;
  }
  return end > 0 ? clean.slice(0, end) : shortenText(clean, max);
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
