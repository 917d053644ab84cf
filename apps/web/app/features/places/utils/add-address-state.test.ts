import type { AddressPage, AddressPointResponse } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type City,
  districtInUse,
  fieldErrorsOf,
  isGuess,
  markerFromPoint,
  missingConfirmation,
  newBuildingRequest,
  type Placement,
  prefillFromAddress,
  prefillFromText,
} from './add-address-state';

const ref = (id: string, name: string, kind: 'city' | 'district', lat: number, lng: number) => ({
  id,
  kind,
  name,
  names: { en: name, ru: name, ka: name },
  location: { lat, lng },
});
const TBILISI = ref('00000000-0000-4000-8000-000000000001', 'Tbilisi', 'city', 41.6941, 44.8337);
const BATUMI = ref('00000000-0000-4000-8000-000000000002', 'Batumi', 'city', 41.6168, 41.6367);
const VAKE = ref('00000000-0000-4000-8000-000000000003', 'Vake', 'district', 41.71, 44.76);
const SABURTALO = ref('00000000-0000-4000-8000-000000000004', 'Saburtalo', 'district', 41.73, 44.75);

/** GET /places/address's answer for "Gorgiladze Street 7 / 2, apt 4, Batumi" and variations. */
const page = (change: Partial<AddressPage> = {}): AddressPage =>
  ({
    address: 'Gorgiladze Street 7/2',
    street: 'Gorgiladze Street',
    houseNumber: '7/2',
    block: null,
    apartmentNumber: '4',
    city: BATUMI,
    cityFrom: 'typed',
    district: null,
    location: { lat: 41.645, lng: 41.633 },
    locationFrom: 'street',
    building: null,
    streetScore: { overallScore: null, reviewCount: 0, buildingCount: 0 },
    districtScore: null,
    nearby: [],
    ...change,
  }) as AddressPage;

const placement = (change: Partial<Placement> = {}): Placement => ({
  startedAt: 'centre',
  pinConfirmed: false,
  mapAvailable: true,
  pointDistrict: VAKE,
  located: true,
  chosenDistrict: null,
  districtCount: 10,
  ...change,
});

describe('prefillFromAddress: the fields from the server’s reading of the text', () => {
  it('takes the parts as typed, the named city and its found point (a found point is no guess)', () => {
    expect(prefillFromAddress(page(), null)).toEqual({
      street: 'Gorgiladze Street',
      houseNumber: '7/2',
      flat: '4',
      city: BATUMI,
      marker: {
        point: { lat: 41.645, lng: 41.633 },
        view: { center: { lat: 41.645, lng: 41.633 }, zoom: 17 },
        startedAt: 'found',
        district: null,
      },
    });
  });

  it.each([
    ['house', 'found', 17],
    ['street', 'found', 17],
    ['buildings', 'street', 16],
    ['city', 'centre', 14],
  ] as const)('a point from %s starts as %s at zoom %d', (locationFrom, startedAt, zoom) => {
    const { marker } = prefillFromAddress(page({ locationFrom, district: SABURTALO }), null);
    expect(marker).toMatchObject({ startedAt, view: { zoom }, district: SABURTALO });
  });

  it("leaves the server's default city for the visitor's, whose marker is asked for again", () => {
    const answer = page({ city: TBILISI, cityFrom: 'default', apartmentNumber: null });
    const visitor: City = BATUMI;
    expect(prefillFromAddress(answer, visitor)).toMatchObject({ city: BATUMI, marker: null, flat: '' });
    // Without a visitor's city the writer chooses one; the parts stay.
    expect(prefillFromAddress(answer, null)).toMatchObject({
      street: 'Gorgiladze Street',
      houseNumber: '7/2',
      city: null,
      marker: null,
    });
    // The default that is the visitor's city is kept with its point.
    expect(prefillFromAddress(answer, TBILISI).marker).not.toBeNull();
  });

  it('reads text the server could not take as an address as the street', () => {
    expect(prefillFromText('Pekini Avenue, Tbilisi', TBILISI)).toEqual({
      street: 'Pekini Avenue',
      houseNumber: '',
      flat: '',
      city: TBILISI,
      marker: null,
    });
  });
});

