import type { Locale, PlaceForReviewResponse } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, serverUrl, textsIn } from '../../../testing/components';
import { fetchSuggestions } from '../api/places-api';
import type { City } from '../utils/add-address-state';
import { AddAddressStep } from './add-address-step';

/** Tbilisi as the server knows it (the visitor's city, when a test says so). */
let tbilisi: City;
beforeAll(async () => {
  const { items } = await fetchSuggestions({ q: 'Tbilisi', lang: 'en', kinds: ['city'] });
  const city = items[0]!;
  tbilisi = { id: city.id!, name: city.name, location: city.location };
});

/**
 * The step as the picker opens it. The DOM here has no WebGL: the map says it cannot show the ground,
 * as for a visitor without it, and the district takes the pin's place.
 */
function renderStep(options: { typed: string; currentCity?: City | null; locale?: Locale }) {
  const locale = options.locale ?? 'en';
  const t = textsIn(locale);
  const resolved: PlaceForReviewResponse[] = [];
  let wentBack = false;
  const view = renderPage(
    <AddAddressStep
      typed={options.typed}
      currentCity={options.currentCity ?? null}
      mapStyleUrl={`${serverUrl}/no-map-style.json`}
      mapsLanguage={locale}
      onResolved={(answer) => resolved.push(answer)}
      onBack={() => {
        wentBack = true;
      }}
    />,
    { locale },
  );
  const field = (key: 'places.add.street' | 'places.add.houseNumber' | 'places.picker.apartmentNumber') =>
    screen.getByRole('textbox', { name: new RegExp(`^${t(key)}`) }) as HTMLInputElement;
  const continueButton = () => screen.getByRole('button', { name: t('places.add.continue') });
  return { ...view, t, resolved, field, continueButton, wentBack: () => wentBack };
}

describe('add-address step (against the real API)', () => {
  it.each(['en', 'ka'] as const)(
    'says which fields are missing and focuses the first (%s)',
    async (locale) => {
      const { user, t, field, continueButton, resolved } = renderStep({ typed: '', locale });
      await user.click(continueButton());
      for (const key of [
        'places.add.cityRequired',
        'places.add.streetInvalid',
        'places.add.houseNumberInvalid',
      ] as const) {
        expect(screen.getByText(t(key))).toBeTruthy();
      }
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: t('places.add.city') }));
      // Each message goes once its field is right; a wrong house number is said when leaving it.
      await user.type(field('places.add.street'), 'Chavchavadze');
      await user.type(field('places.add.houseNumber'), 'abc');
      await user.tab();
      expect(screen.getByText(t('places.add.houseNumberInvalid'))).toBeTruthy();
      await user.clear(field('places.add.houseNumber'));
      await user.type(field('places.add.houseNumber'), '12a');
      await user.tab();
      expect(screen.queryByText(t('places.add.houseNumberInvalid'))).toBeNull();
      expect(resolved).toEqual([]);
    },
  );

  it('creates the new building with its flat: city, street, house, district, Continue', async () => {
    const { user, t, field, continueButton, resolved } = renderStep({ typed: 'Vaja Pshavela 45' });
    // The server read the text: its street and house; it named no city, and the visitor has none.
    await waitFor(() =>
      expect([field('places.add.street').value, field('places.add.houseNumber').value]).toEqual([
        'Vaja Pshavela',
        '45',
      ]),
    );
    const city = screen.getByRole('combobox', { name: t('places.add.city') }) as HTMLInputElement;
    expect(city.value).toBe('');
    await user.type(city, 'Tbilisi');
    await user.click(await screen.findByRole('option', { name: /Tbilisi/ }));
    await user.type(field('places.picker.apartmentNumber'), '12');
    // The point is the city's centre, a guess, and no map shows it: the district must be chosen.
    const district = (await screen.findByRole('combobox', {
      name: t('places.add.district'),
    })) as HTMLSelectElement;
    await screen.findByTestId('add-address-map-unavailable');
    await user.click(continueButton());
    expect(screen.getByText(t('places.add.districtRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(district);
    expect(resolved).toEqual([]);
    await user.selectOptions(district, screen.getByRole('option', { name: 'Saburtalo' }));
    expect(screen.queryByText(t('places.add.districtRequired'))).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(resolved).toHaveLength(1));
    expect(resolved[0]).toMatchObject({
      placeType: 'apartment',
      place: { kind: 'apartment', apartmentNumber: '12' },
    });
    expect(resolved[0]!.place.breadcrumbs.map((crumb) => crumb.name)).toEqual(
      expect.arrayContaining(['Tbilisi', 'Saburtalo']),
    );
  });

  it('asks “Is it this one?” for an address the server knows, and takes it', async () => {
    const { user, t, field, continueButton, resolved } = renderStep({
      typed: 'Pekini 41',
      currentCity: tbilisi,
      locale: 'ru',
    });
    await waitFor(() => expect(field('places.add.houseNumber').value).toBe('41'));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: t('places.add.city') }) as HTMLInputElement).value,
      ).not.toBe(''),
    );
    await screen.findByTestId('add-address-map-unavailable');
    const district = screen.queryByRole('combobox', {
      name: t('places.add.district'),
    }) as HTMLSelectElement | null;
    if (district && !district.value)
      await user.selectOptions(district, screen.getByRole('option', { name: 'Сабуртало' }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: t('places.match.title') })).toBeTruthy();
    expect(screen.getByTestId('match-name').textContent).toBe('проспект Пекина, 41');
    expect(resolved).toEqual([]);
    await user.click(screen.getByRole('button', { name: t('places.match.yes') }));
    await waitFor(() => expect(resolved).toHaveLength(1));
    expect(resolved[0]).toMatchObject({ placeType: 'building', created: false });
  });

  it('goes back to the search', async () => {
    const { user, t, wentBack } = renderStep({ typed: 'Vaja Pshavela 45' });
    await user.click(screen.getByRole('button', { name: t('places.add.back') }));
    expect(wentBack()).toBe(true);
  });
});
