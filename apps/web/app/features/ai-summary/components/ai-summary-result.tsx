/**
 * What the AI summary panel shows once asked (<AiSummaryPanel> loads this module when the panel is
 * about to scroll into view, or at the latest when the reader asks): the request, the progress
 * while the scout writes, the error with retry, and the summary with its sections, claims, review
 * links and the helpfulness vote. Unmounting (close) abandons the request.
 */
import {
  type AiSummary,
  type AiSummaryClaim,
  type AiSummaryQuote,
  type AiSummarySection,
  type AiSummarySectionKind,
  type Locale,
  TIMING,
} from '@app/contracts';
import { formatDayInSentence, type MessageKey } from '@app/i18n';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { useAuth } from '../../auth';
import { TranslatableText } from '../../translations';
import { getAiSummary } from '../api/get-ai-summary';
import { voteAiSummary } from '../api/vote-ai-summary';

/** Claims of each section in the first view, before "Show all"; other sections wait for it. */
const FIRST_VIEW: Partial<Record<AiSummarySectionKind, number>> = {
  serious: Number.POSITIVE_INFINITY,
  problems: Number.POSITIVE_INFINITY,
  overview: 1,
  // Two each: praise and complaints are sentences read from the texts (issue 34), longer than the
  // rating lines they replace, and the first view of a city with many problems must fit a phone.
  praise: 2,
  complaints: 2,
};
/** Review links a claim shows in the first view; the rest are counted. */
const FIRST_VIEW_LINKS = 3;
/** The progress bar approaches the end over the few seconds a summary takes (issue 34), never claiming to be done. */
const EXPECTED_MS = 5_000;

/** A quote under a claim, translated or not: one look for both. */
const QUOTE = {
  figure: 'mt-1 border-l-2 border-stone-300 pl-3 dark:border-stone-600',
  text: "italic text-stone-700 before:content-['“'] after:content-['”'] dark:text-stone-300",
  caption: 'text-xs text-stone-600 dark:text-stone-400',
};

type BodyState = { status: 'loading' } | { status: 'result'; summary: AiSummary } | { status: 'error' };

export interface ButtonStyles {
  primary: string;
  secondary: string;
}

/** The open panel under its heading: asks for the summary, and again when the page language changes. */
export default function AiSummaryBody({ placeId, styles }: { placeId: string; styles: ButtonStyles }) {
  const { locale, t } = useI18n();
  const [state, setState] = useState<BodyState>({ status: 'loading' });
  const request = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    try {
      const summary = await getAiSummary({
        query: { placeId, lang: locale },
        // Spec section 9: the client waits 120 seconds at most.
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(TIMING.aiSummaryTimeoutMs)]),
      });
      if (!controller.signal.aborted) setState({ status: 'result', summary });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error' });
    }
  }, [placeId, locale]);

  // A summary is written in one language: after a language switch it is asked for again.
  useEffect(() => {
    void load();
    return () => request.current?.abort();
  }, [load]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'result')
    return <Result summary={state.summary} locale={locale} buttonClass={styles.secondary} />;
  return (
    <div className="mt-3 space-y-4">
      <p role="alert" className="text-red-800 dark:text-red-300">
        {t('aiSummary.error')}
      </p>
      <button type="button" onClick={load} className={styles.primary}>
        {t('aiSummary.retry')}
      </button>
    </div>
  );
}

