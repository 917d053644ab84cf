import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  LOCALES,
  type Locale,
  serveMapStyle,
  translators,
  waitForHydration,
} from './support.ts';

/**
 * The map really shows: its box fills the frame around it, the canvas covers it, and the first
 * marker lies inside it (not merely "visible" in the DOM while clipped away).
 */
async function expectMapShown(map: Locator, marker: Locator) {
  const box = (await map.boundingBox())!;
  expect(box.height).toBeGreaterThan(200);
  const canvas = (await map.locator('canvas.maplibregl-canvas').boundingBox())!;
  expect(Math.abs(canvas.height - box.height)).toBeLessThan(4);
  const pin = (await marker.boundingBox())!;
  const [x, y] = [pin.x + pin.width / 2, pin.y + pin.height / 2];
  expect(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height).toBe(true);
}

/** What a person types in each language, and what the page must then show (demo data). */
const CASES: Record<
  Locale,
  {
    city: { typed: string; name: string; country: string };
    district: { typed: string; name: string; city: string };
    building: { typed: string; name: string; district: string; city: string };
    newAddress: string;
  }
> = {
  en: {
    city: { typed: 'Tbil', name: 'Tbilisi', country: 'Georgia' },
    district: { typed: 'Vake', name: 'Vake', city: 'Tbilisi' },
    building: {
      typed: 'Chavchavadze 12',
      name: '12 Ilia Chavchavadze Avenue',
      district: 'Vake',
      city: 'Tbilisi',
    },
    newAddress: '7 Paliashvili Street',
  },
  ru: {
    city: { typed: 'Тбил', name: 'Тбилиси', country: 'Грузия' },
    district: { typed: 'Ваке', name: 'Ваке', city: 'Тбилиси' },
    building: {
      typed: 'Чавчавадзе 12',
      name: 'проспект Ильи Чавчавадзе, 12',
      district: 'Ваке',
      city: 'Тбилиси',
    },
    newAddress: 'улица Палиашвили, 9',
  },
  ka: {
    city: { typed: 'თბილ', name: 'თბილისი', country: 'საქართველო' },
    district: { typed: 'ვაკე', name: 'ვაკე', city: 'თბილისი' },
    building: {
      typed: 'ჭავჭავაძის 12',
      name: 'ილია ჭავჭავაძის გამზირი 12',
      district: 'ვაკე',
      city: 'თბილისი',
    },
    newAddress: 'ფალიაშვილის ქუჩა 11',
  },
};

async function search(page: Page, label: string, typed: string) {
  const box = page.getByRole('combobox', { name: label });
  await waitForHydration(page);
  await box.fill(typed);
  await expect(page.getByRole('listbox')).toBeVisible();
  return box;
}

/** Enter on a typed address opens the add-address step; the city is chosen from its suggestions. */
async function openAddAddress(
  page: Page,
  locale: Locale,
  typed: string,
  city: { typed: string; name: string },
) {
  const t = translators[locale];
  const address = page.getByRole('combobox', { name: t('places.picker.address') });
  await waitForHydration(page);
  await address.fill(typed);
  await address.press('Enter');
  const step = page.getByRole('region', { name: t('places.add.title') });
  await step.getByRole('combobox', { name: t('places.add.city') }).fill(city.typed);
  await page
    .getByRole('option', { name: new RegExp(`^${city.name},`) })
    .first()
    .click();
  return step;
}

