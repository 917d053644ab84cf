import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  keepScreenshot,
  LOCALES,
  type Locale,
  translators,
  waitForHydration,
} from './support.ts';

/*
 * Issue "Search like a local", item 3: an unknown address typed on the home page opens its
 * address page and leads to a pre-filled review form. Demo data: no building on Vazha-Pshavela
 * Avenue; one at 12 Ilia Chavchavadze Avenue, in Vake.
 */

const CASES: Record<
  Locale,
  { typed: string; street: string; houseNumber: string; city: string; district?: string }
> = {
  en: { typed: 'Vazha-Pshavela 45', street: 'Vazha-Pshavela', houseNumber: '45', city: 'Tbilisi' },
  ru: { typed: 'Важа-Пшавела 45', street: 'Важа-Пшавела', houseNumber: '45', city: 'Тбилиси' },
  // A street with a reviewed building: the page knows its district and lists the building nearby.
  ka: {
    typed: 'ჭავჭავაძის 64',
    street: 'ჭავჭავაძის',
    houseNumber: '64',
    city: 'თბილისი',
    district: 'ვაკე',
  },
};

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function openAddressPage(page: Page, locale: Locale) {
  const t = translators[locale];
  const c = CASES[locale];
  await page.goto(`/${locale}`);
  await waitForHydration(page);
  await page.getByRole('combobox', { name: t('home.searchLabel') }).fill(c.typed);
  const option = page.getByRole('option', { name: new RegExp(`^${c.typed}, ${c.city}`) });
  await expect(option).toContainText(t('places.source.typed'));
  await keepScreenshot(page, `address-search-${locale}-${page.viewportSize()?.width}`);
  await option.click();
  await expect(page).toHaveURL(/\/address\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.typed);
}

async function expectPrefilledForm(page: Page, locale: Locale) {
  const t = translators[locale];
  const c = CASES[locale];
  await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/create\\?address=`));
  const step = page.getByRole('region', { name: t('places.add.title') });
  await expect(step.getByRole('textbox', { name: t('places.add.street') })).toHaveValue(c.street);
  await expect(step.getByRole('textbox', { name: t('places.add.houseNumber') })).toHaveValue(c.houseNumber);
  await expect(step.getByRole('combobox', { name: t('places.add.city') })).toHaveValue(
    new RegExp(`^${c.city}`),
  );
}

for (const locale of LOCALES) {
  const t = translators[locale];
  const c = CASES[locale];
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    // Every language on a desktop; the phone once (Russian: the longest texts).
    if (viewport === 'phone' && locale !== 'ru') continue;

    test(`an unknown address typed on the home page opens its address page and leads to a pre-filled review form (${locale}, ${viewport})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openAddressPage(page, locale);

      await expect(
        page.getByRole('heading', { level: 2, name: t('places.address.noReviews') }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const title = t('places.address.metaTitle', { address: `${c.typed}, ${c.city}` });
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const crumbs = page.getByRole('navigation', { name: t('places.breadcrumbs') });
      await expect(crumbs.getByRole('link')).toHaveText(c.district ? [c.city, c.district] : [c.city]);
      if (c.district) {
        const nearby = page.getByRole('region', { name: t('places.address.nearbyTitle') });
        await expect(nearby.getByRole('link').first()).toBeVisible();
      } else {
        await expect(page.getByText(t('places.address.districtUnknown'))).toBeVisible();
        await expect(page.getByText(t('places.address.nearbyNone'))).toBeVisible();
      }
      await expectAccessible(page);
      await keepScreenshot(page, `address-${locale}-${viewport}`);

      await page.getByRole('link', { name: t('places.address.beFirst') }).click();
      await expectPrefilledForm(page, locale);
      await keepScreenshot(page, `address-form-${locale}-${viewport}`);
    });
  }
}

test('an address page without a street and a house number says so, and is not indexed', async ({ page }) => {
  const t = translators.en;
  for (const q of ['', 'Vazha-Pshavela', '🏠 45', `Vazha-Pshavela ${'4'.repeat(10_000)}`]) {
    const response = await page.goto(`/en/address?${new URLSearchParams({ q })}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('places.address.invalidTitle'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('the address of a reviewed building opens the building', async ({ page }) => {
  await page.goto(`/en/address?${new URLSearchParams({ q: 'Chavchavadze 12' })}`);
  await expect(page).toHaveURL(/\/en\/reviews\?placeId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('12 Ilia Chavchavadze Avenue');
});
