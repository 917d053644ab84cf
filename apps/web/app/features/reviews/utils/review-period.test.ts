import { createReviewBodySchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { completeYearsOnly, currentMonth, periodProblems } from './review-period';

// 31 March 2026, 22:30 UTC: already April in Tbilisi, still March for the server.
const now = Date.UTC(2026, 2, 31, 22, 30);

describe('the living period, checked in the browser as the server checks it', () => {
  it('takes this month in UTC, as the server does', () => {
    expect(currentMonth(now)).toEqual({ month: 3, year: 2026 });
  });

  it('flags a start or an end in the future, and an end before the start', () => {
    const march = { month: 3, year: 2026 };
    const april = { month: 4, year: 2026 };
    expect(periodProblems({ livedFrom: march, livedTo: march, stillLiving: false }, now)).toEqual([]);
    expect(periodProblems({ livedFrom: april, livedTo: null, stillLiving: true }, now)).toEqual([
      'form.error.periodStartFuture',
    ]);
    expect(periodProblems({ livedFrom: march, livedTo: april, stillLiving: false }, now)).toEqual([
      'form.error.periodEndFuture',
    ]);
    expect(
      periodProblems(
        { livedFrom: { month: 5, year: 2024 }, livedTo: { month: 4, year: 2024 }, stillLiving: false },
        now,
      ),
    ).toEqual(['form.error.periodOrder']);
    expect(
      periodProblems(
        { livedFrom: { month: 1, year: 2027 }, livedTo: { month: 12, year: 2026 }, stillLiving: false },
        now,
      ),
    ).toEqual(['form.error.periodStartFuture', 'form.error.periodEndFuture', 'form.error.periodOrder']);
    // "Still living there" ignores whatever the disabled end shows.
    expect(
      periodProblems({ livedFrom: march, livedTo: { month: 1, year: 2020 }, stillLiving: true }, now),
    ).toEqual([]);
    // A years-only period loaded for editing (months unknown) compares years.
    expect(
      periodProblems(
        { livedFrom: { month: 0, year: 2024 }, livedTo: { month: 0, year: 2024 }, stillLiving: false },
        now,
      ),
    ).toEqual([]);
    expect(
      periodProblems(
        { livedFrom: { month: 0, year: 2025 }, livedTo: { month: 0, year: 2024 }, stillLiving: false },
        now,
      ),
    ).toEqual(['form.error.periodOrder']);
  });

  it('agrees with the API schema on this month', () => {
    const latest = currentMonth();
    const next =
      latest.month === 12 ? { month: 1, year: latest.year + 1 } : { ...latest, month: latest.month + 1 };
    const body = (livedFrom: { month: number; year: number }) => ({
      placeId: '0190a000-0000-7000-8000-000000000001',
      aspects: { noise: { rating: 4 } },
      livedFrom,
      agreedToTerms: true,
      captcha: 'solved',
    });
    for (const livedFrom of [latest, next]) {
      const clientOk = periodProblems({ livedFrom, livedTo: null, stillLiving: true }).length === 0;
      expect(createReviewBodySchema.safeParse(body(livedFrom)).success).toBe(clientOk);
    }
  });
});

describe('a years-only period', () => {
  it('gets January and December (this month for this year) when the months are left out', () => {
    expect(completeYearsOnly({ month: 0, year: 2020 }, { month: 0, year: 2022 }, now)).toEqual({
      livedFrom: { month: 1, year: 2020 },
      livedTo: { month: 12, year: 2022 },
    });
    expect(completeYearsOnly({ month: 0, year: 2026 }, { month: 0, year: 2026 }, now)).toEqual({
      livedFrom: { month: 1, year: 2026 },
      livedTo: { month: 3, year: 2026 },
    });
    expect(completeYearsOnly({ month: 5, year: 2020 }, null, now)).toEqual({
      livedFrom: { month: 5, year: 2020 },
      livedTo: null,
    });
  });
});