for (const locale of LOCALES) {
  const t = translators[locale];
  const c = CASES[locale];

  test.describe(`places in ${locale}`, () => {
    test('search suggests and opens a city, a district and a building @postgres', async ({ page }) => {
      await page.goto(`/${locale}`);
      const box = await search(page, t('home.searchLabel'), c.city.typed);
      const city = page.getByRole('option', { name: new RegExp(`^${c.city.name}, ${c.city.country}`) });
      await expect(city).toBeVisible();
      await expectAccessible(page);
      // Keyboard: the first option becomes active, Enter opens it.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/reviews\?placeId=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.city.name);
      await expect(page).toHaveTitle(new RegExp(c.city.name));
      await expectAccessible(page);

      await page.goto(`/${locale}`);
      await search(page, t('home.searchLabel'), c.district.typed);
      await page.getByRole('option', { name: new RegExp(`^${c.district.name}, ${c.district.city}`) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.district.name);
      const crumbs = page.getByRole('navigation', { name: t('places.breadcrumbs') });
      await expect(crumbs.getByRole('link', { name: c.district.city })).toBeVisible();

      await page.goto(`/${locale}`);
      await search(page, t('home.searchLabel'), c.building.typed);
      await page
        .getByRole('option', { name: new RegExp(c.building.name) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.building.name);
      const buildingCrumbs = page.getByRole('navigation', { name: t('places.breadcrumbs') });
      await expect(buildingCrumbs.getByRole('link')).toHaveText([c.building.city, c.building.district]);
      await expectAccessible(page);
      // The breadcrumb leads to the district's page.
      await buildingCrumbs.getByRole('link', { name: c.building.district }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.building.district);
    });

    test('a search typed before the page has started (a slow phone) is searched once it starts', async ({
      page,
    }) => {
      // The page's scripts are held back until the visitor has typed into the server-rendered field.
      let typed!: () => void;
      const typing = new Promise<void>((resolve) => {
        typed = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await typing;
        await route.continue();
      });
      await page.goto(`/${locale}`, { waitUntil: 'commit' });
      const box = page.getByRole('combobox', { name: t('home.searchLabel') });
      await box.pressSequentially(c.district.typed);
      typed();
      await waitForHydration(page);
      await expect(box).toHaveValue(c.district.typed);
      await expect(
        page.getByRole('option', { name: new RegExp(`^${c.district.name}, ${c.district.city}`) }),
      ).toBeVisible();
    });

    test('the place page is rendered on the server in the page language', async ({ request }) => {
      const answer = await request.get(
        `/api/v1/places/suggestions?q=${encodeURIComponent(c.district.typed)}&lang=${locale}`,
      );
      const { items } = await answer.json();
      const html = await (await request.get(`/${locale}/reviews?placeId=${items[0].id}`)).text();
      expect(html).toContain(`>${c.district.name}</h1>`);
      expect(html).toContain(c.district.city);
    });

    test('the map centres on the visitor when the browser shares its position', async ({ browser }) => {
      // Vake, where the demo data has reviewed places.
      const context = await browser.newContext({
        permissions: ['geolocation'],
        geolocation: { latitude: 41.7097, longitude: 44.762 },
      });
      const page = await context.newPage();
      await page.goto(`/${locale}`);
      await page.getByRole('button', { name: t('home.viewMap') }).click();
      // The browser is asked for the position only on "Near me" (issue 17).
      await page
        .locator('section[aria-labelledby="places-map-title"]')
        .getByRole('button', { name: t('places.nearMe.button') })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: t('places.map.nearYou') })).toBeVisible();
      const map = page.getByRole('region', { name: t('places.map.label') });
      await expect(map.locator('.maplibregl-marker').first()).toBeVisible({ timeout: 15_000 });
      await context.close();
    });

    test('an unknown place says the details failed to load', async ({ page }) => {
      await page.goto(`/${locale}/reviews?placeId=01900000-0000-7000-8000-000000000000`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('places.error.details'));
      await expectAccessible(page);
    });

    test('the map view shows places with reviews as markers', async ({ page }) => {
      await page.goto(`/${locale}`);
      await page.getByRole('button', { name: t('home.viewMap') }).click();
      await expect(page.getByRole('button', { name: t('home.viewMap') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const map = page.getByRole('region', { name: t('places.map.label') });
      await expect(map).toHaveAttribute('data-map-state', /ready|offline/, { timeout: 15_000 });
      // Without internet the style cannot load: markers still show over a plain background.
      const markers = map.locator('.maplibregl-marker');
      await expect(markers.first()).toBeVisible();
      await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
      await expectMapShown(map, markers.first());
      // MapLibre's own controls speak the page's language.
      await expect(map.getByRole('button', { name: t('places.map.zoomIn'), exact: true })).toBeVisible();
      await expect(map.getByRole('button', { name: t('places.map.zoomOut'), exact: true })).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole('list', { name: t('places.list.title') })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/reviews\?placeId=/);
    });

    test('the place picker places a marker and confirms a new building @postgres', async ({ page }) => {
      // A plain style of our own: the pin needs a map that loads (none loads from the internet here).
      await serveMapStyle(page, 'plain');
      await page.goto(`/${locale}/reviews/create`);
      const step = await openAddAddress(page, locale, c.newAddress, c.city);
      const map = step.getByRole('region', { name: t('places.picker.marker') });
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
      const marker = step.getByRole('button', { name: t('places.add.marker') });
      await expect(marker).toBeVisible();
      await expectMapShown(map, marker);
      // Put the marker somewhere else by clicking the map: the district and city follow.
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
      await expect(page.getByTestId('picker-area')).toContainText(c.district.city);
      await page.getByLabel(t('places.picker.buildingType.single_family')).check();
      await expectAccessible(page);
      await page.getByRole('button', { name: t('places.add.continue') }).click();
      await expect(page.getByTestId('picked-place')).toHaveText(c.newAddress);
      await expect(page.getByText(t('places.picker.selected'))).toBeVisible();
      await expectAccessible(page);
      // Change address goes back to the search.
      await page.getByRole('button', { name: t('places.picker.changeAddress') }).click();
      await expect(page.getByRole('combobox', { name: t('places.picker.address') })).toBeVisible();
    });

    test('the place picker chooses a known district', async ({ page }) => {
      await page.goto(`/${locale}/reviews/create`);
      await search(page, t('places.picker.address'), c.district.typed);
      // On the first click, as the home search goes (issue 33): no second click on "Choose place".
      await page.getByRole('option', { name: new RegExp(`^${c.district.name}, ${c.district.city}`) }).click();
      await expect(page.getByTestId('picked-place')).toHaveText(c.district.name);
    });

    test('the place picker says when a point is nowhere we know', async ({ page }) => {
      await page.route('**/api/v1/places/locate', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 404,
            code: 'LOCATION_UNKNOWN',
            message: 'Unable to determine location details',
          }),
        }),
      );
      await serveMapStyle(page, 'plain');
      await page.goto(`/${locale}/reviews/create`);
      const step = await openAddAddress(page, locale, c.newAddress, c.city);
      const map = step.getByRole('region', { name: t('places.picker.marker') });
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
      await expect(page.getByRole('alert')).toHaveText(t('places.error.locate'));
    });
  });
}

