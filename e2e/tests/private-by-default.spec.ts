import { expect, test } from '@playwright/test';
import { USER_AGENT } from './people.ts';
import {
  completeAndPublishReview,
  journeyLocales,
  pickApartment,
  rateAspect,
  translators,
  uniqueText,
  VIEWPORTS,
} from './support.ts';

/**
 * Issue 30, private by default: a visitor without an account writes about their flat with the form's
 * defaults. The form says what could identify them (the flat number, the exact rent) and chooses
 * years only and money ranges for them; a stranger in a fresh browser then sees the year the
 * tenancy began and a rent band, never the month or the amount; the writer still sees their own.
 */

/** 1,000–1,500 as any of the three languages writes a band (separators and dash vary). */
const RENT_BAND = /1[,\s\u00a0\u202f]?000\s?[–-]\s?1[,\s\u00a0\u202f]?500/u;
/** The amount entered, as a page could write it: 1,234 / 1 234 / 1234. */
const EXACT_RENT = /(?<![\d,])1[,\s\u00a0\u202f]?234(?![\d,])/u;

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  const isPhone = viewportName === 'phone';

  test.describe(`private by default on a ${viewportName}`, () => {
    for (const locale of journeyLocales('ru', { postgres: true })) {
      const t = translators[locale];
      const tag = `${locale === 'en' ? '@postgres ' : ''}(${locale})`;

      test(`an anonymous review with the form's defaults shows a stranger years only and a rent range ${tag}`, async ({
        browser,
      }) => {
        const options = { viewport, hasTouch: isPhone, isMobile: isPhone, userAgent: USER_AGENT };
        const writerContext = await browser.newContext(options);
        const writer = await writerContext.newPage();
        // A flat of its own per test: five new reviews of one flat within minutes are held for a moderator.
        const flat = String(1000 + Math.floor(Math.random() * 9000));
        await writer.goto(`/${locale}/reviews/create`);
        await pickApartment(writer, locale, flat);

        const general = t('aspect.apartment.general');
        await rateAspect(writer, general, 2);
        const text = uniqueText();
        await writer
          .getByRole('button', { name: t('form.addComment') })
          .first()
          .click();
        await writer.getByRole('textbox', { name: t('form.commentLabel', { aspect: general }) }).fill(text);

        // The form says what identifies a writer, beside the money, and keeps both private by default.
        await expect(writer.getByText(t('form.moneyIdentifies'))).toBeVisible();
        const yearsOnly = writer.getByRole('checkbox', { name: t('form.yearsOnly') });
        const asRange = writer.getByRole('checkbox', { name: t('form.moneyAsRange') });
        await expect(yearsOnly).toBeChecked();
        await expect(asRange).toBeChecked();
        await expect(writer.getByText(t('form.privateByDefault'))).toBeVisible();
        await writer.getByRole('textbox', { name: t('form.rent') }).fill('1234');
        await writer.getByRole('textbox', { name: t('form.utilitiesWinter') }).fill('250');
        // The hint previews what readers will see.
        await expect(asRange.locator('xpath=..').getByText(RENT_BAND)).toBeVisible();
        await completeAndPublishReview(writer, locale);
        await expect(writer).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
        const reviewUrl = writer.url();
        // The writer sees what readers see, and that only they know the amounts.
        await expect(writer.getByText(t('reviews.moneyRangeNote'))).toBeVisible();

        // A stranger: another browser, no account.
        const strangerContext = await browser.newContext(options);
        const stranger = await strangerContext.newPage();
        const served = await (await stranger.request.get(reviewUrl)).text();
        await stranger.goto(reviewUrl);
        await expect(stranger.getByText(text)).toBeVisible();
        const since = String(new Date().getFullYear() - 1);
        await expect(
          stranger.getByText(t('reviews.livedSince', { from: since }), { exact: true }),
        ).toBeVisible();
        const money = stranger.getByTestId('review-money');
        await expect(money.first()).toHaveText(RENT_BAND);
        await expect(money.nth(1)).toContainText(/200\s?[–-]\s?300/u);
        await expect(stranger.getByText(t('reviews.moneyRangeNote'))).toHaveCount(0);
        await stranger.waitForLoadState('networkidle');
        const hydrated = await stranger.locator('body').innerText();
        for (const [where, content] of [
          ['server HTML', served],
          ['page', hydrated],
        ] as const) {
          expect(EXACT_RENT.test(content), `${where} shows the exact rent`).toBe(false);
          expect(content.includes('1234'), `${where} carries the exact rent`).toBe(false);
        }
        // The API answers the same to the stranger.
        const reviewId = reviewUrl.split('/').pop()!;
        const answer = (await (await stranger.request.get(`/api/v1/reviews/${reviewId}`)).json()) as {
          livedFrom: { month: number | null };
          rent: { amount: number | null };
        };
        expect(answer.livedFrom.month).toBeNull();
        expect(answer.rent.amount).toBeNull();
        if (isPhone) {
          expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
        }
        await writerContext.close();
        await strangerContext.close();
      });
    }
  });
}