describe('markerFromPoint', () => {
  it.each([
    ['imported', 'found', 17],
    ['geocoder', 'found', 17],
    ['buildings', 'street', 16],
    ['district', 'centre', 15],
    ['city', 'centre', 14],
  ] as const)('%s: %s at zoom %d', (source, startedAt, zoom) => {
    const answer = {
      source,
      location: { lat: 1, lng: 2 },
      city: TBILISI,
      district: null,
    } as AddressPointResponse;
    expect(markerFromPoint(answer)).toEqual({ startedAt, view: { center: { lat: 1, lng: 2 }, zoom } });
  });
});

describe('fieldErrorsOf', () => {
  const texts = { city: 'city?', street: 'street?', houseNumber: 'house?' };
  it('names each field that is missing or not one the server takes', () => {
    expect(fieldErrorsOf({ city: null, street: ' 1', houseNumber: 'twelve' }, texts)).toEqual({
      city: 'city?',
      street: 'street?',
      houseNumber: 'house?',
    });
    for (const houseNumber of ['12', '12a', '12ა', '12а', '7/2'])
      expect(fieldErrorsOf({ city: TBILISI, street: 'ჭავჭავაძის', houseNumber }, texts)).toEqual({});
  });
});

describe('the marker, the district and what Continue needs', () => {
  it('a centre or the street’s buildings is a guess until moved or confirmed; a found point never', () => {
    expect(isGuess(placement({ startedAt: 'centre' }))).toBe(true);
    expect(isGuess(placement({ startedAt: 'street' }))).toBe(true);
    expect(isGuess(placement({ startedAt: 'centre', pinConfirmed: true }))).toBe(false);
    expect(isGuess(placement({ startedAt: 'found' }))).toBe(false);
  });

  it('asks to move or confirm the pin when a map shows it', () => {
    expect(missingConfirmation(placement())).toBe('pin');
    expect(missingConfirmation(placement({ pinConfirmed: true }))).toBeNull();
    expect(missingConfirmation(placement({ startedAt: 'found' }))).toBeNull();
  });

  it('without a map, asks for a district in a city that has them, and gives a guess no district', () => {
    const noMap = placement({ mapAvailable: false });
    expect(missingConfirmation(noMap)).toBe('district');
    expect(districtInUse(noMap)).toBeNull();
    const chosen = placement({ mapAvailable: false, chosenDistrict: SABURTALO });
    expect(missingConfirmation(chosen)).toBeNull();
    expect(districtInUse(chosen)).toBe(SABURTALO);
    // A city without districts: the city is all the area there is.
    expect(missingConfirmation(placement({ mapAvailable: false, districtCount: 0 }))).toBeNull();
  });

  it("uses the marker's district once located, the chosen one above it", () => {
    expect(districtInUse(placement())).toBe(VAKE);
    expect(districtInUse(placement({ located: false }))).toBeNull();
    expect(districtInUse(placement({ chosenDistrict: SABURTALO }))).toBe(SABURTALO);
  });
});

describe('newBuildingRequest: the structured form of POST /places/details/for-reviews', () => {
  const form = {
    city: TBILISI,
    point: { lat: 41.7, lng: 44.8 },
    street: ' ფალიაშვილის ქუჩა ',
    houseNumber: ' 21 ',
    block: '',
    buildingType: 'apartments' as const,
    flat: ' 5 ',
    placement: { startedAt: 'centre' as const, pinConfirmed: true, chosenDistrict: null },
    lang: 'ka' as const,
  };

  it('sends the trimmed parts, the point confirmed by the writer, and the flat', () => {
    expect(newBuildingRequest(form)).toEqual({
      street: 'ფალიაშვილის ქუჩა',
      houseNumber: '21',
      lat: 41.7,
      lng: 44.8,
      cityId: TBILISI.id,
      pointConfirmed: true,
      buildingType: 'apartments',
      lang: 'ka',
      apartmentNumber: '5',
    });
  });

  it('sends an unconfirmed guess without pointConfirmed, with the chosen district and the block', () => {
    const body = newBuildingRequest({
      ...form,
      block: ' Block 3 ',
      buildingType: 'single_family',
      placement: { startedAt: 'centre', pinConfirmed: false, chosenDistrict: VAKE },
    });
    expect(body).toMatchObject({ block: 'Block 3', districtId: VAKE.id });
    expect(body).not.toHaveProperty('pointConfirmed');
    // A house has no flats.
    expect(body).not.toHaveProperty('apartmentNumber');
    expect(
      newBuildingRequest({
        ...form,
        placement: { ...form.placement, startedAt: 'found', pinConfirmed: false },
      }),
    ).toHaveProperty('pointConfirmed', true);
  });
});
