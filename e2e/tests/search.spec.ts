import { expect, type Page, test } from '@playwright/test';
import { LOCALES, type Locale, translators, waitForHydration } from './support.ts';

/*
 * Search like a local (issue 29): on the home page, a phone and a desktop, the spellings people in
 * Tbilisi type find the demo building first, and the same building whatever the script.
 */

/** What is typed on each language's home page, and the building's name there. */
const CASES: Record<Locale, Array<{ typed: string; building: string }>> = {
  en: [
    { typed: 'Kazbegis 24', building: '24 Aleksandre Kazbegi Avenue' },
    { typed: 'Tchavtchavadze 12', building: '12 Ilia Chavchavadze Avenue' },
  ],
  ru: [
    { typed: 'Чавчавадзе 12', building: 'проспект Ильи Чавчавадзе, 12' },
    { typed: 'пр. Казбеги, 24', building: 'проспект Александра Казбеги, 24' },
  ],
  ka: [
    { typed: 'ჭავჭავაძის 12', building: 'ილია ჭავჭავაძის გამზირი 12' },
    { typed: 'ყაზბეგის გამზ. 24', building: 'ალექსანდრე ყაზბეგის გამზირი 24' },
  ],
};

/** Types into the home page's search and opens the first suggestion; answers the place id. */
async function openFirst(page: Page, locale: Locale, typed: string, expected: string): Promise<string> {
  const t = translators[locale];
  await page.goto(`/${locale}`);
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: t('home.searchLabel') });
  await box.fill(typed);
  const first = page.getByRole('option').first();
  await expect(first).toContainText(expected);
  await first.click();
  await expect(page).toHaveURL(/placeId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
  return new URL(page.url()).searchParams.get('placeId')!;
}

for (const locale of LOCALES) {
  test.describe(`search like a local in ${locale}`, () => {
    for (const c of CASES[locale]) {
      test(`"${c.typed}" finds the building first`, async ({ page }) => {
        await openFirst(page, locale, c.typed, c.building);
      });
    }
  });
}

test.describe('one building in every script', () => {
  test('Russian "Чавчавадзе 12", Georgian "ჭავჭავაძის 12" and informal "Tchavtchavadze 12" open the same place', async ({
    page,
  }) => {
    const ru = await openFirst(page, 'ru', 'Чавчавадзе 12', 'проспект Ильи Чавчавадзе, 12');
    const ka = await openFirst(page, 'ka', 'ჭავჭავაძის 12', 'ილია ჭავჭავაძის გამზირი 12');
    const en = await openFirst(page, 'en', 'Tchavtchavadze 12', '12 Ilia Chavchavadze Avenue');
    expect(ka).toBe(ru);
    expect(en).toBe(ru);
  });

  test('on a phone, "Vake, Tbilisi" is the district, without far-away namesakes @postgres', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const t = translators.en;
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: t('home.searchLabel') }).fill('Vake, Tbilisi');
    await expect(page.getByRole('option').first()).toContainText('Vake');
    await expect(page.getByRole('option').first()).toContainText('Tbilisi');
    await page.getByRole('option').first().tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vake');
    await context.close();
  });
});
