import { type ScoreBand, scoreBand } from '@app/contracts';
import type { CSSProperties } from 'react';
import { formatRating } from '../lib/format';
import { useI18n } from '../lib/i18n';

/**
 * A read-only star rating with a text alternative ("4.3 out of 5"): one element, its five stars
 * and their partial fill drawn by CSS (`.stars` in app.css).
 */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'sm' | 'lg' }) {
  const { t, tag } = useI18n();
  return (
    <span
      className={size === 'lg' ? 'stars stars-lg' : 'stars'}
      role="img"
      aria-label={t('reviews.rating', { rating: formatRating(value, tag) })}
      style={{ '--stars-fill': `${(Math.max(0, Math.min(5, value)) / 5) * 100}%` } as CSSProperties}
    />
  );
}

/**
 * Colours of a score by its band (thresholds in packages/contracts/src/scores.ts): low red, middle
 * amber, high green. Chips and text reach 4.5:1, bars 3:1 against their track, in light and dark
 * mode; the number is always written beside them, so colour is never the only sign.
 */
const TONES = {
  good: {
    chip: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
    text: 'text-primary-700 dark:text-primary-400',
    bar: 'bg-primary-700 dark:bg-primary-400',
  },
  fair: {
    chip: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    text: 'text-amber-700 dark:text-amber-400',
    bar: 'bg-amber-700 dark:bg-amber-400',
  },
  low: {
    chip: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    text: 'text-red-700 dark:text-red-400',
    bar: 'bg-red-700 dark:bg-red-400',
  },
} as const satisfies Record<ScoreBand, { chip: string; text: string; bar: string }>;

export const scoreTone = (value: number) => TONES[scoreBand(value)];

/** Rating badge: the number on a chip coloured by its band (green good, amber middling, red poor). */
export function RatingBadge({ value, testId }: { value: number; testId?: string }) {
  const { tag } = useI18n();
  return (
    <span
      className={`rounded-md px-1.5 py-0.5 text-sm font-semibold tabular-nums ${scoreTone(value).chip}`}
      data-band={scoreBand(value)}
      data-testid={testId}
    >
      {formatRating(value, tag)}
    </span>
  );
}
