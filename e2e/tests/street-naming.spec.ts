import { expect, type Page, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { STAFF } from './staff.ts';
import {
  completeAndPublishReview,
  expectAccessible,
  gotoHydrated,
  keepScreenshot,
  LOCALES,
  type Locale,
  rateAspect,
  signInAs,
  signUpTestUser,
  translators,
  VIEWPORTS,
} from './support.ts';

/**
 * Issue 33, item 3: a building on a street the app does not know keeps its writer's spelling in
 * every language and waits in the moderation queue; the moderator names the street in the three
 * scripts from the item's page, and the place page then reads as each language writes an address.
 * In each language, on the screen where it is hardest: Russian and Georgian (the longest words) on a
 * phone, in dark mode, English on a desktop; the place page is read in all three in each case.
 */
const SCREENS: Record<Locale, keyof typeof VIEWPORTS> = { en: 'desktop', ru: 'phone', ka: 'phone' };
const NAMES = { en: 'Mtatsminda Street', ru: 'улица Мтацминда', ka: 'მთაწმინდის ქუჩა' };
const named = (house: string): Record<Locale, string> => ({
  en: `${house} Mtatsminda Street`,
  ru: `улица Мтацминда, ${house}`,
  ka: `მთაწმინდის ქუჩა ${house}`,
});

/** A made-up Cyrillic street nobody else types: "Зорвикская улица". */
const unknownStreet = () => {
  const letters = 'бвгдклмнпрстхз';
  const vowels = 'аоуие';
  const syllable = () =>
    letters[Math.floor(Math.random() * letters.length)]! + vowels[Math.floor(Math.random() * vowels.length)]!;
  const word = syllable() + syllable() + syllable();
  return `${word[0]!.toUpperCase()}${word.slice(1)}ская улица`;
};

/** Signs the page in as the e2e moderator (e2e/start-server.ts creates the account). */
async function signInAsModerator(page: Page, request: Parameters<typeof signUpTestUser>[0]) {
  const signIn = await request.post('/api/v1/auth/sign-in', {
    data: { type: 'email', email: STAFF.moderator.email, password: STAFF.moderator.password },
  });
  const { token } = (await signIn.json()) as { token: string };
  await signInAs(page, token);
}

for (const locale of LOCALES) {
  const screen = SCREENS[locale];
  const viewport = VIEWPORTS[screen];
  const t = translators[locale];

  test(`a moderator names an unknown street and the place page reads it in each language (${locale}, ${screen})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const street = unknownStreet();
    const house = String(2 + Math.floor(Math.random() * 300));
    const typed = `${street} ${house}`;
    // The writer adds the building (its point confirmed in Tbilisi) and publishes a review of it.
    const author = await signUpTestUser(request, locale, { prefix: 'street-naming', name: 'Renter' });
    const created = await request.post('/api/v1/places/details/for-reviews', {
      data: {
        address: typed,
        lat: 41.6951,
        lng: 44.7889,
        buildingType: 'apartments',
        pointConfirmed: true,
        lang: 'ru',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const placeId = ((await created.json()) as { place: { id: string } }).place.id;
    const writer = await pageAs(browser, author.token);
    await writer.setViewportSize(viewport);
    await gotoHydrated(writer, `/${locale}/reviews/create?placeId=${placeId}`);
    await expect(writer.getByTestId('picked-place')).toContainText(typed);
    await rateAspect(writer, t('aspect.building.general'), 4);
    await completeAndPublishReview(writer, locale);
    await expect(writer).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));

    // Until a moderator names the street, every language shows the writer's spelling.
    const visitor = await pageAs(browser, null);
    await visitor.setViewportSize(viewport);
    await visitor.goto(`/${locale}/reviews?placeId=${placeId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(typed);

    const moderator = await browser.newContext({
      viewport,
      colorScheme: screen === 'phone' ? 'dark' : 'light',
    });
    const page = await moderator.newPage();
    await signInAsModerator(page, request);
    await gotoHydrated(page, `/${locale}/moderation/place/${placeId}`);
    // A place is headed by its name, not by whoever added it.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      t('moderation.item.headingPlace', { place: '' }).trim(),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(typed);
    const form = page.getByTestId('street-naming');
    await form.getByText(t('moderation.street.open')).click();
    const field = (lang: Locale) => form.getByRole('textbox', { name: t(`moderation.street.${lang}`) });
    // Started from the writer's spelling (Russian) and the machine's for the others.
    await expect(field('ru')).toHaveValue(street);
    await expect(field('en')).not.toHaveValue('');
    await expect(field('ka')).not.toHaveValue('');
    await expectAccessible(page);

    // A Russian name in the English field is refused by the browser, in the page's language.
    await field('en').fill(NAMES.ru);
    await form.getByRole('button', { name: t('moderation.street.save') }).click();
    await expect(form.getByText(t('moderation.street.script.en'))).toBeVisible();
    await keepScreenshot(page, `street-naming-${locale}-${screen}`);

    for (const lang of ['en', 'ru', 'ka'] as const) await field(lang).fill(NAMES[lang]);
    await form.getByRole('button', { name: t('moderation.street.save') }).click();
    await expect(page.getByTestId('street-named')).toHaveText(t('moderation.street.saved'));
    await expect(page.getByRole('cell', { name: t('moderation.logAction.name_street') })).toBeVisible();

    // The place page reads the street's name as each language writes an address.
    for (const lang of LOCALES) {
      await expect
        .poll(
          async () => {
            await visitor.goto(`/${lang}/reviews?placeId=${placeId}`);
            return visitor.getByRole('heading', { level: 1 }).textContent();
          },
          { timeout: 15_000 },
        )
        .toContain(named(house)[lang]);
    }
    for (const p of [writer, visitor, page]) await p.context().close();
  });
}
