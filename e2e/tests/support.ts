import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type AuthResult, LOCALES, type Locale, STORAGE_KEYS } from '@app/contracts';
import type { Translate } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { answerCaptcha, type CaptchaChallenge } from '../../apps/server/src/testing/captcha-answer.ts';
import { linkPath, waitForMail } from './mail.ts';

export { LOCALES, type Locale };

/**
 * The languages a journey runs in when language is not what it tests (a review's edit and delete,
 * sessions, moderation, watches: the same steps behind other words). What depends on the language —
 * every page's text, forms' messages, scripts typed into search, layout on a phone, formats, mails —
 * stays in specs that loop over all of LOCALES (every-language, phone, phone-layout, shell, search,
 * places, add-address, street-naming, maps, translate…); a journey is walked once, in the language
 * its spec names: Russian for half of them, Georgian for the other half.
 *
 * A journey tagged @postgres (`{ postgres: true }`) is walked in English as well: CI runs that case on
 * PostgreSQL (.ci/run) and the other language on PGlite, so English is walked by one or two journeys
 * of every feature, on the database production uses. A spec with journeys of both kinds loops over each
 * kind's languages separately (authors, google, ai-summary).
 *
 * (Issue 32: three fifths of the end-to-end time once went to walking each journey three times, and
 * a tenth of it to the English walk of the journeys that are not @postgres.) `E2E_LANGUAGES=all` runs
 * every journey in all three languages.
 */
export function journeyLocales(
  other: Exclude<Locale, 'en'>,
  options: { postgres?: boolean } = {},
): readonly Locale[] {
  if (process.env.E2E_LANGUAGES === 'all') return LOCALES;
  return options.postgres ? ['en', other] : [other];
}

/*
 * A test whose title carries the tag @postgres is one of the journeys that CI runs again on
 * PostgreSQL (.ci/run, in English): one or two per feature, each through the pages that read and
 * write its data. The PostgreSQL run of the Vitest suites already asks every query of the API over
 * HTTP; these prove that the built app starts, migrates, seeds and serves them to a browser on a
 * real server.
 */

export const translators = Object.fromEntries(LOCALES.map((l) => [l, translatorFor(l)])) as Record<
  Locale,
  Translate
>;

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails on any serious or critical accessibility violation (WCAG 2.1 A/AA rules).
 *
 * axe-core runs in the page itself, injected once per document. @axe-core/playwright re-injects it on
 * every check and, in its default mode, opens a second page to merge the results of frames (this
 * app has none): about a second and a half per check on two cores, for the same verdict.
 */
