import { expect, type Page, test } from '@playwright/test';
import { LOCALES, translators } from './support.ts';

/** Counts the page's requests for the browser's location (a permission prompt in a real browser). */
async function countGeolocationCalls(page: Page) {
  await page.addInitScript(() => {
    const calls = { count: 0 };
    (window as unknown as { __geoCalls: typeof calls }).__geoCalls = calls;
    const ask = (_ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      calls.count += 1;
      fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: ask, watchPosition: () => 0, clearWatch: () => {} },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __geoCalls: { count: number } }).__geoCalls.count);
}

test.describe('17.5 the location is asked only after "Near me"', () => {
  for (const locale of LOCALES) {
    test(`landing asks nothing, the tap asks once (${locale})`, async ({ page }) => {
      const t = translators[locale];
      const calls = await countGeolocationCalls(page);
      await page.goto(`/${locale}`);
      const nearMe = page.getByRole('button', { name: t('places.nearMe.button') });
      await expect(nearMe).toBeVisible();
      // Longer than the old 2.4 s delay after load: still nothing asked.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000);
      expect(await calls()).toBe(0);
      await nearMe.click();
      await expect.poll(calls).toBe(1);
      await expect(page.getByText(t('places.nearMe.denied'))).toBeVisible();
    });
  }
});
