/**
 * <AiSummaryPanel>: the AI summary of a place (spec sections 2, 4, 7, 8). States: idle (a button),
 * loading (the scout says it takes about 30 seconds, with progress), result (expandable, each
 * claim linked to the reviews it rests on) and error (the spec's text, with retry); close returns
 * to idle. After a result, a yes/no helpfulness vote leads to a thank-you.
 *
 * Props: `placeId`, the place whose reviews are summarised.
 */
import {
  type AiSummary,
  type AiSummaryClaim,
  type AiSummaryVoteResult,
  type Locale,
  TIMING,
} from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useAuth, useDateTimeFormat } from '../../lib/auth';
import { useI18n } from '../../lib/i18n';
import { TranslatableText } from '../../lib/translation';

type PanelState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; summary: AiSummary }
  | { status: 'error' };

/** Sections shown before "Show the full summary": problems always, then the overview. */
const COLLAPSED_SECTIONS = 2;
/** The progress bar approaches the end over the scout's announced 30 seconds, never claiming to be done. */
const EXPECTED_MS = 30_000;

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50';
const primaryButton = `${button} bg-primary-700 text-white hover:bg-primary-800`;
const secondaryButton = `${button} border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800`;

export function AiSummaryPanel({ placeId }: { placeId: string }) {
  const { locale, t } = useI18n();
  const [state, setState] = useState<PanelState>({ status: 'idle' });
  const request = useRef<AbortController | null>(null);
  const headingId = useId();

  useEffect(() => () => request.current?.abort(), []);
  // Another place on the same page component: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the place changes
  useEffect(() => {
    request.current?.abort();
    setState({ status: 'idle' });
  }, [placeId]);

  const load = async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    try {
      const summary = await apiRequest<AiSummary>(
        `/ai-summary?placeId=${encodeURIComponent(placeId)}&lang=${locale}`,
        // Spec section 9: the client waits 120 seconds at most.
        { signal: AbortSignal.any([controller.signal, AbortSignal.timeout(TIMING.aiSummaryTimeoutMs)]) },
      );
      if (!controller.signal.aborted) setState({ status: 'result', summary });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error' });
    }
  };

  const close = () => {
    request.current?.abort();
    setState({ status: 'idle' });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-secondary-200 bg-secondary-50/60 p-5 dark:border-secondary-900 dark:bg-secondary-950/40"
      data-testid="ai-summary"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-2">
          <svg
            viewBox="0 0 20 20"
            className="size-5 text-secondary-700 dark:text-secondary-300"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M10 1l1.8 4.7L16.5 7l-4.7 1.8L10 13.5 8.2 8.8 3.5 7l4.7-1.3zM15.5 12l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9zM4.5 13l.7 1.6 1.6.7-1.6.7-.7 1.6-.7-1.6-1.6-.7 1.6-.7z"
            />
          </svg>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('aiSummary.title')}
          </h2>
        </div>
        {state.status !== 'idle' && (
          <button type="button" onClick={close} className={`${secondaryButton} px-2 py-1`}>
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
            <span className="sr-only">{t('aiSummary.close')}</span>
          </button>
        )}
      </div>

      {state.status === 'idle' && (
        <div className="mt-3 space-y-4">
          <p className="text-stone-700 dark:text-stone-300">{t('aiSummary.intro')}</p>
          <button type="button" onClick={load} className={primaryButton}>
            {t('aiSummary.open')}
          </button>
        </div>
      )}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <div className="mt-3 space-y-4">
          <p role="alert" className="text-red-800 dark:text-red-300">
            {t('aiSummary.error')}
          </p>
          <button type="button" onClick={load} className={primaryButton}>
            {t('aiSummary.retry')}
          </button>
        </div>
      )}
      {state.status === 'result' && <Result summary={state.summary} locale={locale} />}
    </section>
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

