import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  completeAndPublishReview,
  expectAccessible,
  gotoHydrated,
  keepScreenshot,
  LOCALES,
  type Locale,
  rateAspect,
  serveMapStyle,
  translators,
} from './support.ts';

/**
 * Adding an address nobody has reviewed yet (issue 14): the suggestion list offers it as a visible
 * option, the step asks city, street and house number, the marker starts in the chosen city (not
 * central Tbilisi), the review is published, and typing the address again finds the place. A marker
 * at a centre is a guess: the writer moves or confirms it, or, when the map cannot load, chooses
 * the district, and the new building is in that district. The map style never comes from the
 * internet here (serveMapStyle): a plain one, or none.
 */
const CASES: Record<
  Locale,
  {
    typed: string;
    /** How the option is chosen: arrows + Enter, or a click. */
    choose: 'keyboard' | 'pointer';
    street: string;
    houseNumber: string;
    /** Typed into the city box and picked, or already there (named in the typed text). */
    city: { typed?: string; name: string; en: string };
    flat?: string;
    /** The name the new place gets (composeAddress in the street's script). */
    name: string;
    /** The same house typed by readers of the other two languages, in their own script. */
    otherScripts: Array<[Locale, string]>;
  }
> = {
  en: {
    typed: 'Gorgiladze Street 7/2, Batumi',
    choose: 'pointer',
    street: 'Gorgiladze Street',
    houseNumber: '7/2',
    city: { name: 'Batumi', en: 'Batumi' },
    name: '7/2 Gorgiladze Street',
    otherScripts: [
      ['ru', 'улица Горгиладзе 7/2'],
      ['ka', 'გორგილაძის ქუჩა 7/2'],
    ],
  },
  ru: {
    typed: 'улица Руставели, 12а',
    choose: 'keyboard',
    street: 'улица Руставели',
    houseNumber: '12а',
    city: { typed: 'Кутаи', name: 'Кутаиси', en: 'Kutaisi' },
    flat: '5',
    name: 'улица Руставели, 12а',
    otherScripts: [
      ['en', 'Rustaveli Street 12a'],
      ['ka', 'რუსთაველის ქუჩა 12ა'],
    ],
  },
  ka: {
    typed: 'ვაჟა-ფშაველას 45',
    choose: 'keyboard',
    street: 'ვაჟა-ფშაველას',
    houseNumber: '45',
    // Not Tbilisi: the AI summary specs read Tbilisi's demo reviews as they are.
    city: { typed: 'რუსთ', name: 'რუსთავი', en: 'Rustavi' },
    name: 'ვაჟა-ფშაველას 45',
    otherScripts: [
      ['en', 'Vazha-Pshavela 45'],
      ['ru', 'Важа-Пшавела 45'],
    ],
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses `option` in the open listbox of `box`, with the keyboard (arrows + Enter) or the pointer. */
async function chooseOption(box: Locator, option: Locator, how: 'keyboard' | 'pointer') {
  await expect(option).toBeVisible();
  if (how === 'pointer') {
    await option.click();
    return;
  }
  const id = await option.getAttribute('id');
  for (let i = 0; i < 25 && (await box.getAttribute('aria-activedescendant')) !== id; i++) {
    await box.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await box.press('Enter');
}

/**
 * Types an address nobody has reviewed into the picker and chooses the option that adds it (by the
 * pointer unless told; `exact` where another option's name starts with it): the add step it opens.
 */
async function chooseToAdd(
  page: Page,
  t: (typeof translators)[Locale],
  typed: string,
  options: { how?: 'keyboard' | 'pointer'; exact?: boolean } = {},
) {
  const address = page.getByRole('combobox', { name: t('places.picker.address') });
  await address.fill(typed);
  await chooseOption(
    address,
    page.getByRole('option', { name: t('places.add.option', { address: typed }), exact: options.exact }),
    options.how ?? 'pointer',
  );
  return page.getByRole('region', { name: t('places.add.title') });
}

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

async function markerPoint(page: Page) {
  const value = await page.getByTestId('add-address-map').getAttribute('data-point');
  const [lat, lng] = value!.split(',').map(Number);
  return { lat: lat!, lng: lng! };
}

for (const locale of LOCALES) {
  const t = translators[locale];
  const c = CASES[locale];

  test(`adds an unknown address through the visible option, publishes, and finds it again (${locale}) @postgres`, async ({
    page,
    request,
  }) => {
    await serveMapStyle(page, 'plain');
    const city = (
      await (await request.get(`/api/v1/places/suggestions?q=${c.city.en}&kinds=city&lang=en`)).json()
    ).items[0] as { name: string; location: { lat: number; lng: number } };
    expect(city.name).toBe(c.city.en);

    await gotoHydrated(page, `/${locale}/reviews/create`);
    const step = await chooseToAdd(page, t, c.typed, { how: c.choose, exact: true });
    await expect(step).toBeVisible();
    await expect(step.getByRole('textbox', { name: t('places.add.street') })).toHaveValue(c.street);
    await expect(step.getByRole('textbox', { name: t('places.add.houseNumber') })).toHaveValue(c.houseNumber);
    const cityBox = step.getByRole('combobox', { name: t('places.add.city') });
    if (c.city.typed) {
      await cityBox.fill(c.city.typed);
      await chooseOption(
        cityBox,
        page.getByRole('option', { name: new RegExp(`^${c.city.name},`) }).first(),
        c.choose,
      );
    }
    await expect(cityBox).toHaveValue(new RegExp(`^${c.city.name}`));

    // The marker starts at the chosen city's centre (or a better point inside it), never Tbilisi's
    // centre for another city.
    const map = step.getByRole('region', { name: t('places.picker.marker') });
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
    const start = await markerPoint(page);
    expect(distanceKm(start, city.location)).toBeLessThan(2);
    await expect(step.getByTestId('picker-area')).toContainText(c.city.name);

    // The centre is a guess: Continue asks to move the marker or to say it is right.
    const confirmPin = step.getByRole('button', { name: t('places.add.pinConfirm') });
    await expect(confirmPin).toBeVisible();
    await step.getByRole('button', { name: t('places.add.continue') }).click();
    await expect(step.getByText(t('places.add.pinRequired'))).toBeVisible();
    await expect(confirmPin).toBeFocused();
    await keepScreenshot(page, `pin-guess-${locale}`);

    // The marker moves with the arrow keys (ru, ka) or a click on the map (en).
    if (c.choose === 'keyboard') {
      const marker = step.getByRole('button', { name: t('places.add.marker') });
      await marker.focus();
      await marker.press('ArrowRight');
      await marker.press('Shift+ArrowUp');
    } else {
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
    }
    await expect.poll(async () => (await markerPoint(page)).lng).not.toBe(start.lng);
    const moved = await markerPoint(page);
    expect(distanceKm(moved, start)).toBeLessThan(1);
    await expect(step.getByTestId('picker-area')).toContainText(c.city.name);
    // Moved by hand, the marker is the writer's: nothing more to confirm.
    await expect(confirmPin).toHaveCount(0);
    await expect(step.getByText(t('places.add.pinRequired'))).toHaveCount(0);

    if (c.flat) await step.getByRole('textbox', { name: t('places.picker.apartmentNumber') }).fill(c.flat);
    await expectAccessible(page);
    await step.getByRole('button', { name: t('places.add.continue') }).click();

    const picked = page.getByTestId('picked-place');
    await expect(picked).toContainText(c.name);
    const kind = c.flat ? 'apartment' : 'building';
    await rateAspect(page, t(`aspect.${kind}.general`), 4);
    await completeAndPublishReview(page, locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.name);

    // Typed again (same script), the place is found, and adding it is no longer offered.
    await gotoHydrated(page, `/${locale}/reviews/create`);
    await page
      .getByRole('combobox', { name: t('places.picker.address') })
      .fill(`${c.street} ${c.houseNumber}`);
    await expect(page.getByRole('option', { name: new RegExp(`^${c.name}`) }).first()).toBeVisible();
    await expect(
      page.getByRole('option', { name: t('places.add.option', { address: `${c.street} ${c.houseNumber}` }) }),
    ).toHaveCount(0);

    // Readers of the other languages type it in their own script and find the same place.
    const created = (
      await (
        await request.get(
          `/api/v1/places/suggestions?${new URLSearchParams({ q: `${c.street} ${c.houseNumber}`, lang: locale })}`,
        )
      ).json()
    ).items.find((item: { name: string }) => item.name.startsWith(c.name)) as { id: string };
    expect(created).toBeTruthy();
    const namesElsewhere: string[] = [];
    for (const [lang, q] of c.otherScripts) {
      const answer = await request.get(`/api/v1/places/suggestions?${new URLSearchParams({ q, lang })}`);
      const { items } = (await answer.json()) as { items: Array<{ id: string; name: string }> };
      const found = items.find((item) => item.id === created.id);
      expect(found, `${q} (${lang}): ${JSON.stringify(items)}`).toBeTruthy();
      namesElsewhere.push(found!.name);
    }
    // And on the page of the first of them, where the suggestion is written in that language.
    const [otherLang, otherQuery] = c.otherScripts[0]!;
    await gotoHydrated(page, `/${otherLang}/reviews/create`);
    await page
      .getByRole('combobox', { name: translators[otherLang]('places.picker.address') })
      .fill(otherQuery);
    await expect(
      page.getByRole('option', { name: new RegExp(`^${escapeRegExp(namesElsewhere[0]!)}`) }).first(),
    ).toBeVisible();
  });
}

test('offers the known building first ("Is it this one?") when a new address is the same house', async ({
  page,
  request,
}) => {
  const t = translators.ka;
  await serveMapStyle(page, 'plain');
  // The building exists (created the way the form creates it).
  const tbilisi = (
    await (await request.get('/api/v1/places/suggestions?q=Tbilisi&kinds=city&lang=ka')).json()
  ).items[0] as { id: string; location: { lat: number; lng: number } };
  const existing = await request.post('/api/v1/places/details/for-reviews', {
    data: {
      address: 'ფალიაშვილის ქუჩა 21',
      lat: tbilisi.location.lat + 0.004,
      lng: tbilisi.location.lng - 0.02,
      cityId: tbilisi.id,
      buildingType: 'apartments',
      pointConfirmed: true,
      lang: 'ka',
    },
  });
  expect(existing.ok()).toBe(true);
  const existingId = ((await existing.json()) as { place: { id: string } }).place.id;

  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/places/details')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await gotoHydrated(page, '/ka/reviews/create');
  // Another house of the street: a new address, offered as such…
  const typed = 'ფალიაშვილის ქუჩა 21ბ';
  const step = await chooseToAdd(page, t, typed);
  const cityBox = step.getByRole('combobox', { name: t('places.add.city') });
  await cityBox.fill('თბილ');
  await chooseOption(cityBox, page.getByRole('option', { name: /^თბილისი,/ }).first(), 'keyboard');
  await expect(step.getByTestId('add-address-map')).toBeVisible();
  // …then corrected to the house that exists: the form asks before creating a second one.
  await step.getByRole('textbox', { name: t('places.add.houseNumber') }).fill('21');
  await step.getByRole('button', { name: t('places.add.pinConfirm') }).click();
  await expect(step.getByText(t('places.add.pinConfirmed'))).toBeVisible();
  await step.getByRole('button', { name: t('places.add.continue') }).click();
  const question = page.getByRole('region', { name: t('places.match.title') });
  await expect(question).toBeVisible();
  await expect(question.getByTestId('match-name')).toHaveText('ფალიაშვილის ქუჩა 21');
  // One request asked it (for-reviews with askIfKnown), none of a separate "match" endpoint.
  expect(calls, calls.join('\n')).toEqual(['POST /api/v1/places/details/for-reviews']);
  await expect(question.getByRole('button', { name: t('places.match.no') })).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: t('places.match.yes') }).click();
  await expect(page.getByTestId('picked-place')).toHaveText('ფალიაშვილის ქუჩა 21');
  // "Yes" resolved the known building by its id: no "match" request, nothing asked twice.
  expect(
    calls.filter((call) => call.endsWith('/match')),
    calls.join('\n'),
  ).toEqual([]);
  expect(calls.filter((call) => call === 'POST /api/v1/places/details/for-reviews')).toHaveLength(2);
  // The known building has no published review yet, so it is not public (no details answer): the
  // same address, asked again, is still it instead of a second building.
  const again = await request.post('/api/v1/places/details/for-reviews', {
    data: {
      street: 'ფალიაშვილის ქუჩა',
      houseNumber: '21',
      lat: tbilisi.location.lat + 0.004,
      lng: tbilisi.location.lng - 0.02,
      cityId: tbilisi.id,
      buildingType: 'apartments',
      askIfKnown: true,
      lang: 'ka',
    },
  });
  expect(again.ok()).toBe(true);
  expect(((await again.json()) as { known?: { id: string } }).known?.id).toBe(existingId);
});

test('a publish that fails leaves no new place behind: nobody is offered it, the address is still new', async ({
  page,
  request,
}) => {
  const t = translators.en;
  // No map: Zugdidi has no districts to choose, so the city the writer chose is the building's area.
  await serveMapStyle(page, 'unreachable');
  const typed = 'Rustaveli Street 88';
  await gotoHydrated(page, '/en/reviews/create');
  const step = await chooseToAdd(page, t, typed);
  const cityBox = step.getByRole('combobox', { name: t('places.add.city') });
  await cityBox.fill('Zugdi');
  await chooseOption(cityBox, page.getByRole('option', { name: /^Zugdidi,/ }).first(), 'keyboard');
  await expect(step.getByTestId('add-address-map-unavailable')).toHaveText(
    t('places.add.mapUnavailableNoDistricts', { city: 'Zugdidi' }),
    { timeout: 20_000 },
  );
  await expect(step.getByTestId('add-address-map')).toHaveCount(0);
  await step.getByRole('button', { name: t('places.add.continue') }).click();
  await expect(page.getByTestId('picked-place')).toContainText('88 Rustaveli Street');
  await rateAspect(page, t('aspect.building.general'), 2);

  // The server refuses the review (a forged captcha): a real failure, not a mocked one.
  await page.route('**/api/v1/reviews?*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, captcha: 'forged' }) });
  });
  const refused = page.waitForResponse(
    (r) => r.url().includes('/api/v1/reviews?') && r.request().method() === 'POST',
  );
  await completeAndPublishReview(page, 'en');
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  await expect(page).toHaveURL(/\/en\/reviews\/create/);
  await page.unroute('**/api/v1/reviews?*');

  // Nobody else is offered the building that was never reviewed, in any language.
  for (const [lang, q] of [
    ['en', typed],
    ['ru', 'улица Руставели 88'],
    ['ka', 'რუსთაველის ქუჩა 88'],
  ] as const) {
    const answer = await request.get(`/api/v1/places/suggestions?${new URLSearchParams({ q, lang })}`);
    const { items } = (await answer.json()) as { items: Array<{ name: string; context: string | null }> };
    expect(
      items.filter((item) => /88/.test(item.name) && /Zugdidi|Зугдиди|ზუგდიდი/.test(item.context ?? '')),
      JSON.stringify(items),
    ).toEqual([]);
  }
  const other = await page.context().browser()!.newPage();
  await gotoHydrated(other, `${new URL(page.url()).origin}/en/reviews/create`);
  const box = other.getByRole('combobox', { name: t('places.picker.address') });
  await box.fill(`${typed}, Zugdidi`);
  await expect(
    other.getByRole('option', { name: t('places.add.option', { address: `${typed}, Zugdidi` }) }),
  ).toBeVisible();
  await other.close();
});