test("a rating's stars are one element drawn by the stylesheet, filled to the rating", async ({ page }) => {
  const tracks: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/en');
    const stars = page.locator('article').first().locator('.stars');
    await expect(stars).toHaveAttribute('role', 'img');
    await expect(stars).toHaveAttribute('aria-label', /\d\.\d/);
    const drawn = await stars.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        width: box.width,
        height: box.height,
        children: element.childElementCount,
        mask: style.maskImage,
        fill: style.getPropertyValue('--stars-fill'),
        gradient: /^linear-gradient\(to right, (.+\)) ([\d.]+%), (.+\)) ([\d.]+%)\)$/.exec(
          style.backgroundImage,
        ),
      };
    });
    // Five 16 px stars 2 px apart, cut out by the star's outline: one colour up to the rating, the
    // track's after it.
    expect(drawn).toMatchObject({ width: 88, height: 16, children: 0 });
    expect(drawn.mask).toContain('data:image/svg+xml');
    expect(drawn.fill).toMatch(/^[\d.]+%$/);
    const [, filled, filledTo, track, trackFrom] = drawn.gradient ?? [];
    expect([filledTo, trackFrom]).toEqual([drawn.fill, drawn.fill]);
    expect(filled).not.toBe(track);
    tracks.push(track!);
  }
  // The track is darker in dark mode.
  expect(tracks[0]).not.toBe(tracks[1]);
});

test('in forced colours (a Windows high-contrast theme) filled buttons keep an outline', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/en');
  const button = page.getByRole('button', { name: translators.en('home.viewList') });
  await expect(button).toBeVisible();
  const border = () => button.evaluate((element) => getComputedStyle(element).borderTopWidth);
  expect(await border()).toBe('1px');
  await page.emulateMedia({ forcedColors: 'none' });
  expect(await border()).toBe('0px');
});