function Result({ summary, locale }: { summary: AiSummary; locale: Locale }) {
  const { t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const [isExpanded, setExpanded] = useState(false);
  const bodyId = useId();
  const numbers = new Map(summary.sources.map((s) => [s.id, s.number]));
  const sections = isExpanded ? summary.sections : summary.sections.slice(0, COLLAPSED_SECTIONS);
  const canExpand = summary.sections.length > COLLAPSED_SECTIONS;
  const provider = summary.provider.startsWith('openai-compatible:')
    ? t('aiSummary.provider.model', { model: summary.provider.slice('openai-compatible:'.length) })
    : t('aiSummary.provider.builtin');

  return (
    <div className="mt-3 space-y-4">
      <p className="font-medium" data-testid="ai-summary-headline">
        {summary.headline}
      </p>
      <div id={bodyId} className="space-y-4">
        {sections.map((section) => (
          <div
            key={section.kind}
            data-section={section.kind}
            className={
              section.kind === 'serious'
                ? 'rounded-xl border border-red-300 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/50'
                : ''
            }
          >
            <h3
              className={`mb-1.5 font-semibold ${section.kind === 'serious' ? 'text-red-900 dark:text-red-200' : ''}`}
            >
              {section.title}
            </h3>
            <ul className="space-y-2">
              {section.claims.map((claim) => (
                <Claim key={claim.text} claim={claim} numbers={numbers} locale={locale} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {canExpand && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!isExpanded)}
          className={secondaryButton}
        >
          {t(isExpanded ? 'aiSummary.collapse' : 'aiSummary.expand')}
        </button>
      )}
      <p className="text-xs text-stone-600 dark:text-stone-400">
        {provider}{' '}
        {t('aiSummary.generatedAt', { date: formatDateTime(summary.generatedAt, { dateStyle: 'long' }) })}.{' '}
        {t('aiSummary.disclaimer')}
      </p>
      <Vote summary={summary} />
    </div>
  );
}

function Claim({
  claim,
  numbers,
  locale,
}: {
  claim: AiSummaryClaim;
  numbers: Map<string, number>;
  locale: Locale;
}) {
  const { t } = useI18n();
  const more = claim.sourceCount - claim.reviewIds.length;
  return (
    <li className="text-stone-800 dark:text-stone-200">
      <span>{claim.text}</span>
      {claim.quotes.map((quote) => (
        <figure key={quote.reviewId} className="mt-1 border-l-2 border-stone-300 pl-3 dark:border-stone-600">
          <TranslatableText
            as="blockquote"
            item={{ kind: 'summaryQuote', id: quote.reviewId, quote: quote.text }}
            text={quote.text}
            className="italic text-stone-700 before:content-['“'] after:content-['”'] dark:text-stone-300"
          />
          {quote.language !== locale && (
            <figcaption className="text-xs text-stone-600 dark:text-stone-400">
              {t('aiSummary.quoteIn', { language: t(`aiSummary.language.${quote.language}`) })}
            </figcaption>
          )}
        </figure>
      ))}
      {(claim.reviewIds.length > 0 || claim.place) && (
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-stone-600 dark:text-stone-400">
          {claim.reviewIds.length > 0 && <span>{t('aiSummary.sources')}:</span>}
          {claim.reviewIds.map((id) => (
            <Link
              key={id}
              to={`/${locale}/reviews/${id}`}
              className="rounded bg-white px-1.5 py-0.5 font-medium text-secondary-800 underline-offset-2 hover:underline dark:bg-stone-800 dark:text-secondary-300"
              aria-label={t('aiSummary.sourceLink', { number: numbers.get(id) ?? 0 })}
            >
              {numbers.get(id)}
            </Link>
          ))}
          {more > 0 && <span>{t('aiSummary.moreSources', { count: more })}</span>}
          {claim.place && (
            <Link
              to={`/${locale}/reviews?placeId=${claim.place.id}`}
              className="font-medium text-secondary-800 underline underline-offset-2 dark:text-secondary-300"
            >
              {t('aiSummary.placeLink', { name: claim.place.name })}
            </Link>
          )}
        </span>
      )}
    </li>
  );
}

function Vote({ summary }: { summary: AiSummary }) {
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
      const result = await apiRequest<AiSummaryVoteResult>(`/ai-summary/${summary.id}/vote`, {
        method: 'POST',
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
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="float-left mr-1 font-medium">{t('aiSummary.vote.question')}</legend>
        {([true, false] as const).map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            disabled={busy}
            aria-pressed={myVote === (helpful ? 'helpful' : 'unhelpful')}
            onClick={() => vote(helpful)}
            className={`${secondaryButton} px-3 py-1`}
          >
            {t(helpful ? 'aiSummary.vote.yes' : 'aiSummary.vote.no')}
          </button>
        ))}
        {failed && (
          <p role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
            {t('aiSummary.vote.failed')}
          </p>
        )}
      </fieldset>
    </div>
  );
}