export async function expectAccessible(page: Page) {
  // Colours read in the middle of a fade (a toast coming in) are not the ones users read: let the
  // finite animations and transitions end first (spinners run forever and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const serious = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // A toast that is still coming in or already leaving fades (sonner's transitions, which may start
    // after the wait above: a toast closes on its own timer) and is read at a passing colour.
    const fading = '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]';
    const context = document.querySelector(fading) ? { include: [['html']], exclude: [[fading]] } : document;
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Tbilisi's place id: the city of the gazetteer, as the search's suggestions name it. */
export async function tbilisiId(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/v1/places/suggestions?q=Tbilisi&lang=en');
  const { items } = (await answer.json()) as { items: Array<{ id: string; kind: string; name: string }> };
  const city = items.find((item) => item.kind === 'city' && item.name === 'Tbilisi');
  expect(city, JSON.stringify(items)).toBeTruthy();
  return city!.id;
}

/**
 * Opens a page and waits until it answers taps. A tap on a server-rendered button before the page
 * has hydrated does nothing, as in any browser; root.tsx marks `<html data-hydrated>` once it has.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Waits until the page answers input: text typed before hydration starts no search. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until a section whose hydration is deferred (components/deferred-part.tsx) has hydrated: a tap
 * on its buttons before that is lost, as a tap before the page hydrates is.
 */
export async function waitForSection(page: Page, section: string) {
  await page.locator(`[data-section="${section}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/** A real 64×64 PNG for upload tests; the server re-encodes it. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqiTCqmlFn4h7hIFCBKSh4fU00Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXvEPH2nVQPHX9L1ZAAAAAElFTkSuQmCC',
  'base64',
);

/** The screens journeys are checked on: a phone (390×844, touch) and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 720 },
} as const;

/** A district of the demo data, as typed and as named in each language. */
export const VAKE: Record<Locale, { typed: string; name: string; city: string }> = {
  en: { typed: 'Vake', name: 'Vake', city: 'Tbilisi' },
  ru: { typed: 'Ваке', name: 'Ваке', city: 'Тбилиси' },
  ka: { typed: 'ვაკე', name: 'ვაკე', city: 'თბილისი' },
};

let signUps = 0;
/**
 * A registered user made through the real sign-up API and the link of the real mail it sends
 * (decision 013: the link creates the account, verified, and answers its session); the page signs
 * in with its token.
 */
export async function signUpTestUser(
  request: APIRequestContext,
  locale: Locale,
  options: { prefix: string; name: string },
) {
  signUps += 1;
  const email = `e2e-${options.prefix}-${Date.now()}-${signUps}-${locale}@example.com`;
  const response = await request.post('/api/v1/auth/sign-up', {
    data: {
      type: 'email',
      email,
      password: 'Lantern-Harbor-2026',
      name: `${options.name} ${signUps}`,
      agreement: true,
      language: locale,
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return completeSignUpFromMail(request, email, locale);
}

/** Follows the link of the sign-up mail to `email` (decision 013): the new account's session. */
export async function completeSignUpFromMail(request: APIRequestContext, email: string, locale: Locale) {
  const mail = await waitForMail(email, translators[locale]('mail.signUp.subject'));
  const token = new URL(linkPath(mail), 'http://localhost').searchParams.get('token');
  const completed = await request.post('/api/v1/auth/sign-up/complete', { data: { token } });
  expect(completed.status(), await completed.text()).toBe(200);
  return (await completed.json()) as AuthResult;
}

/** Makes the page's app start signed in with this session token (as after a sign-in). */
export async function signInAs(page: Page, token: string) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.authToken,
    token,
  ] as const);
}

/** Picks the Vake district in the place picker of the create screen. */
export async function pickVake(page: Page, locale: Locale) {
  const t = translators[locale];
  await waitForHydration(page);
  await page.getByRole('combobox', { name: t('places.picker.address') }).fill(VAKE[locale].typed);
  // A district is taken on the first click (issue 33), with no "Choose place".
  await page.getByRole('option', { name: new RegExp(`^${VAKE[locale].name}, ${VAKE[locale].city}`) }).click();
  await expect(page.getByTestId('picked-place')).toHaveText(VAKE[locale].name);
}

/** A building of the demo data, as typed and as named in each language. */
export const BUILDING: Record<Locale, { typed: string; name: string }> = {
  en: { typed: 'Chavchavadze 12', name: '12 Ilia Chavchavadze Avenue' },
  ru: { typed: 'Чавчавадзе 12', name: 'проспект Ильи Чавчавадзе, 12' },
  ka: { typed: 'ჭავჭავაძის 12', name: 'ილია ჭავჭავაძის გამზირი 12' },
};

/** Picks an apartment (7 unless told) of a known building in the place picker. */
export async function pickApartment(page: Page, locale: Locale, apartmentNumber = '7') {
  const t = translators[locale];
  await waitForHydration(page);
  await page.getByRole('combobox', { name: t('places.picker.address') }).fill(BUILDING[locale].typed);
  await page
    .getByRole('option', { name: new RegExp(BUILDING[locale].name) })
    .first()
    .click();
  await page.getByRole('textbox', { name: t('places.picker.apartmentNumber') }).fill(apartmentNumber);
  await page.getByRole('button', { name: t('places.picker.choosePlace') }).click();
  await expect(page.getByTestId('picked-place')).toContainText(BUILDING[locale].name);
}

/** Clicks the n-th star of an aspect, as a person does. */
export async function rateAspect(page: Page, aspectLabel: string, stars: number) {
  await page
    .getByRole('group', { name: aspectLabel, exact: true })
    .locator('label')
    .nth(stars - 1)
    .click();
}

/**
 * The end of the review form, after the ratings: living there since March last year (the year alone
 * when "years only" is ticked), terms agreed,
 * the real captcha widget solved, Publish.
 */
export async function completeAndPublishReview(page: Page, locale: Locale) {
  const t = translators[locale];
  // With "years only" ticked the form hides the months: the year alone is enough.
  const month = page.getByRole('combobox', { name: `${t('form.from')}: ${t('form.month')}` });
  if (await month.isVisible()) await month.selectOption('3');
  await page
    .getByRole('combobox', { name: `${t('form.from')}: ${t('form.year')}` })
    .selectOption(String(new Date().getFullYear() - 1));
  await page.getByRole('checkbox', { name: t('form.stillLiving') }).check();
  await page.getByRole('checkbox', { name: new RegExp(t('form.termsPrivacy')) }).check();
  // The widget started its proof-of-work when it appeared: a person only waits for "Verified".
  await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: t('form.publish'), exact: true }).click();
}

/**
 * The review form's progress (percent) without the captcha's step. The captcha solves itself
 * whenever the machine gets to it and counts as one step of five, so a test of the other steps
 * reads the bar apart from it (with expect.poll).
 */
export async function formProgressBesidesCaptcha(page: Page) {
  const shown = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
  const verified = await page.locator('altcha-widget [data-state="verified"]').count();
  return shown - (verified > 0 ? 20 : 0);
}

/**
 * The next review publish is refused with `answer` (an error envelope), as the API would refuse it;
 * later ones reach the server. Returns how many publishes were tried so far.
 */
export async function refuseFirstPublish(
  page: Page,
  answer: { statusCode: number } & Record<string, unknown>,
) {
  let attempts = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/reviews',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      attempts += 1;
      if (attempts > 1) return route.fallback();
      return route.fulfill({
        status: answer.statusCode,
        contentType: 'application/json',
        body: JSON.stringify(answer),
      });
    },
  );
  return () => attempts;
}

const WORDS = [
  'courtyard',
  'chestnut',
  'balcony',
  'marble',
  'stairwell',
  'orchard',
  'bakery',
  'tramline',
  'cellar',
  'lantern',
  'pigeons',
  'fountain',
  'hillside',
  'kiosk',
  'walnut',
  'terrace',
  'cobbles',
  'awning',
  'radiator',
  'boiler',
  'laundry',
  'mailbox',
  'elevator',
  'doorman',
  'playground',
  'cypress',
];

/**
 * Text no other test (nor a retry of this one) wrote: the duplicate check holds reviews that repeat
 * a text from the same network, and every test runs from 127.0.0.1. No digits, which could read as
 * a phone number.
 */
export function uniqueText(): string {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)];
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Noticed the ${pick()} and the ${pick()} near the ${pick()}, also a ${pick()} by the ${pick()}; code ${letters.join('')}.`;
}

/** A few random letters (no digits: a long number would be masked as a phone number). */
export const letterTag = (length = 8) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A new account without e-mail (its token) and the latest review in `locale`, for comment journeys. */
export async function anonymousCommenter(request: APIRequestContext, locale: Locale) {
  const signIn = await request.post('/api/v1/auth/anonymous/sign-in');
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const latest = await request.get(`/api/v1/reviews/latest?limit=1&lang=${locale}`);
  const [review] = ((await latest.json()) as { items: Array<{ id: string }> }).items;
  if (!review) throw new Error('The demo data has no review to comment on');
  return { token, reviewId: review.id };
}

/**
 * The author publishes a Vake review with one rated aspect and a comment, as a person does;
 * `choose` ticks the privacy choices before the end of the form.
 */
export async function publishReview(
  page: Page,
  locale: Locale,
  text: string,
  choose?: (page: Page) => Promise<void>,
) {
  const t = translators[locale];
  const general = t('aspect.district.general');
  await page.goto(`/${locale}/reviews/create`);
  await pickVake(page, locale);
  await rateAspect(page, general, 4);
  await page
    .getByRole('button', { name: t('form.addComment') })
    .first()
    .click();
  await page.getByRole('textbox', { name: t('form.commentLabel', { aspect: general }) }).fill(text);
  await choose?.(page);
  await completeAndPublishReview(page, locale);
  await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
  return page.url();
}

/** The place id of Vake, as the place picker gets it from the suggestions. */
async function vakeId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(
    `/api/v1/places/suggestions?q=${encodeURIComponent(VAKE.en.typed)}&lang=en`,
  );
  const { items } = (await answer.json()) as {
    items: Array<{ id: string | null; kind: string; name: string }>;
  };
  const vake = items.find((item) => item.kind === 'district' && item.name === VAKE.en.name);
  if (!vake?.id) throw new Error(`Vake is not among the suggestions: ${JSON.stringify(items)}`);
  return vake.id;
}

/** A captcha solved here, as the form's widget solves it in the browser (the same proof of work). */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  return answerCaptcha((await (await request.get('/api/v1/captcha/challenge')).json()) as CaptchaChallenge);
}