function Loading() {
  const { t } = useI18n();
  const [progress, setProgress] = useState(3);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const elapsed = Date.now() - started;
      setProgress(Math.min(95, Math.round(3 + 92 * (1 - Math.exp(-elapsed / (EXPECTED_MS / 2.5))))));
    }, 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="mt-3 space-y-3" role="status" aria-live="polite">
      <p className="font-medium">{t('aiSummary.loading.title')}</p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('aiSummary.loading.text')}</p>
      <div
        role="progressbar"
        aria-label={t('aiSummary.loading.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
      >
        <div
          className="h-full rounded-full bg-secondary-600 transition-[width] duration-300 dark:bg-secondary-400"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

function Result({
  summary,
  locale,
  buttonClass,
}: {
  summary: AiSummary;
  locale: Locale;
  /** The panel's secondary button style ("Show all", the vote). */
  buttonClass: string;
}) {
  const { t, tag } = useI18n();
  const [isExpanded, setExpanded] = useState(false);
  const bodyId = useId();
  const numbers = new Map(summary.sources.map((s) => [s.id, s.number]));
  const provider = summary.provider.startsWith('openai-compatible:')
    ? t('aiSummary.provider.model', { model: summary.provider.slice('openai-compatible:'.length) })
    : t('aiSummary.provider.builtin');
  const firstView = firstViewOf(summary);
  const hidesSomething =
    summary.sections.some((s) => s.claims.some((c) => c.quotes.length > 0)) ||
    firstView.reduce((n, s) => n + s.claims.length, 0) <
      summary.sections.reduce((n, s) => n + s.claims.length, 0);
  const updated = t('aiSummary.generatedAt', {
    // The server answers the UTC day only (it would otherwise date the review that triggered it).
    date: formatDayInSentence(new Date(summary.generatedAt), tag, 'on', 'UTC'),
  });

  return (
    <div className={`mt-3 ${isExpanded ? 'space-y-4' : 'space-y-3'}`}>
      <p className="font-medium" data-testid="ai-summary-headline">
        {summary.headline}
      </p>
      <div
        id={bodyId}
        className={isExpanded ? 'space-y-4' : 'space-y-1.5 leading-snug'}
        data-view={isExpanded ? 'all' : 'first'}
      >
        {isExpanded
          ? summary.sections.map((section) => (
              <Section key={section.kind} section={section}>
                {section.claims.map((claim) => (
                  <Claim key={claim.text} claim={claim} numbers={numbers} locale={locale} />
                ))}
              </Section>
            ))
          : firstView.map((section) => (
              <Section key={section.kind} section={section} compact>
                {section.claims.map((claim) =>
                  claim.problem ? (
                    <ProblemLine key={claim.text} claim={claim} numbers={numbers} locale={locale} />
                  ) : (
                    <Claim key={claim.text} claim={claim} numbers={numbers} locale={locale} compact />
                  ),
                )}
              </Section>
            ))}
      </div>
      {hidesSomething && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!isExpanded)}
          className={buttonClass}
        >
          {t(isExpanded ? 'aiSummary.collapse' : 'aiSummary.expand')}
        </button>
      )}
      <p className="text-xs text-stone-600 dark:text-stone-400">
        {provider} {endSentence(updated)} {t('aiSummary.disclaimer')}
      </p>
      <Vote summary={summary} buttonClass={buttonClass} />
    </div>
  );
}

/** "Обновлено 26 ноября 2026 г." already ends with a full stop: never add a second one. */
const endSentence = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/** The sections and claims of the first view, in the summary's order. */
function firstViewOf(summary: AiSummary): AiSummarySection[] {
  return summary.sections.flatMap((section) => {
    let limit = FIRST_VIEW[section.kind] ?? 0;
    // With very few reviews the overview opens with that warning; the overall rating follows it.
    if (section.kind === 'overview' && summary.isInsufficientData) limit += 1;
    const claims = section.claims.slice(0, limit);
    return claims.length > 0 ? [{ ...section, claims }] : [];
  });
}

/** Problem sections stand out: serious ones in red, other problems in amber. */
const PROBLEM_STYLES: Partial<Record<AiSummarySectionKind, { box: string; title: string }>> = {
  serious: {
    box: 'rounded-xl border border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/50',
    title: 'text-red-900 dark:text-red-200',
  },
  problems: {
    box: 'rounded-xl border border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40',
    title: 'text-amber-900 dark:text-amber-200',
  },
};