test('a house number never matches a flat of another street (ru)', async ({ page }) => {
  const t = translators.ru;
  await gotoHydrated(page, '/ru/reviews/create');
  const address = page.getByRole('combobox', { name: t('places.picker.address') });
  const typed = 'проспект Важа-Пшавела, 45';
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/places/suggestions?') && r.url().includes('45') && r.ok(),
  );
  await address.fill(typed);
  await answered;
  // The list shows what matches the house (or offers it as new); no flat 45 of Pekini Avenue.
  await expect(page.getByRole('option').first()).toBeVisible();
  const names = await page.getByRole('option').allTextContents();
  expect(
    names.filter((name) => /Пекин|Pekini|პეკინ/.test(name)),
    names.join(' | '),
  ).toEqual([]);
});

/** A new address in a city with districts, typed where no map can load (each in one way it fails). */
const DISTRICT_CASES: Record<
  Locale,
  {
    map: 'unreachable' | 'tiles-fail' | 'no-webgl';
    street: string;
    houseNumber: string;
    city: { typed: string; name: string; en: string };
    viewport?: { width: number; height: number };
  }
> = {
  en: {
    map: 'unreachable',
    street: 'Inasaridze Street',
    houseNumber: '5',
    city: { typed: 'Batu', name: 'Batumi', en: 'Batumi' },
  },
  ru: {
    map: 'tiles-fail',
    street: 'улица Церетели',
    houseNumber: '14',
    city: { typed: 'Кутаи', name: 'Кутаиси', en: 'Kutaisi' },
  },
  // On a phone.
  ka: {
    map: 'no-webgl',
    street: 'მელიქიშვილის ქუჩა',
    houseNumber: '9',
    city: { typed: 'ბათუ', name: 'ბათუმი', en: 'Batumi' },
    viewport: { width: 390, height: 844 },
  },
};

