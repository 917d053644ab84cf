import type { Locale, PlaceSuggestion } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, textsIn } from '../../../testing/components';
import { PlaceSearch } from './place-search';

/** The search box as the place picker uses it: addresses too, and "Add ‹text› as a new address". */
function renderSearch(locale: Locale = 'en') {
  const t = textsIn(locale);
  const chosen: PlaceSuggestion[] = [];
  const added: string[] = [];
  const view = renderPage(
    <PlaceSearch
      id="search"
      label={t('places.picker.address')}
      withAddresses
      onSelect={(suggestion) => chosen.push(suggestion)}
      addOption={{
        label: (typed) => t('places.add.option', { address: typed }),
        onChoose: (typed) => added.push(typed),
      }}
    />,
    { locale },
  );
  const box = screen.getByRole('combobox', { name: t('places.picker.address') });
  return { ...view, t, box, chosen, added };
}

describe('place search (against the demo data)', () => {
  it.each([
    ['en', 'Pekini 41', '41 Pekini Avenue'],
    ['ru', 'Пекина 41', 'проспект Пекина, 41'],
  ] as const)('suggests the known building as it is typed (%s)', async (locale, typed, name) => {
    const { user, box, t } = renderSearch(locale);
    await user.type(box, typed);
    const options = await screen.findAllByRole('option');
    expect(options[0]!.textContent).toContain(name);
    expect(options[0]!.textContent).toContain(t('places.kind.building'));
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['en', 'Vaja Pshavela 45'],
    ['ru', 'Важа-Пшавела 45'],
    ['ka', 'ვაჟა-ფშაველას 45'],
  ] as const)('offers a house nobody reviewed yet as a new address (%s)', async (locale, typed) => {
    const { user, box, t, added } = renderSearch(locale);
    await user.type(box, typed);
    const add = await screen.findByRole('option', {
      name: new RegExp(t('places.add.option', { address: typed })),
    });
    // The typed address is that option, not a place of the list.
    expect(screen.getAllByRole('option')).toEqual([add]);
    await user.keyboard('{ArrowDown}');
    expect(add.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(add.id);
    await user.keyboard('{Enter}');
    expect(added).toEqual([typed]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrows and takes one with Enter', async () => {
    const { user, box, chosen } = renderSearch();
    await user.type(box, 'Pekini 41');
    const [building, apartment] = await screen.findAllByRole('option');
    expect(apartment?.textContent).toContain('41 Pekini Avenue, apt. 45');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(building!.id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(apartment!.id);
    expect(apartment!.getAttribute('aria-selected')).toBe('true');
    expect(building!.getAttribute('aria-selected')).toBe('false');
    // Up from the first wraps to the last: up twice from the second is the second again.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(apartment!.id);
    await user.keyboard('{Enter}');
    expect(chosen.map((suggestion) => [suggestion.kind, suggestion.name])).toEqual([
      ['apartment', '41 Pekini Avenue, apt. 45'],
    ]);
    expect((box as HTMLInputElement).value).toBe('41 Pekini Avenue, apt. 45, Saburtalo, Tbilisi');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list with Escape, then empties the box with a second Escape', async () => {
    const { user, box, chosen } = renderSearch();
    await user.type(box, 'Saburtalo');
    await screen.findByRole('option', { name: /Saburtalo/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(chosen).toEqual([]);
  });

  it('takes a suggestion by a click', async () => {
    const { user, box, chosen } = renderSearch('ka');
    await user.type(box, 'Saburtalo');
    await user.click(await screen.findByRole('option', { name: /საბურთალო/ }));
    expect(chosen.map((suggestion) => suggestion.kind)).toEqual(['district']);
    expect((box as HTMLInputElement).value).toMatch(/^საბურთალო/);
  });

  it.each(['en', 'ru', 'ka'] as const)('says when nothing is found (%s)', async (locale) => {
    const { user, box, t } = renderSearch(locale);
    await user.type(box, 'qqqqzz');
    await waitFor(() => expect(screen.getAllByText(t('places.search.noResults')).length).toBeGreaterThan(0));
    expect(screen.queryByRole('option')).toBeNull();
  });
});