function Section({
  section,
  compact = false,
  children,
}: {
  section: AiSummarySection;
  compact?: boolean;
  children: React.ReactNode;
}) {
  const style = PROBLEM_STYLES[section.kind];
  return (
    <div data-section={section.kind} className={style ? `${style.box} ${compact ? 'px-3 py-2' : 'p-3'}` : ''}>
      <h3 className={`${compact ? 'mb-0.5 text-sm' : 'mb-1.5'} font-semibold ${style?.title ?? ''}`}>
        {section.title}
      </h3>
      <ul className={compact ? (style ? '' : 'space-y-1') : 'space-y-2'}>{children}</ul>
    </div>
  );
}

/** Georgian has no capital letters (its upper case, Mtavruli, is not used in running text). */
const capitalised = (text: string, locale: Locale) =>
  locale === 'ka' ? text : text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A problem in the first view: what, how many reviews, and links to them. */
function ProblemLine({
  claim,
  numbers,
  locale,
}: {
  claim: AiSummaryClaim;
  numbers: Map<string, number>;
  locale: Locale;
}) {
  const { t } = useI18n();
  const topic = t(`aiSummary.topic.${claim.problem}` as MessageKey);
  return (
    <li className="text-sm text-stone-800 dark:text-stone-200" data-problem={claim.problem}>
      <span className="font-medium">{capitalised(topic, locale)}</span>
      {' — '}
      {t('aiSummary.reports', { count: claim.sourceCount })}{' '}
      <Sources claim={claim} numbers={numbers} locale={locale} max={FIRST_VIEW_LINKS} inline />
    </li>
  );
}