for (const locale of LOCALES) {
  const t = translators[locale];
  const c = DISTRICT_CASES[locale];

  test(`a new building's district is the confirmed one: without a map (${c.map}), the one chosen from the list (${locale}${c.viewport ? `, ${c.viewport.width}×${c.viewport.height}` : ''})`, async ({
    page,
    request,
  }) => {
    if (c.viewport) await page.setViewportSize(c.viewport);
    await serveMapStyle(page, c.map);
    const city = (
      await (await request.get(`/api/v1/places/suggestions?q=${c.city.en}&kinds=city&lang=en`)).json()
    ).items[0] as { id: string; location: { lat: number; lng: number } };
    // Not the district of the city's centre, where the marker would start.
    const centre = (await (
      await request.post('/api/v1/places/locate', { data: { ...city.location, lang: locale } })
    ).json()) as { district: { id: string } | null };
    const { items: districts } = (await (
      await request.get(`/api/v1/places/districts?cityId=${city.id}&lang=${locale}`)
    ).json()) as { items: Array<{ id: string; name: string }> };
    const chosen = districts.find((district) => district.id !== centre.district?.id)!;
    expect(chosen).toBeTruthy();

    await gotoHydrated(page, `/${locale}/reviews/create`);
    const typed = `${c.street} ${c.houseNumber}`;
    const step = await chooseToAdd(page, t, typed, { exact: true });
    const cityBox = step.getByRole('combobox', { name: t('places.add.city') });
    await cityBox.fill(c.city.typed);
    await chooseOption(
      cityBox,
      page.getByRole('option', { name: new RegExp(`^${c.city.name},`) }).first(),
      'pointer',
    );

    // The map cannot load: it is hidden, the step says so, and the district is asked instead.
    await expect(step.getByTestId('add-address-map-unavailable')).toHaveText(t('places.add.mapUnavailable'), {
      timeout: 20_000,
    });
    await expect(step.getByTestId('add-address-map')).toHaveCount(0);
    const district = step.getByRole('combobox', { name: t('places.add.district') });
    await expect(district).toHaveValue('');
    await expect(district.getByRole('option')).toHaveCount(districts.length + 1);
    await step.getByRole('button', { name: t('places.add.continue') }).click();
    await expect(step.getByText(t('places.add.districtRequired'))).toBeVisible();
    await expect(district).toBeFocused();
    await keepScreenshot(page, `district-required-${locale}`);

    await district.selectOption({ label: chosen.name });
    await expect(step.getByTestId('picker-area')).toContainText(`${chosen.name}, ${c.city.name}`);
    await expect(step.getByText(t('places.add.districtRequired'))).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, `district-chosen-${locale}`);

    const resolved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/places/details/for-reviews') && r.request().method() === 'POST',
    );
    await step.getByRole('button', { name: t('places.add.continue') }).click();
    const answer = await resolved;
    expect(answer.request().postDataJSON()).toMatchObject({ cityId: city.id, districtId: chosen.id });
    expect(answer.request().postDataJSON().pointConfirmed).toBeUndefined();
    const place = ((await answer.json()) as { place: { id: string } }).place;
    await expect(page.getByTestId('picked-place')).toBeVisible();
    await rateAspect(page, t('aspect.building.general'), 4);
    await completeAndPublishReview(page, locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));

    // The place page's breadcrumbs: the city, then the district the writer chose.
    await gotoHydrated(page, `/${locale}/reviews?placeId=${place.id}`);
    const crumbs = page.getByRole('navigation', { name: t('places.breadcrumbs') });
    await expect(crumbs).toContainText(c.city.name);
    await expect(crumbs.getByRole('link', { name: chosen.name, exact: true })).toBeVisible();
  });
}

