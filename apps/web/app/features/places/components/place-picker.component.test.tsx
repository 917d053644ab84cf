import type { Locale, PlaceForReviewResponse } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, textsIn } from '../../../testing/components';
import { PlacePicker } from './place-picker';

/** The picker as the create screen holds it: the chosen place in state, each change recorded. */
function Picker(props: { changes: (PlaceForReviewResponse | null)[] }) {
  const [value, setValue] = useState<PlaceForReviewResponse | null>(null);
  return (
    <PlacePicker
      value={value}
      onChange={(next) => {
        props.changes.push(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(locale: Locale = 'en') {
  const t = textsIn(locale);
  const changes: (PlaceForReviewResponse | null)[] = [];
  const view = renderPage(<Picker changes={changes} />, { locale });
  const box = () => screen.getByRole('combobox', { name: t('places.picker.address') });
  return { ...view, t, changes, box };
}

describe('place picker (against the demo data)', () => {
  it('chooses a flat in a known building, then clears the choice', async () => {
    const { user, t, changes, box } = renderPicker();
    const choose = screen.getByRole('button', { name: t('places.picker.choosePlace') });
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    await user.type(box(), 'Pekini 41');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    // A building waits for "Choose place", with an optional flat number.
    const flat = await screen.findByRole('textbox', { name: t('places.picker.apartmentNumber') });
    expect(changes).toEqual([]);
    await user.type(flat, '7');
    await user.click(choose);
    const picked = await screen.findByTestId('picked-place');
    expect(picked.textContent).toBe('41 Pekini Avenue, apt. 7');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      placeType: 'apartment',
      place: { kind: 'apartment', apartmentNumber: '7' },
    });
    expect(changes[0]!.place.breadcrumbs.map((crumb) => crumb.name)).toContain('41 Pekini Avenue');

    await user.click(screen.getByRole('button', { name: t('places.picker.changeAddress') }));
    expect(changes).toHaveLength(2);
    expect(changes[1]).toBeNull();
    expect(screen.queryByTestId('picked-place')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['en', 'Saburtalo'],
    ['ru', 'Сабуртало'],
    ['ka', 'საბურთალო'],
  ] as const)('takes a district at once, in the page’s language (%s)', async (locale, name) => {
    const { user, t, changes, box } = renderPicker(locale);
    await user.type(box(), 'Saburtalo');
    await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    expect((await screen.findByTestId('picked-place')).textContent).toBe(name);
    expect(changes.map((change) => change?.placeType)).toEqual(['district']);
    expect(screen.getByText(t('places.picker.selected'))).toBeTruthy();
  });

  it('opens the add-address step for a house nobody reviewed yet, filled from the text', async () => {
    const { user, t, changes, box } = renderPicker('ru');
    await user.type(box(), 'Важа-Пшавела 45');
    await user.click(
      await screen.findByRole('option', {
        name: new RegExp(t('places.add.option', { address: 'Важа-Пшавела 45' })),
      }),
    );
    expect(await screen.findByRole('heading', { name: t('places.add.title') })).toBeTruthy();
    const street = screen.getByRole('textbox', { name: t('places.add.street') }) as HTMLInputElement;
    const house = screen.getByRole('textbox', {
      name: new RegExp(t('places.add.houseNumber')),
    }) as HTMLInputElement;
    await waitFor(() => expect([street.value, house.value]).toEqual(['Важа-Пшавела', '45']));
    expect(changes).toEqual([]);
    // Back to the search, which starts empty.
    await user.click(screen.getByRole('button', { name: t('places.add.back') }));
    expect((box() as HTMLInputElement).value).toBe('');
  });
});