/**
 * The account of `token` publishes the review `publishReview` writes through the form (Vake, one
 * rating of 4 with `text` as its comment, none when null; living there since March last year), through the API: for
 * journeys about what follows a review (author pages, moderation, watches, public ids), where the
 * form is not the subject and its page loads only cost time (issue 32). The form's own journeys
 * (reviews, every-language, form-errors, private-by-default, anonymity…) publish through it. `fields`
 * adds to the body (`hideAuthor`, `publishAt`…). Answers the review's address, as `publishReview` does.
 */
export async function publishReviewThroughApi(
  request: APIRequestContext,
  token: string,
  locale: Locale,
  text: string | null,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const general = text === null ? { rating: 4 } : { rating: 4, comment: text };
  const response = await request.post(`/api/v1/reviews?lang=${locale}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      placeId: await vakeId(request),
      aspects: { general },
      livedFrom: { month: 3, year: new Date().getFullYear() - 1 },
      livedTo: null,
      language: locale,
      agreedToTerms: true,
      captcha: await solvedCaptcha(request),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return new URL(`/${locale}/reviews/${id}`, response.url()).href;
}

/**
 * Keeps a screenshot (a page whole, or one element) for a look by eye when E2E_SHOTS names a folder:
 * `E2E_SHOTS=/tmp/shots npx playwright test tests/phone-layout.spec.ts`. Without it none is taken:
 * a full-page capture costs the run time, and nobody looks at it in CI.
 */
export async function keepScreenshot(target: Page | Locator, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: true });
  else await target.screenshot({ path: file });
}

/** The app's MAP_STYLE_URL (its default: start-server.ts sets none). */
const MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * The map style as the test needs it, never from the internet: `plain` is a style of one
 * background layer and no tiles (the map loads and a pin can be placed and moved), `unreachable`
 * fails as a style does offline, `tiles-fail` loads a style whose tiles then fail (a network gone
 * after the style), and `no-webgl` serves the plain style to a browser without WebGL. In the last
 * three the add-address step hides the map and asks for the district.
 */
export async function serveMapStyle(page: Page, how: 'plain' | 'unreachable' | 'tiles-fail' | 'no-webgl') {
  if (how === 'no-webgl') {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: never[]
      ) {
        return kind.startsWith('webgl') ? null : getContext.call(this, kind as '2d', ...rest);
      } as typeof getContext;
    });
  }
  const tiles = `${new URL(MAP_STYLE_URL).origin}/test-tiles`;
  await page.route(`${tiles}/**`, (route) => route.abort('internetdisconnected'));
  await page.route(`${MAP_STYLE_URL}*`, (route) =>
    how === 'unreachable'
      ? route.abort('internetdisconnected')
      : route.fulfill({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            version: 8,
            sources:
              how === 'tiles-fail'
                ? { ground: { type: 'raster', tiles: [`${tiles}/{z}/{x}/{y}.png`], tileSize: 256 } }
                : {},
            layers: [
              { id: 'background', type: 'background', paint: { 'background-color': '#e7e5e4' } },
              ...(how === 'tiles-fail' ? [{ id: 'ground', type: 'raster', source: 'ground' }] : []),
            ],
          }),
        }),
  );
}