test('reads typed text with one request: parts, flat, city and marker, without the city guess or address-point; Continue is one request too', async ({
  page,
}) => {
  const t = translators.en;
  await serveMapStyle(page, 'plain');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/places/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  const typed = 'Gorgiladze Street 7 / 2, apt 4, Batumi';
  await gotoHydrated(page, `/en/reviews/create?address=${encodeURIComponent(typed)}`);
  const step = page.getByRole('region', { name: t('places.add.title') });
  await expect(step.getByRole('textbox', { name: t('places.add.street') })).toHaveValue('Gorgiladze Street');
  await expect(step.getByRole('textbox', { name: t('places.add.houseNumber') })).toHaveValue('7/2');
  await expect(step.getByRole('textbox', { name: t('places.picker.apartmentNumber') })).toHaveValue('4');
  await expect(step.getByRole('combobox', { name: t('places.add.city') })).toHaveValue(/^Batumi/);
  const map = step.getByRole('region', { name: t('places.picker.marker') });
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
  await expect(step.getByTestId('picker-area')).toContainText('Batumi');
  // Before: a city guess (suggestions) and POST /places/address-point; now one GET. What remains
  // is the visitor's city, the city's districts and the city box's own suggestions.
  const count = (call: string) => calls.filter((each) => each === call).length;
  expect(count('GET /api/v1/places/address'), calls.join('\n')).toBe(1);
  expect(count('POST /api/v1/places/address-point'), calls.join('\n')).toBe(0);
  expect(count('GET /api/v1/places/suggestions'), calls.join('\n')).toBeLessThanOrEqual(1);
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(4);

  // Continue: one request creates the building or answers the known one ("Is it this one?", when
  // another test added this house first); never a separate "match" request before it.
  calls.length = 0;
  const confirmPin = step.getByRole('button', { name: t('places.add.pinConfirm') });
  if (await confirmPin.isVisible()) await confirmPin.click();
  await step.getByRole('button', { name: t('places.add.continue') }).click();
  await expect(
    page.getByTestId('picked-place').or(page.getByRole('region', { name: t('places.match.title') })),
  ).toBeVisible();
  expect(
    calls.filter((call) => call.startsWith('POST /api/v1/places/details/for-reviews')),
    calls.join('\n'),
  ).toEqual(['POST /api/v1/places/details/for-reviews']);
  expect(count('POST /api/v1/places/address-point'), calls.join('\n')).toBe(0);
});

