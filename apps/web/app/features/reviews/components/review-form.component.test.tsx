import { type Locale, type PlaceForReviewResponse, type Review, STORAGE_KEYS } from '@app/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getStoredToken } from '../../../shared/lib/api';
import { api } from '../../../shared/lib/api-client';
import { including, passCaptcha, renderPage, textsIn } from '../../../testing/components';
import { resolvePlaceForReview } from '../../places/api/places-api';
import { emptyReviewValues, ReviewForm, type ReviewFormValues, reviewFields } from './review-form';

/** A building of the demo data, resolved by the server for a review (its aspects, its type). */
let place: PlaceForReviewResponse;
beforeAll(async () => {
  const { items } = await api('GET /places/suggestions', { query: { q: 'Pekini 41', lang: 'en' } });
  const building = items.find((item) => item.kind === 'building');
  place = await resolvePlaceForReview({ placeId: building!.id!, lang: 'en' });
});

/**
 * The create screen's form as routes/reviews.create.tsx holds it: the values in state, an
 * anonymous session when publishing, the review posted to the server as entered.
 */
function CreateReview(props: { locale: Locale; published: Review[]; page?: { empty?: () => void } }) {
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewValues);
  // What the page does to the form on a sign-out (issue 30): empties it.
  if (props.page) props.page.empty = () => setValues(emptyReviewValues());
  const ensureSession = async () => {
    if (getStoredToken()) return;
    const session = await api('POST /auth/anonymous/sign-in', { token: null });
    localStorage.setItem(STORAGE_KEYS.authToken, session.token);
  };
  return (
    <ReviewForm
      mode="create"
      placeType={place.placeType}
      aspects={place.aspects}
      values={values}
      onValuesChange={setValues}
      isAnonymous
      ensureSession={ensureSession}
      isPublic={false}
      onSubmit={async (form) => {
        await ensureSession();
        const review = await api('POST /reviews', {
          query: { lang: props.locale },
          body: {
            placeId: place.place.id,
            ...reviewFields(form, { isPublic: false }),
            language: props.locale,
            agreedToTerms: true,
            captcha: form.captcha,
          } as never,
        });
        props.published.push(review);
      }}
    />
  );
}

async function renderForm(locale: Locale = 'en', page?: { empty?: () => void }) {
  const t = textsIn(locale);
  const published: Review[] = [];
  const view = renderPage(<CreateReview locale={locale} published={published} page={page} />, { locale });
  const publish = await screen.findByRole('button', { name: t('form.publish') });
  const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
  /** The first aspect's stars (the general one), by their accessible names. */
  const star = (count: number) => screen.getAllByRole('radio', { name: t('form.starLabel', { count }) })[0]!;
  const year = (end: 'form.from' | 'form.to') =>
    screen.getByRole('combobox', { name: `${t(end)}: ${t('form.year')}` });
  const terms = screen.getByRole('checkbox', { name: including(t('form.termsPrivacy')) });
  return { ...view, t, published, publish, progress, star, year, terms };
}

const thisYear = new Date().getUTCFullYear();

