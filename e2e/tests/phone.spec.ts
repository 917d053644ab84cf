import { STORAGE_KEYS } from '@app/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { linkPath, waitForMail } from './mail.ts';
import { USER_AGENT } from './people.ts';
import {
  expectAccessible,
  LOCALES,
  type Locale,
  signInAs,
  signUpTestUser,
  tbilisiId,
  translators,
  VIEWPORTS,
  waitForSection,
} from './support.ts';

/** Issue 17, points 7 and 8: the phone layout and the right language and defaults. */

type ViewportName = keyof typeof VIEWPORTS;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  return box as Box;
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as Array<
  [ViewportName, (typeof VIEWPORTS)[ViewportName]]
>) {
  const isPhone = viewportName === 'phone';

  test.describe(`17.7 on a ${viewportName} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport, hasTouch: isPhone, isMobile: isPhone, userAgent: USER_AGENT });

    for (const locale of LOCALES) {
      const t = translators[locale];

      test(`the "Over the years" table shows every column (${locale})`, async ({ page, request }) => {
        await page.goto(`/${locale}/reviews?placeId=${await tbilisiId(request)}`);
        const history = page.getByRole('region', { name: t('reviews.history') });
        await history.scrollIntoViewIfNeeded();
        const rows = history.locator('tbody tr');
        await expect(rows.nth(1)).toBeVisible();
        const region = await boxOf(history);
        // Nothing is cut off: the table fits its card, which fits the screen, and the page does
        // not scroll sideways.
        expect(region.x + region.width).toBeLessThanOrEqual(viewport.width);
        const widths = await history.evaluate((section) => {
          const table = section.querySelector('table') as HTMLTableElement;
          return { table: table.getBoundingClientRect().width, card: section.clientWidth };
        });
        expect(widths.table).toBeLessThanOrEqual(widths.card);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        // Every value of a year is on screen: the winter (and summer) bills included.
        const cells = rows.first().locator('td');
        const count = await cells.count();
        expect(count).toBeGreaterThanOrEqual(4);
        for (let index = 0; index < count; index += 1) {
          const cell = await boxOf(cells.nth(index));
          expect(cell.x, `cell ${index}`).toBeGreaterThanOrEqual(region.x);
          expect(cell.x + cell.width, `cell ${index}`).toBeLessThanOrEqual(region.x + region.width + 0.5);
        }
        const winter = t('reviews.historyWinter');
        await expect(history.getByRole('columnheader', { name: winter })).toHaveCount(1);
        if (isPhone) {
          // Stacked rows: each value carries its column's name, as the hidden header row does for
          // screen readers.
          const labels = await cells.evaluateAll((tds) =>
            tds.map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
          );
          expect(labels).toContain(winter);
          expect(labels).toContain(t('reviews.historyRent'));
        } else {
          await expect(history.getByRole('columnheader', { name: winter })).toBeVisible();
        }
        await expectAccessible(page);
      });

      test(`the home search box is in the upper half of the first screen (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}`);
        const search = page.getByRole('combobox', { name: t('home.searchLabel') });
        await expect(search).toBeVisible();
        const box = await boxOf(search);
        // Within the first screen without scrolling; on a phone high enough that the keyboard
        // (about the lower 40 %) leaves room for the suggestions under it.
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(isPhone ? viewport.height / 2 : viewport.height);
      });
    }
  });
}

/** Waits until the toast saying `text` has come in (sonner slides it in) and gives its box. */
async function toastBox(page: Page, text: string): Promise<Box> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || !(a instanceof CSSTransition)),
  );
  return boxOf(toast);
}

/**
 * The toast after tapping `button` leaves the button free: where the tap left it, and (on a phone)
 * at the bottom edge of the screen, where a thumb taps it and where the toast used to sit.
 */
async function expectToastBesideButton(page: Page, button: Locator, text: string, isPhone: boolean) {
  const toast = await toastBox(page, text);
  if (await button.isVisible())
    expect(intersects(toast, await boxOf(button)), 'toast over the button').toBe(false);
  if (isPhone) {
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(intersects(toast, await boxOf(button)), 'toast over the button at the bottom').toBe(false);
    // The toast sits at the top of the screen, over the site's header (the same on every page), not
    // over the page's own heading (issue 33).
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(toast.y + toast.height).toBeLessThan(844 / 2);
    const heading = page.getByRole('heading', { level: 1 }).first();
    if (scrolled === 0 && (await heading.isVisible())) {
      expect(intersects(toast, await boxOf(heading)), 'toast over the heading').toBe(false);
    }
  }
}

const ZONES: Record<Locale, string> = {
  en: 'America/Sao_Paulo',
  ru: 'Asia/Yekaterinburg',
  ka: 'Asia/Tbilisi',
};

for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as Array<
  [ViewportName, (typeof VIEWPORTS)[ViewportName]]
>) {
  const isPhone = viewportName === 'phone';

  for (const locale of LOCALES) {
    const t = translators[locale];

    test.describe(`17.7 and 17.8 on a ${viewportName} (${locale})`, () => {
      test.use({
        viewport,
        hasTouch: isPhone,
        isMobile: isPhone,
        userAgent: USER_AGENT,
        timezoneId: ZONES[locale],
      });

      test(`"Comment added" does not cover "Post comment" (${viewportName}, ${locale})`, async ({
        page,
        request,
      }) => {
        // A reader comments on a review of the demo data (the review form is not the subject): one of
        // Tbilisi itself, which no other test reviews, edits or hides.
        const reader = await signUpTestUser(request, locale, { prefix: 'phone', name: 'Tamar' });
        const ofTbilisi = (await (
          await request.get(
            `/api/v1/reviews?placeId=${await tbilisiId(request)}&placeType=city&lang=${locale}`,
          )
        ).json()) as { items: Array<{ id: string }> };
        const review = ofTbilisi.items[0];
        expect(review, 'the demo data reviews Tbilisi').toBeDefined();
        await signInAs(page, reader.token);
        await page.goto(`/${locale}/reviews/${review?.id}`);
        await waitForSection(page, 'comments');

        const thread = page.getByRole('region', { name: new RegExp(t('comments.title')) });
        await thread
          .getByRole('textbox', { name: t('comments.label') })
          .fill(`${viewportName} ${locale}: ok`);
        const post = thread.getByRole('button', { name: t('comments.submit') });
        // Where a thumb taps it: at the bottom edge of the screen.
        await post.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await post.click();
        await expectToastBesideButton(page, post, t('comments.added'), isPhone);
        // It stays with its page: the reader going on to another page leaves it behind (issue 33). A
        // toast raised within a second of a navigation comes along (the step that led there: toast.tsx);
        // this one is older when the reader moves on, and goes at once, not when its
        // TIMING.toastDurationMs of 5 s runs out (which this assertion used to wait for, 6 times a run:
        // on a phone the toast lies over the header, whose links a tap reached only once it had gone).
        await page.waitForTimeout(1_200);
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: t('footer.privacy') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/privacy$`));
        // Gone well before those 5 s (counted from when it showed, ≥ 1.2 s ago): a busy machine still
        // has 2.5 s for the page's effect and the toast's 200 ms exit.
        await expect(
          page.locator('[data-sonner-toast]').filter({ hasText: t('comments.added') }),
        ).toHaveCount(0, { timeout: 2_500 });
      });

      test(`sign-up takes the page language for maps and the browser's zone, no "Detect" (${viewportName}, ${locale})`, async ({
        page,
      }) => {
        await page.goto(`/${locale}/auth/sign-up`);
        const email = `e2e-phone-${viewportName}-${locale}-${Date.now()}@example.com`;
        await page.getByLabel(t('auth.name'), { exact: true }).fill('Nino');
        await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
        await page.getByLabel(t('auth.password'), { exact: true }).fill('Lantern-Harbor-2026');
        await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill('Lantern-Harbor-2026');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
        // "Check your e-mail" names the address and fits the screen; the mailed link signs in.
        const sent = page.getByText(t('auth.signUp.sentText', { email }));
        await expect(sent).toBeVisible();
        const box = (await sent.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);
        const invitation = await waitForMail(email, t('mail.signUp.subject'));
        await page.goto(linkPath(invitation));
        await expect(page).toHaveURL(new RegExp(`/${locale}$`));
        await expect(page.getByText(t('auth.completeSignUp.welcome', { name: 'Nino' }))).toBeVisible();

        // The settings show them at once: nobody pressed "Detect".
        await page.goto(`/${locale}/settings`);
        const main = page.getByRole('main');
        await expect(
          main.getByRole('combobox', { name: t('settings.mapsLanguage'), exact: true }),
        ).toHaveValue(locale);
        await expect(main.getByRole('combobox', { name: t('settings.timezone'), exact: true })).toHaveValue(
          ZONES[locale],
        );
        const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
        const current = await page.request.get('/api/v1/auth/current', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect((await current.json()).user).toMatchObject({
          language: locale,
          mapsLanguage: locale,
          timezone: ZONES[locale],
        });
      });

      test(`saving a new language says "saved" in it, clear of "Save" (${viewportName}, ${locale})`, async ({
        page,
        request,
      }) => {
        const to = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] as Locale;
        const user = await signUpTestUser(request, locale, {
          prefix: 'phone-lang',
          name: 'Levan',
        });
        await signInAs(page, user.token);
        await page.goto(`/${locale}/settings`);
        const main = page.getByRole('main');
        await main.getByRole('combobox', { name: t('settings.language'), exact: true }).selectOption(to);
        const save = main.getByRole('button', { name: t('settings.save'), exact: true });
        await save.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await save.click();
        await expect(page).toHaveURL(new RegExp(`/${to}/settings$`));
        const saveThere = main.getByRole('button', { name: translators[to]('settings.save'), exact: true });
        await expectToastBesideButton(page, saveThere, translators[to]('settings.saved'), isPhone);
        await expect(page.getByText(t('settings.saved'))).toHaveCount(0);
      });

      test(`a non-JSON failure of anonymous sign-in says the spec's text beside the button (${viewportName}, ${locale})`, async ({
        page,
      }) => {
        await page.route('**/api/v1/auth/anonymous/sign-in', (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
        );
        await page.goto(`/${locale}/auth/sign-in`);
        const button = page.getByRole('button', { name: t('auth.anonymous.button') });
        await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await button.click();
        await expectToastBesideButton(page, button, t('auth.anonymous.failed'), isPhone);
        await expect(page.getByText('Bad Gateway')).toHaveCount(0);
      });
    });
  }
}