/** The street of a reviewed building (12 Ilia Chavchavadze Avenue, Vake, in the demo data), in each script. */
const ON_A_REVIEWED_STREET: Record<Locale, { typed: string; otherHouse: string; city: [string, string] }> = {
  en: { typed: 'Chavchavadze 12b', otherHouse: '12c', city: ['Tbil', 'Tbilisi'] },
  ru: { typed: 'Чавчавадзе 12б', otherHouse: '12в', city: ['Тбил', 'Тбилиси'] },
  ka: { typed: 'ჭავჭავაძის 12ბ', otherHouse: '12გ', city: ['თბილ', 'თბილისი'] },
};

for (const locale of LOCALES) {
  test(`starts the marker among the street's reviewed buildings when the city is chosen by hand, still a guess (${locale})`, async ({
    page,
  }) => {
    const t = translators[locale];
    const c = ON_A_REVIEWED_STREET[locale];
    await serveMapStyle(page, 'plain');
    await gotoHydrated(page, `/${locale}/reviews/create`);
    const step = await chooseToAdd(page, t, c.typed, { exact: true });
    const cityBox = step.getByRole('combobox', { name: t('places.add.city') });
    await cityBox.fill(c.city[0]);
    await chooseOption(
      cityBox,
      page.getByRole('option', { name: new RegExp(`^${c.city[1]},`) }).first(),
      'pointer',
    );
    // Another house of the street: the marker's start is asked for again (POST /places/address-point).
    const asked = page.waitForResponse((response) => response.url().endsWith('/places/address-point'));
    await step.getByRole('textbox', { name: t('places.add.houseNumber') }).fill(c.otherHouse);
    expect(await (await asked).json()).toMatchObject({ source: 'buildings' });
    await expect(step.getByTestId('add-address-start')).toHaveText(t('places.add.startStreet'));
    // Not found, only near: the writer still confirms the pin.
    await expect(step.getByRole('button', { name: t('places.add.pinConfirm') })).toBeVisible();
  });
}