describe('review form (against the real API)', () => {
  it.each(['en', 'ru', 'ka'] as const)('says what is missing and sends nothing (%s)', async (locale) => {
    const { user, t, publish, published, progress, star } = await renderForm(locale);
    // The place is chosen: one of five steps.
    expect(progress()).toBe(20);
    await user.click(publish);
    for (const key of [
      'form.ratingError',
      'form.error.periodMissing',
      'form.termsError',
      'form.captchaError',
    ] as const) {
      expect(screen.getAllByText(t(key)).length).toBeGreaterThan(0);
    }
    // The first star takes the focus, to rate from the keyboard.
    expect(document.activeElement).toBe(star(1));
    expect(published).toEqual([]);
  });

  it('counts each step done, and a rating answers its message at once', async () => {
    const { user, t, publish, progress, star, year, terms } = await renderForm();
    await user.click(publish);
    expect(screen.getAllByText(t('form.ratingError')).length).toBeGreaterThan(0);
    await user.click(star(4));
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(t('form.ratingError'))).toBeNull();
    expect(progress()).toBe(40);
    // Without the author's name the period is years only (issue 30): a start year is enough.
    await user.selectOptions(year('form.from'), String(thisYear - 2));
    await user.click(screen.getByRole('checkbox', { name: t('form.stillLiving') }));
    expect(progress()).toBe(60);
    await user.click(terms);
    expect(progress()).toBe(80);
    await passCaptcha();
    expect(progress()).toBe(100);
  });

  it('refuses a period that ends before it starts', async () => {
    const { user, t, publish, published, star, year, terms } = await renderForm('ru');
    await user.click(star(5));
    await user.selectOptions(year('form.from'), String(thisYear - 1));
    await user.selectOptions(year('form.to'), String(thisYear - 3));
    expect(screen.getAllByText(t('form.error.periodOrder')).length).toBeGreaterThan(0);
    await user.click(terms);
    await passCaptcha();
    await user.click(publish);
    expect(screen.getAllByText(t('form.error.periodOrder')).length).toBeGreaterThan(0);
    expect(published).toEqual([]);
    // Put right, the message goes.
    await user.selectOptions(year('form.to'), String(thisYear - 1));
    expect(screen.queryByText(t('form.error.periodOrder'))).toBeNull();
  });

  it('a change that lands after the page emptied the form does not bring the entries back (a sign-out)', async () => {
    const page: { empty?: () => void } = {};
    const { user, star } = await renderForm('en', page);
    await user.click(star(4));
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    const widget = await waitFor(() => {
      const element = document.querySelector('altcha-widget .altcha[data-state]')?.closest('altcha-widget');
      if (!element) throw new Error('no captcha widget yet');
      return element;
    });
    // The account signs out and the page empties the form; the captcha's "verified" event comes
    // before React has rendered the empty form (on a busy phone, the proof of work ends then).
    act(() => {
      page.empty?.();
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }),
      );
    });
    for (const count of [1, 2, 3, 4, 5]) expect((star(count) as HTMLInputElement).checked).toBe(false);
  });

  it('publishes the review, then shows the server’s refusal of a spent captcha', async () => {
    const { user, t, publish, published, star, year, terms } = await renderForm();
    await user.click(star(4));
    await user.selectOptions(year('form.from'), String(thisYear - 2));
    await user.selectOptions(year('form.to'), String(thisYear - 1));
    await user.click(terms);
    const captcha = await passCaptcha();
    await user.click(publish);
    await waitFor(() => expect(published).toHaveLength(1));
    const review = await api('GET /reviews/:id', { params: { id: published[0]!.id }, query: { lang: 'en' } });
    expect(review.place.id).toBe(place.place.id);
    expect(review.aspects.find((aspect) => aspect.aspect === 'general')?.rating).toBe(4);
    expect([review.livedFrom?.year, review.livedTo?.year]).toEqual([thisYear - 2, thisYear - 1]);

    // A new visitor hands over that spent captcha: the form's checks pass, the server refuses it
    // (CAPTCHA_REQUIRED on the captcha field), and the form shows that beside the captcha, with a
    // fresh widget to solve, and keeps what was entered.
    cleanup();
    localStorage.clear();
    const again = await renderForm();
    await again.user.click(again.star(2));
    await again.user.selectOptions(again.year('form.from'), String(thisYear - 1));
    await again.user.click(screen.getByRole('checkbox', { name: t('form.stillLiving') }));
    await again.user.click(again.terms);
    await passCaptcha(captcha);
    await again.user.click(again.publish);
    // The captcha's group is described by the refusal (the widget's own "failed" is not enough).
    const captchaGroup = await screen.findByRole('group', {
      name: t('form.captcha'),
      description: t('form.captchaError'),
    });
    expect(captchaGroup.getAttribute('data-invalid')).toBe('true');
    expect(again.published).toEqual([]);
    await waitFor(() => expect(document.querySelector('[data-captcha-status="verified"]')).toBeNull());
    expect((again.star(2) as HTMLInputElement).checked).toBe(true);
  });
});