/**
 * What does not depend on the screen's width runs once per language: a page's meta description and
 * the words of a review that failed to load are the same on a phone and a desktop.
 */
for (const locale of LOCALES) {
  const t = translators[locale];

  test.describe(`17.7 in ${locale}`, () => {
    test(`every page has one meta description, the 404 page too (${locale})`, async ({ page, request }) => {
      const latest = (await (await request.get(`/api/v1/reviews/latest?limit=1&lang=${locale}`)).json()) as {
        items: Array<{ id: string }>;
      };
      const paths = [
        '',
        '/reviews/latest',
        `/reviews?placeId=${await tbilisiId(request)}`,
        `/reviews/${latest.items[0]?.id}`,
        '/reviews/00000000-0000-4000-8000-000000000017',
        '/reviews/create',
        '/auth/sign-in',
        '/auth/sign-up',
        '/auth/sign-up/complete',
        '/auth/email/verify',
        '/auth/email/password-reset',
        '/tos',
        '/privacy',
        '/content-policy',
        '/settings',
        '/no-such-page-17',
        '/a/b/c',
      ];
      for (const path of paths) {
        await page.goto(`/${locale}${path}`);
        const description = page.locator('meta[name="description"]');
        await expect(description, path).toHaveCount(1);
        const content = (await description.getAttribute('content')) ?? '';
        expect(content.length, path).toBeGreaterThan(20);
        expect(content, path).not.toMatch(/^meta\./);
      }
      const response = await page.goto(`/${locale}/no-such-page-17`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t('meta.notFound.description'),
      );
    });

    test(`a review that fails to load says 'Failed to load review' (${locale})`, async ({ page }) => {
      // A review opened from the home list while the API fails: the page's loader then answers
      // 503 (reviews.$id.tsx). Its answer is made from the server's real error answer (that of a
      // missing review) with the status turned into 503, as the route's boundary would get it.
      const missing = '00000000-0000-4000-8000-000000000177';
      await page.route(`**/${locale}/reviews/*.data*`, async (route) => {
        const url = route
          .request()
          .url()
          .replace(/reviews\/[^/]+\.data/, `reviews/${missing}.data`);
        const real = await route.fetch({ url });
        const body = (await real.text()).replaceAll('404', '503');
        await route.fulfill({ response: real, status: 503, body });
      });
      await page.goto(`/${locale}`);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await page.locator(`main a[href^="/${locale}/reviews/0"]`).first().click();
      await expect(page.getByRole('heading', { level: 1, name: t('reviews.loadFailed') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('errors.serverError.title') })).toHaveCount(0);
    });
  });
}