function Claim({
  claim,
  numbers,
  locale,
  compact = false,
}: {
  claim: AiSummaryClaim;
  numbers: Map<string, number>;
  locale: Locale;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const theme = claim.theme ? `${claim.theme.name}.${claim.theme.tone}` : undefined;
  if (compact) {
    return (
      <li className="text-sm text-stone-800 dark:text-stone-200" data-theme={theme}>
        <span>{claim.text}</span>{' '}
        <Sources claim={claim} numbers={numbers} locale={locale} max={FIRST_VIEW_LINKS} inline />
      </li>
    );
  }
  return (
    <li className="text-stone-800 dark:text-stone-200" data-theme={theme}>
      <span>{claim.text}</span>
      {claim.quotes.map((quote) =>
        quote.translation ? (
          <TranslatedQuote key={quote.reviewId} quote={quote} locale={locale} />
        ) : (
          <figure key={quote.reviewId} className={QUOTE.figure}>
            <TranslatableText
              as="blockquote"
              item={{ kind: 'summaryQuote', id: quote.reviewId, quote: quote.text }}
              text={quote.text}
              className={QUOTE.text}
            />
            {quote.language !== locale && (
              <figcaption className={QUOTE.caption}>
                {t('aiSummary.quoteIn', { language: t(`aiSummary.language.${quote.language}`) })}
              </figcaption>
            )}
          </figure>
        ),
      )}
      <Sources claim={claim} numbers={numbers} locale={locale} />
    </li>
  );
}

/**
 * A quote a reader already had machine-translated into the page's language (issue 34): the
 * translation is shown, marked as such and by whom, and the original is one tap away in the same
 * figure (a <details>, no script). Rendering it never asks a provider: the server found it cached.
 */
function TranslatedQuote({ quote, locale }: { quote: AiSummaryQuote; locale: Locale }) {
  const { t } = useI18n();
  const translation = quote.translation!;
  return (
    <figure className={QUOTE.figure} data-translation="cached">
      <blockquote lang={locale} className={QUOTE.text}>
        {translation.text}
      </blockquote>
      <figcaption className={QUOTE.caption}>
        {t(`translation.from.${translation.source}`)} · {t(`translation.provider.${translation.provider}`)}
      </figcaption>
      <details className={QUOTE.caption}>
        <summary className="cursor-pointer font-medium text-primary-700 dark:text-primary-300">
          {t('translation.showOriginal')}
        </summary>
        <blockquote
          lang={translation.source}
          className="mt-0.5 italic before:content-['“'] after:content-['”']"
        >
          {quote.text}
        </blockquote>
      </details>
    </figure>
  );
}

/** The numbered links to the reviews a claim rests on, and the place page that backs it. */
function Sources({
  claim,
  numbers,
  locale,
  max = Number.POSITIVE_INFINITY,
  inline = false,
}: {
  claim: AiSummaryClaim;
  numbers: Map<string, number>;
  locale: Locale;
  max?: number;
  inline?: boolean;
}) {
  const { t } = useI18n();
  const shown = claim.reviewIds.slice(0, max);
  const more = claim.sourceCount - shown.length;
  if (shown.length === 0 && !claim.place) return null;
  return (
    // Inline (first view), the links flow on with the sentence instead of opening a line of their own.
    <span
      className={`${inline ? 'inline [&>a]:ml-1' : 'mt-0.5 flex flex-wrap items-center gap-1.5'} text-xs text-stone-600 dark:text-stone-400`}
    >
      {shown.length > 0 && <span className={inline ? 'sr-only' : ''}>{t('aiSummary.sources')}:</span>}
      {shown.map((id) => (
        <Link
          key={id}
          to={`/${locale}/reviews/${id}`}
          className="rounded bg-white px-1.5 py-0.5 font-medium text-secondary-800 underline-offset-2 hover:underline dark:bg-stone-800 dark:text-secondary-300"
          aria-label={t('aiSummary.sourceLink', { number: numbers.get(id) ?? 0 })}
        >
          {numbers.get(id)}
        </Link>
      ))}
      {more > 0 &&
        (inline ? (
          <span className="ml-1">
            <span aria-hidden="true">+{more}</span>
            <span className="sr-only">{t('aiSummary.moreSources', { count: more })}</span>
          </span>
        ) : (
          <span>{t('aiSummary.moreSources', { count: more })}</span>
        ))}
      {claim.place && (
        <Link
          to={`/${locale}/reviews?placeId=${claim.place.id}`}
          className="font-medium text-secondary-800 underline underline-offset-2 dark:text-secondary-300"
        >
          {t('aiSummary.placeLink', { name: claim.place.name })}
        </Link>
      )}
    </span>
  );
}

function Vote({ summary, buttonClass }: { summary: AiSummary; buttonClass: string }) {
  const { t } = useI18n();
  const { token, signInAnonymously } = useAuth();
  const [myVote, setMyVote] = useState(summary.myVote);
  const [isAnswering, setAnswering] = useState(summary.myVote === null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const vote = async (helpful: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      // A vote needs an account to count once per person; readers without one get an anonymous one.
      if (!token) await signInAnonymously();
      const result = await voteAiSummary({
        params: { id: summary.id },
        body: { helpful },
      });
      setMyVote(result.myVote);
      setAnswering(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (!isAnswering && myVote) {
    return (
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-3 dark:border-stone-700">
        <p role="status" className="font-medium text-primary-800 dark:text-primary-300">
          {t('aiSummary.vote.thanks')}
        </p>
        <button
          type="button"
          onClick={() => setAnswering(true)}
          className="text-sm text-stone-600 underline underline-offset-2 dark:text-stone-400"
        >
          {t('aiSummary.vote.change')}
        </button>
      </div>
    );
  }
  return (
    <div className="border-t border-stone-200 pt-3 dark:border-stone-700">
      {/* The question on its line, "Yes" and "No" together under it: on a phone the two answers never
          part over two lines. */}
      <fieldset>
        <legend className="mb-2 font-medium">{t('aiSummary.vote.question')}</legend>
        <div className="flex gap-3">
          {([true, false] as const).map((helpful) => (
            <button
              key={String(helpful)}
              type="button"
              disabled={busy}
              aria-pressed={myVote === (helpful ? 'helpful' : 'unhelpful')}
              onClick={() => vote(helpful)}
              className={`${buttonClass} px-3 py-1`}
            >
              {t(helpful ? 'aiSummary.vote.yes' : 'aiSummary.vote.no')}
            </button>
          ))}
        </div>
        {failed && (
          <p role="alert" className="mt-2 w-full text-sm text-red-800 dark:text-red-300">
            {t('aiSummary.vote.failed')}
          </p>
        )}
      </fieldset>
    </div>
  );
}
