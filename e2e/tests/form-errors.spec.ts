import { expect, test } from '@playwright/test';
import {
  completeAndPublishReview,
  expectAccessible,
  LOCALES,
  pickVake,
  rateAspect,
  refuseFirstPublish,
  SAMPLE_PNG,
  translators,
} from './support.ts';

/** Issue 17 point 6: a server refusal about one part of the review form stands beside that part. */
for (const locale of LOCALES) {
  const t = translators[locale];
  // Georgian on a phone, where the Publish button is far below the photos.
  const phone = locale === 'ka';

  test(`a refused photo is named beside the photos, focused, and goes once the photo does (${locale})`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/reviews/create`);
    await pickVake(page, locale);
    await rateAspect(page, t('aspect.district.general'), 4);
    await page.getByLabel(t('form.addPhotos')).setInputFiles({
      name: 'balcony.png',
      mimeType: 'image/png',
      buffer: SAMPLE_PNG,
    });
    await expect(page.getByRole('status').getByText(t('photos.uploaded', { count: 1 }))).toBeVisible();

    // The photo went away between upload and Publish (another tab, an expiry): the API says so,
    // naming the field, in English; the page says it in its own language, beside the photos.
    const attempts = await refuseFirstPublish(page, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      details: [
        { field: 'photoIds', message: 'A photo does not exist or is not yours', code: 'PHOTO_UNKNOWN' },
      ],
    });
    await completeAndPublishReview(page, locale);

    const photos = page.getByRole('region', { name: t('form.photos'), exact: true });
    await expect(photos).toHaveAccessibleDescription(t('form.error.unknownPhoto'));
    await expect(photos).toBeFocused();
    await expect(photos.getByRole('alert')).toHaveText(t('form.error.unknownPhoto'));
    // Not repeated near Publish, and nothing in English.
    const publishPart = page.getByRole('region', { name: t('form.publish'), exact: true });
    await expect(publishPart.getByText(t('form.error.unknownPhoto'))).toHaveCount(0);
    await expect(page.getByText('does not exist or is not yours')).toHaveCount(0);
    await expectAccessible(page);
    if (phone) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    }

    // Removing the photo answers the refusal: the message goes, and Publish goes through.
    await photos.getByRole('button', { name: t('photos.remove', { index: 1 }) }).click();
    await expect(page.getByText(t('form.error.unknownPhoto'))).toHaveCount(0);
    await expect(photos).not.toHaveAttribute('aria-describedby');
    await expect(page.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: t('form.publish'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
    expect(attempts()).toBe(2);
  });
}
