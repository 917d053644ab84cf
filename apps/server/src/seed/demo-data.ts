/**
 * Deterministic demo content for a fresh install: a handful of cities, districts,
 * buildings, users and reviews, so that a newcomer sees a living product (the community
 * around them, comments and photos, is in demo-community.ts).
 *
 * Everything here is fixed data: seeding twice on one day gives the same result. Dates are
 * written as of DEMO_TODAY and moved forward at seed time by the whole months since then, so
 * that the newest reviews are always a few weeks old. People, flats and stories are invented;
 * streets, districts and city facts are real. Georgian district keys, names and centre points are the ones in
 * features/places/data/districts-georgia.json. City facts come from GeoNames
 * (CC BY 4.0); Tbilisi's population is the 2024 Geostat estimate.
 */
import type { AspectName, BuildingType, Locale, PlaceType } from '@app/contracts';

export type Names = Record<Locale, string>;

/** The day the demo's dates are written as of (UTC). */
export const DEMO_TODAY = '2026-11-26';

/** The pictures seed-demo draws for a review's photos (demo-photos.ts). */
export type DemoPhotoScene = 'window' | 'room' | 'kitchen' | 'courtyard' | 'yard' | 'sea';

export interface DemoCity {
  key: string;
  geonameId?: number;
  names: Names;
  countryCode: string;
  population: number;
  lat: number;
  lng: number;
}

/** For Georgian cities the key, names and centre point match districts-georgia.json. */
export interface DemoDistrict {
  key: string;
  cityKey: string;
  names: Names;
  lat: number;
  lng: number;
}

/** The address as people write it in each language. */
export interface DemoBuilding {
  key: string;
  districtKey: string;
  address: Names;
  lat: number;
  lng: number;
  buildingType: BuildingType;
}

/** Emails are @example.com; anonymous users have no email. */
export interface DemoUser {
  key: string;
  name: string;
  email: string | null;
  language: Locale;
  anonymous: boolean;
}

export interface DemoAspect {
  rating: 1 | 2 | 3 | 4 | 5;
  comment?: string;
}

export type DemoCurrency = 'GEL' | 'USD' | 'EUR' | 'AMD' | 'TRY';

/** The aspects a review of one place type may rate, for callers that narrow by type. */
export type DemoAspectsFor<T extends PlaceType> = Partial<Record<AspectName<T>, DemoAspect>>;

export interface DemoReview {
  key: string;
  authorKey: string;
  language: Locale;
  /** key is a city, district or building key; an apartment is a building key plus apartmentNumber. */
  place: { type: PlaceType; key: string; apartmentNumber?: string };
  /** Keys are aspect names valid for place.type (see ASPECTS in @app/contracts). */
  aspects: Partial<Record<string, DemoAspect>>;
  livedFrom: { month: number; year: number };
  /** null: still living there. */
  livedTo: { month: number; year: number } | null;
  isCommercial: boolean;
  rent?: { amount: number; currency: DemoCurrency };
  utilities?: { winter?: number; summer?: number; currency: DemoCurrency };
  /** ISO 8601, UTC, as of DEMO_TODAY. */
  createdAt: string;
  /** The text names its years ("in March 2022"): its dates stay as written. */
  fixedDates?: boolean;
  /** Posted with the author hidden (always so for anonymous authors). */
  hideAuthor?: boolean;
  photos?: DemoPhotoScene[];
}

// ---------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------

export const DEMO_CITIES: DemoCity[] = [
  {
    key: 'tbilisi',
    geonameId: 611717,
    names: { en: 'Tbilisi', ru: 'Тбилиси', ka: 'თბილისი' },
    countryCode: 'GE',
    population: 1258526,
    lat: 41.69411,
    lng: 44.83368,
  },
  {
    key: 'batumi',
    geonameId: 615532,
    names: { en: 'Batumi', ru: 'Батуми', ka: 'ბათუმი' },
    countryCode: 'GE',
    population: 172100,
    lat: 41.64228,
    lng: 41.63392,
  },
  {
    key: 'kutaisi',
    geonameId: 613607,
    names: { en: 'Kutaisi', ru: 'Кутаиси', ka: 'ქუთაისი' },
    countryCode: 'GE',
    population: 135201,
    lat: 42.26791,
    lng: 42.69459,
  },
  {
    key: 'yerevan',
    geonameId: 616052,
    names: { en: 'Yerevan', ru: 'Ереван', ka: 'ერევანი' },
    countryCode: 'AM',
    population: 1093485,
    lat: 40.18111,
    lng: 44.51361,
  },
  {
    key: 'berlin',
    geonameId: 2950159,
    names: { en: 'Berlin', ru: 'Берлин', ka: 'ბერლინი' },
    countryCode: 'DE',
    population: 3426354,
    lat: 52.52437,
    lng: 13.41053,
  },
  {
    key: 'istanbul',
    geonameId: 745044,
    names: { en: 'Istanbul', ru: 'Стамбул', ka: 'სტამბოლი' },
    countryCode: 'TR',
    population: 14804116,
    lat: 41.01384,
    lng: 28.94966,
  },
  {
    key: 'warsaw',
    geonameId: 756135,
    names: { en: 'Warsaw', ru: 'Варшава', ka: 'ვარშავა' },
    countryCode: 'PL',
    population: 1702139,
    lat: 52.22977,
    lng: 21.01178,
  },
];

// ---------------------------------------------------------------------------
// Districts
// ---------------------------------------------------------------------------

export const DEMO_DISTRICTS: DemoDistrict[] = [
  {
    key: 'tbilisi-vake',
    cityKey: 'tbilisi',
    names: { en: 'Vake', ru: 'Ваке', ka: 'ვაკე' },
    lat: 41.7097,
    lng: 44.762,
  },
  {
    key: 'tbilisi-saburtalo',
    cityKey: 'tbilisi',
    names: { en: 'Saburtalo', ru: 'Сабуртало', ka: 'საბურთალო' },
    lat: 41.72452,
    lng: 44.77329,
  },
  {
    key: 'tbilisi-gldani',
    cityKey: 'tbilisi',
    names: { en: 'Gldani', ru: 'Глдани', ka: 'გლდანი' },
    lat: 41.79699,
    lng: 44.82672,
  },
  {
    key: 'tbilisi-sololaki',
    cityKey: 'tbilisi',
    names: { en: 'Sololaki', ru: 'Сололаки', ka: 'სოლოლაკი' },
    lat: 41.6905,
    lng: 44.799,
  },
  {
    key: 'tbilisi-vera',
    cityKey: 'tbilisi',
    names: { en: 'Vera', ru: 'Вера', ka: 'ვერა' },
    lat: 41.7035,
    lng: 44.789,
  },
  {
    key: 'tbilisi-avlabari',
    cityKey: 'tbilisi',
    names: { en: 'Avlabari', ru: 'Авлабар', ka: 'ავლაბარი' },
    lat: 41.6945,
    lng: 44.814,
  },
  {
    key: 'tbilisi-marjanishvili',
    cityKey: 'tbilisi',
    names: { en: 'Marjanishvili', ru: 'Марджанишвили', ka: 'მარჯანიშვილი' },
    lat: 41.7093,
    lng: 44.7995,
  },
  {
    key: 'tbilisi-nutsubidze-plateau',
    cityKey: 'tbilisi',
    names: { en: 'Nutsubidze Plateau', ru: 'Плато Нуцубидзе', ka: 'ნუცუბიძის პლატო' },
    lat: 41.72891,
    lng: 44.72402,
  },
  {
    key: 'tbilisi-didi-dighomi',
    cityKey: 'tbilisi',
    names: { en: 'Didi Dighomi', ru: 'Диди Дигоми', ka: 'დიდი დიღომი' },
    lat: 41.79002,
    lng: 44.76007,
  },
  {
    key: 'tbilisi-varketili',
    cityKey: 'tbilisi',
    names: { en: 'Varketili', ru: 'Варкетили', ka: 'ვარკეთილი' },
    lat: 41.70331,
    lng: 44.88482,
  },
  {
    key: 'batumi-old-batumi',
    cityKey: 'batumi',
    names: { en: 'Old Batumi', ru: 'Старый Батуми', ka: 'ძველი ბათუმი' },
    lat: 41.65033,
    lng: 41.63667,
  },
  {
    key: 'batumi-new-boulevard',
    cityKey: 'batumi',
    names: { en: 'New Boulevard', ru: 'Новый бульвар', ka: 'ახალი ბულვარი' },
    lat: 41.63,
    lng: 41.6055,
  },
  {
    key: 'kutaisi-centre',
    cityKey: 'kutaisi',
    names: { en: 'City Centre', ru: 'Центр', ka: 'ცენტრი' },
    lat: 42.27165,
    lng: 42.70536,
  },
  {
    key: 'yerevan-kentron',
    cityKey: 'yerevan',
    names: { en: 'Kentron', ru: 'Кентрон', ka: 'კენტრონი' },
    lat: 40.1777,
    lng: 44.5126,
  },
  {
    key: 'berlin-neukoelln',
    cityKey: 'berlin',
    names: { en: 'Neukölln', ru: 'Нойкёльн', ka: 'ნოიკოლნი' },
    lat: 52.4811,
    lng: 13.4353,
  },
];

// ---------------------------------------------------------------------------
// Buildings (real streets; house numbers and points are illustrative)
// ---------------------------------------------------------------------------

export const DEMO_BUILDINGS: DemoBuilding[] = [
  {
    key: 'tbilisi-chavchavadze-12',
    districtKey: 'tbilisi-vake',
    address: {
      en: '12 Ilia Chavchavadze Avenue',
      ru: 'проспект Ильи Чавчавадзе, 12',
      ka: 'ილია ჭავჭავაძის გამზირი 12',
    },
    lat: 41.7101,
    lng: 44.77,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-abashidze-42',
    districtKey: 'tbilisi-vake',
    address: {
      en: '42 Irakli Abashidze Street',
      ru: 'улица Ираклия Абашидзе, 42',
      ka: 'ირაკლი აბაშიძის ქუჩა 42',
    },
    lat: 41.7074,
    lng: 44.7623,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-barnovi-64',
    districtKey: 'tbilisi-vera',
    address: {
      en: '64 Vasil Barnovi Street',
      ru: 'улица Василия Барнова, 64',
      ka: 'ვასილ ბარნოვის ქუჩა 64',
    },
    lat: 41.7042,
    lng: 44.7872,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-asatiani-14',
    districtKey: 'tbilisi-sololaki',
    address: {
      en: '14 Lado Asatiani Street',
      ru: 'улица Ладо Асатиани, 14',
      ka: 'ლადო ასათიანის ქუჩა 14',
    },
    lat: 41.6902,
    lng: 44.7987,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-pekini-41',
    districtKey: 'tbilisi-saburtalo',
    address: {
      en: '41 Pekini Avenue',
      ru: 'проспект Пекина, 41',
      ka: 'პეკინის გამზირი 41',
    },
    lat: 41.7238,
    lng: 44.7706,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-kazbegi-24',
    districtKey: 'tbilisi-saburtalo',
    address: {
      en: '24 Aleksandre Kazbegi Avenue',
      ru: 'проспект Александра Казбеги, 24',
      ka: 'ალექსანდრე ყაზბეგის გამზირი 24',
    },
    lat: 41.7295,
    lng: 44.7625,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-nutsubidze-3-4',
    districtKey: 'tbilisi-nutsubidze-plateau',
    address: {
      en: 'Building 4, 3rd Micro-district, Nutsubidze Plateau',
      ru: 'плато Нуцубидзе, III микрорайон, корпус 4',
      ka: 'ნუცუბიძის პლატო, III მ/რ, მე-4 კორპუსი',
    },
    lat: 41.7299,
    lng: 44.7329,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-gldani-3-12',
    districtKey: 'tbilisi-gldani',
    address: {
      en: 'Building 12, 3rd Micro-district, Gldani',
      ru: 'Глдани, III микрорайон, корпус 12',
      ka: 'გლდანი, III მ/რ, მე-12 კორპუსი',
    },
    lat: 41.7972,
    lng: 44.8261,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-javakheti-35',
    districtKey: 'tbilisi-varketili',
    address: {
      en: '35 Javakheti Street',
      ru: 'улица Джавахети, 35',
      ka: 'ჯავახეთის ქუჩა 35',
    },
    lat: 41.7025,
    lng: 44.88,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-tsamebuli-12',
    districtKey: 'tbilisi-avlabari',
    address: {
      en: '12 Ketevan Tsamebuli Avenue',
      ru: 'проспект Кетеван Цамебули, 12',
      ka: 'ქეთევან წამებულის გამზირი 12',
    },
    lat: 41.6933,
    lng: 44.8175,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-aghmashenebeli-112',
    districtKey: 'tbilisi-marjanishvili',
    address: {
      en: '112 Davit Aghmashenebeli Avenue',
      ru: 'проспект Давида Агмашенебели, 112',
      ka: 'დავით აღმაშენებლის გამზირი 112',
    },
    lat: 41.71,
    lng: 44.799,
    buildingType: 'apartments',
  },
  {
    key: 'tbilisi-petre-iberi-17',
    districtKey: 'tbilisi-didi-dighomi',
    address: {
      en: '17 Petre Iberi Street',
      ru: 'улица Петре Ибери, 17',
      ka: 'პეტრე იბერის ქუჩა 17',
    },
    lat: 41.791,
    lng: 44.756,
    buildingType: 'apartments',
  },
  {
    key: 'batumi-kutaisi-31',
    districtKey: 'batumi-old-batumi',
    address: {
      en: '31 Kutaisi Street',
      ru: 'улица Кутаиси, 31',
      ka: 'ქუთაისის ქუჩა 31',
    },
    lat: 41.6495,
    lng: 41.639,
    buildingType: 'apartments',
  },
  {
    key: 'batumi-khimshiashvili-7',
    districtKey: 'batumi-new-boulevard',
    address: {
      en: '7 Sherif Khimshiashvili Street',
      ru: 'улица Шерифа Химшиашвили, 7',
      ka: 'შერიფ ხიმშიაშვილის ქუჩა 7',
    },
    lat: 41.6395,
    lng: 41.6145,
    buildingType: 'apartments',
  },
  {
    key: 'kutaisi-paliashvili-21',
    districtKey: 'kutaisi-centre',
    address: {
      en: '21 Zakaria Paliashvili Street',
      ru: 'улица Захария Палиашвили, 21',
      ka: 'ზაქარია ფალიაშვილის ქუჩა 21',
    },
    lat: 42.2695,
    lng: 42.7048,
    buildingType: 'single_family',
  },
  {
    key: 'kutaisi-tsereteli-5',
    districtKey: 'kutaisi-centre',
    address: {
      en: '5 Akaki Tsereteli Street',
      ru: 'улица Акакия Церетели, 5',
      ka: 'აკაკი წერეთლის ქუჩა 5',
    },
    lat: 42.2723,
    lng: 42.7065,
    buildingType: 'apartments',
  },
  {
    key: 'yerevan-teryan-62',
    districtKey: 'yerevan-kentron',
    address: {
      en: '62 Teryan Street',
      ru: 'улица Теряна, 62',
      ka: 'ტერიანის ქუჩა 62',
    },
    lat: 40.1835,
    lng: 44.5145,
    buildingType: 'apartments',
  },
  {
    key: 'berlin-weserstrasse-58',
    districtKey: 'berlin-neukoelln',
    address: {
      en: 'Weserstraße 58',
      ru: 'Везерштрассе, 58',
      ka: 'ვეზერშტრასე 58',
    },
    lat: 52.486,
    lng: 13.4345,
    buildingType: 'apartments',
  },
];

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

export const DEMO_USERS: DemoUser[] = [
  { key: 'nino', name: 'ნინო ბერიძე', email: 'nino.beridze@example.com', language: 'ka', anonymous: false },
  {
    key: 'giorgi',
    name: 'Giorgi Kapanadze',
    email: 'giorgi.kapanadze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'tamar',
    name: 'თამარ ლომიძე',
    email: 'tamar.lomidze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'anna',
    name: 'Анна Соколова',
    email: 'anna.sokolova@example.com',
    language: 'ru',
    anonymous: false,
  },
  {
    key: 'dmitry',
    name: 'Дмитрий Волков',
    email: 'dmitry.volkov@example.com',
    language: 'ru',
    anonymous: false,
  },
  { key: 'emily', name: 'Emily Carter', email: 'emily.carter@example.com', language: 'en', anonymous: false },
  { key: 'lukas', name: 'Lukas Becker', email: 'lukas.becker@example.com', language: 'en', anonymous: false },
  {
    key: 'aram',
    name: 'Aram Hakobyan',
    email: 'aram.hakobyan@example.com',
    language: 'en',
    anonymous: false,
  },
  { key: 'anon-ka', name: 'Anonymous', email: null, language: 'ka', anonymous: true },
  { key: 'anon-ru', name: 'Anonymous', email: null, language: 'ru', anonymous: true },
];

// ---------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------

export const DEMO_REVIEWS: DemoReview[] = [
  // --- Lukas: Vake 2023–2024, then back to Berlin ------------------------------
  {
    key: 'lukas-chavchavadze-12-apt-23',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'apartment', key: 'tbilisi-chavchavadze-12', apartmentNumber: '23' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Bright one-bedroom on the 5th floor right on the avenue, with bakeries and cafés downstairs. I would rent it again, just budget for winter.',
      },
      landlord: {
        rating: 5,
        comment:
          'Answered within the hour, fixed a leaking kitchen tap the same week and gave back the full $650 deposit on the day I moved out.',
      },
      appliances: {
        rating: 3,
        comment:
          'The old gas boiler is the weak spot: it cut out twice in January and needed a technician. Keeping the flat at 21°C cost around 260 GEL a month in winter.',
      },
      internet: { rating: 5, comment: 'Silknet fibre, 100 Mbps, never dropped during video calls.' },
      noise: { rating: 3 },
      lighting: { rating: 5 },
      furniture: { rating: 4 },
    },
    livedFrom: { month: 12, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    rent: { amount: 650, currency: 'USD' },
    utilities: { winter: 260, summer: 70, currency: 'GEL' },
    createdAt: '2025-06-02T18:24:00Z',
  },
  {
    key: 'lukas-chavchavadze-12',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'building', key: 'tbilisi-chavchavadze-12' },
    aspects: {
      general: { rating: 4 },
      security: { rating: 4 },
      cleanliness: {
        rating: 3,
        comment:
          'A cleaner mops the stairwell once a week (residents chip in 10 GEL a month), but the entrance still smells of cigarettes.',
      },
      parking: {
        rating: 2,
        comment:
          'No parking of its own. Everyone parks on the sidewalk along the avenue, and the wardens do hand out fines.',
      },
      quality: {
        rating: 3,
        comment:
          'Soviet-era block with a newer facade. The lift is old but worked the whole time I lived there.',
      },
      utilities_stability: { rating: 4 },
    },
    livedFrom: { month: 12, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    createdAt: '2025-06-02T18:41:00Z',
  },
  {
    key: 'lukas-vake',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'district', key: 'tbilisi-vake' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'Probably the easiest part of Tbilisi to live in as a foreigner: walkable, green, pharmacies and supermarkets on every block.',
      },
      traffic_jams: {
        rating: 1,
        comment:
          'Chavchavadze Avenue is jammed every weekday evening and the buses crawl along with everyone else.',
      },
      parks: {
        rating: 5,
        comment: 'Vake Park and Mziuri for running, and the cable car up to Turtle Lake starts right there.',
      },
      coffee_shops: { rating: 5 },
      restaurants: { rating: 5 },
      parking: { rating: 2 },
      pet_friendly: { rating: 4 },
    },
    livedFrom: { month: 12, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    createdAt: '2025-06-03T09:10:00Z',
  },
  {
    key: 'lukas-tbilisi',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'city', key: 'tbilisi' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Friendly, affordable compared to Berlin and very easy to settle into as a remote worker.',
      },
      transport_accessibility: {
        rating: 3,
        comment:
          "The metro is cheap and fast but doesn't reach Vake; buses are fine once you learn the routes.",
      },
      security: { rating: 5, comment: 'I walked home at 2 am many times and never felt unsafe.' },
      traffic_jams: { rating: 2 },
      cleanliness: { rating: 3 },
      activities: { rating: 4 },
    },
    livedFrom: { month: 12, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    createdAt: '2025-06-03T09:32:00Z',
  },
  {
    key: 'lukas-weserstrasse-58-apt-14',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'apartment', key: 'berlin-weserstrasse-58', apartmentNumber: '14' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'Typical Neukölln Altbau: 3rd floor, high ceilings, wooden floors and a bedroom facing the courtyard.',
      },
      landlord: {
        rating: 2,
        comment:
          'The property management took five weeks to send someone for a broken radiator valve in December, and emails only get answered after a second reminder.',
      },
      noise: {
        rating: 2,
        comment:
          'Weserstraße is full of bars. On Friday and Saturday nights the street side is loud until 3 am.',
      },
      internet: { rating: 4, comment: 'Vodafone cable, 250 Mbps, but the installation took three weeks.' },
      renovation: { rating: 3 },
      lighting: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1250, currency: 'EUR' },
    utilities: { winter: 65, summer: 45, currency: 'EUR' },
    createdAt: '2026-01-15T20:05:00Z',
  },
  {
    key: 'lukas-neukoelln',
    authorKey: 'lukas',
    language: 'en',
    place: { type: 'district', key: 'berlin-neukoelln' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Lively, international and still a bit cheaper than Kreuzberg. Not for people who want quiet evenings.',
      },
      cleanliness: {
        rating: 2,
        comment: 'Broken glass and litter on weekend mornings, and old mattresses dumped on the sidewalk.',
      },
      transport_accessibility: {
        rating: 5,
        comment: 'U7, U8 and the Ringbahn, so I never needed a car.',
      },
      parks: { rating: 4, comment: 'Tempelhofer Feld is a ten-minute walk away.' },
      restaurants: { rating: 5 },
      coffee_shops: { rating: 5 },
      security: { rating: 3 },
      noise: { rating: 2 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-01-16T08:00:00Z',
  },

  // --- Emily: Sololaki, then Didi Dighomi -----------------------------------
  {
    key: 'emily-asatiani-14-apt-3',
    authorKey: 'emily',
    language: 'en',
    place: { type: 'apartment', key: 'tbilisi-asatiani-14', apartmentNumber: '3' },
    aspects: {
      general: {
        rating: 2,
        comment:
          "Gorgeous old flat with 4-metre ceilings and a carved wooden balcony over the courtyard, but I wouldn't spend another winter there.",
      },
      renovation: {
        rating: 1,
        comment:
          'Serious mould problem: black mould spread over the bathroom ceiling and behind the bedroom wardrobe every winter. The landlord painted over it twice, it came back within a month, and my clothes smelled of damp.',
      },
      insects: {
        rating: 2,
        comment:
          'Cockroaches from May to September, coming up through the kitchen drain. Pest control only helped for a few weeks.',
      },
      landlord: {
        rating: 3,
        comment:
          'Polite and returned the deposit minus 100 GEL for a cracked tile, but never fixed the ventilation.',
      },
      view: { rating: 4 },
      lighting: { rating: 2 },
      neighbors: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2024 },
    livedTo: { month: 7, year: 2025 },
    isCommercial: false,
    rent: { amount: 1300, currency: 'GEL' },
    utilities: { winter: 190, summer: 55, currency: 'GEL' },
    createdAt: '2025-08-05T17:45:00Z',
  },
  {
    key: 'emily-asatiani-14',
    authorKey: 'emily',
    language: 'en',
    place: { type: 'building', key: 'tbilisi-asatiani-14' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'A classic Sololaki house around an Italian courtyard. The neighbours all know each other and look out for you.',
      },
      quality: {
        rating: 1,
        comment:
          "The house is over a hundred years old and it shows: damp walls on the ground floor, a crumbling staircase and wiring you don't want to look at.",
      },
      utilities_stability: {
        rating: 2,
        comment:
          'Water was off for a day at least once a month because the pipes in the courtyard kept bursting, and the pressure on the 2nd floor was weak.',
      },
      parking: { rating: 1, comment: 'No parking at all; the lane is too narrow for two cars to pass.' },
      yard: { rating: 4 },
      security: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2024 },
    livedTo: { month: 7, year: 2025 },
    isCommercial: false,
    createdAt: '2025-08-05T18:02:00Z',
  },
  {
    key: 'emily-sololaki',
    authorKey: 'emily',
    language: 'en',
    place: { type: 'district', key: 'tbilisi-sololaki' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Beautiful, central and walkable: Freedom Square, the old town and Rustaveli Avenue are all on foot.',
      },
      noise: {
        rating: 3,
        comment:
          'The bars around Asatiani and Tabidze streets are busy with tourists, so weekend nights are loud if you face the street.',
      },
      transport_accessibility: {
        rating: 4,
        comment:
          'Liberty Square metro is a few minutes away. Walking uphill with groceries is the real workout.',
      },
      supermarkets: { rating: 3, comment: 'Mostly small corner shops and a couple of 24-hour minimarkets.' },
      beauty: { rating: 5 },
      restaurants: { rating: 5 },
      parking: { rating: 1 },
    },
    livedFrom: { month: 6, year: 2024 },
    livedTo: { month: 7, year: 2025 },
    isCommercial: false,
    createdAt: '2025-08-06T10:15:00Z',
  },
  {
    key: 'emily-petre-iberi-17-apt-71',
    authorKey: 'emily',
    language: 'en',
    place: { type: 'apartment', key: 'tbilisi-petre-iberi-17', apartmentNumber: '71' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'New-build flat on the 11th floor: quiet, warm, its own gas boiler and radiators, and no damp at all after Sololaki.',
      },
      view: {
        rating: 5,
        comment: 'Open view towards the mountains north of the city; the sunsets are spectacular.',
      },
      internet: { rating: 4, comment: 'Magti fibre, 300 Mbps, one outage in ten months.' },
      furniture: { rating: 3, comment: 'Cheap and basic furniture; the sofa bed is already sagging.' },
      appliances: { rating: 4 },
      noise: { rating: 4 },
      neighbors: { rating: 4 },
    },
    livedFrom: { month: 8, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1100, currency: 'GEL' },
    utilities: { winter: 170, summer: 60, currency: 'GEL' },
    createdAt: '2026-06-09T16:30:00Z',
  },
  {
    key: 'emily-didi-dighomi',
    authorKey: 'emily',
    language: 'en',
    place: { type: 'district', key: 'tbilisi-didi-dighomi' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'Calm and cheaper than the centre, but it feels like a suburb: every trip downtown needs planning.',
      },
      transport_accessibility: {
        rating: 2,
        comment:
          'No metro. The bus to the centre takes 40–60 minutes at rush hour, so I end up paying for taxis.',
      },
      stray_animals: {
        rating: 3,
        comment:
          'Lots of stray dogs, mostly calm and ear-tagged, but a pack near the school barks at joggers in the morning.',
      },
      supermarkets: { rating: 4 },
      schools: { rating: 4 },
      parks: { rating: 3 },
      traffic_jams: { rating: 2 },
    },
    livedFrom: { month: 8, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-06-10T09:00:00Z',
  },

  // --- Aram: Yerevan, then a winter in Batumi --------------------------------
  {
    key: 'aram-teryan-62-apt-15',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'apartment', key: 'yerevan-teryan-62', apartmentNumber: '15' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Solid two-room flat in an old tuff stone building on Teryan Street, a short walk from the Opera.',
      },
      landlord: {
        rating: 4,
        comment:
          'Raised the rent twice in 2022, from 200,000 to 300,000 AMD, when demand exploded, but fixed everything quickly and returned the deposit in full.',
      },
      lighting: {
        rating: 3,
        comment: 'First floor behind a big plane tree, so the living room needs the lights on even at noon.',
      },
      internet: { rating: 5, comment: 'Ucom fibre, rock-solid.' },
      noise: { rating: 3 },
      appliances: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2021 },
    livedTo: { month: 12, year: 2023 },
    isCommercial: false,
    rent: { amount: 300000, currency: 'AMD' },
    utilities: { winter: 45000, summer: 25000, currency: 'AMD' },
    createdAt: '2024-01-20T11:00:00Z',
    fixedDates: true,
  },
  {
    key: 'aram-yerevan',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'city', key: 'yerevan' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Compact centre, safe and lots to do, but rents in Kentron went crazy after 2022.',
      },
      traffic_jams: {
        rating: 2,
        comment: "Rush hour on Mashtots Avenue is brutal, and drivers don't stop at zebra crossings.",
      },
      transport_accessibility: {
        rating: 3,
        comment:
          'The metro is a single line that misses most neighbourhoods; minibuses and taxi apps fill the gap.',
      },
      security: { rating: 5 },
      cleanliness: { rating: 4 },
      activities: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2015 },
    livedTo: { month: 12, year: 2023 },
    isCommercial: false,
    createdAt: '2024-01-21T09:00:00Z',
    fixedDates: true,
  },
  {
    key: 'aram-khimshiashvili-7-apt-1408',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'apartment', key: 'batumi-khimshiashvili-7', apartmentNumber: '1408' },
    aspects: {
      general: {
        rating: 3,
        comment:
          "Studio on the 14th floor with a sea view I'll miss. Everything else was a fight against humidity.",
      },
      renovation: {
        rating: 2,
        comment:
          'Mould appeared on the window frames and the bathroom sealant in the first winter. The dehumidifier ran nonstop and filled its tank every day.',
      },
      noise: {
        rating: 2,
        comment: 'A new tower is going up next door: concrete pumps from 8 am, sometimes on Sundays too.',
      },
      view: { rating: 5, comment: 'Sunset over the sea from the balcony, every single day.' },
      appliances: { rating: 3 },
      furniture: { rating: 3 },
      internet: { rating: 4 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: { month: 2, year: 2026 },
    isCommercial: false,
    rent: { amount: 450, currency: 'USD' },
    utilities: { winter: 180, summer: 70, currency: 'GEL' },
    createdAt: '2026-03-02T19:20:00Z',
  },
  {
    key: 'aram-khimshiashvili-7',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'building', key: 'batumi-khimshiashvili-7' },
    aspects: {
      general: { rating: 3 },
      security: {
        rating: 4,
        comment: '24/7 reception and cameras; deliveries never went missing.',
      },
      quality: {
        rating: 2,
        comment:
          'Built in a hurry: cracked tiles in the lobby, lifts that break down, and a smell from the rubbish chute in summer.',
      },
      parking: {
        rating: 2,
        comment:
          'The underground parking is for owners only, and street parking near the boulevard is hopeless in summer.',
      },
      utilities_stability: {
        rating: 3,
        comment: 'Short power cuts during storms; water was never a problem.',
      },
      cleanliness: { rating: 3 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: { month: 2, year: 2026 },
    isCommercial: false,
    createdAt: '2026-03-02T19:36:00Z',
  },
  {
    key: 'aram-new-boulevard',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'district', key: 'batumi-new-boulevard' },
    aspects: {
      general: {
        rating: 3,
        comment: 'Great in May and October, empty and a bit ghostly in winter when half the towers are dark.',
      },
      beauty: {
        rating: 4,
        comment: 'The boulevard and the beach are lovely; the wall of 30-storey towers behind them, less so.',
      },
      traffic_jams: { rating: 2, comment: 'Summer evenings on Sherif Khimshiashvili Street are gridlocked.' },
      supermarkets: { rating: 4 },
      restaurants: { rating: 3 },
      noise: { rating: 2 },
      pet_friendly: { rating: 4 },
      stray_animals: { rating: 3 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: { month: 2, year: 2026 },
    isCommercial: false,
    createdAt: '2026-03-03T08:40:00Z',
  },
  {
    key: 'aram-batumi',
    authorKey: 'aram',
    language: 'en',
    place: { type: 'city', key: 'batumi' },
    aspects: {
      general: {
        rating: 3,
        comment: 'Easy-going and good for remote work outside the season. Summer is crowded and loud.',
      },
      activities: {
        rating: 3,
        comment: 'Off-season there is not much beyond the boulevard, cafés and the Botanical Garden.',
      },
      traffic_jams: { rating: 2, comment: "July and August traffic is worse than Tbilisi's." },
      beauty: { rating: 4 },
      cleanliness: { rating: 3 },
      transport_accessibility: { rating: 3 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: { month: 2, year: 2026 },
    isCommercial: false,
    createdAt: '2026-03-03T09:05:00Z',
  },

  // --- Анна: дом в Кутаиси, потом Ваке ----------------------------------------
  {
    key: 'anna-paliashvili-21',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'building', key: 'kutaisi-paliashvili-21' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Снимали весь дом с садом: два этажа, во дворе инжир и хурма, тихая улица в самом центре.',
      },
      quality: {
        rating: 2,
        comment:
          'Дом старый, стены не утеплены. Зимой газовый котёл работал без перерыва, счёт за газ доходил до 350 лари, а на втором этаже всё равно было 17 градусов.',
      },
      yard: {
        rating: 5,
        comment: 'Свой двор, где можно сушить бельё и жарить мцвади, — отдельное счастье.',
      },
      utilities_stability: {
        rating: 3,
        comment: 'Свет пару раз отключали на полдня, воду — только в сильную жару.',
      },
      security: { rating: 4 },
      parking: { rating: 5 },
    },
    livedFrom: { month: 7, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    rent: { amount: 900, currency: 'GEL' },
    utilities: { winter: 350, summer: 80, currency: 'GEL' },
    createdAt: '2025-06-20T15:10:00Z',
  },
  {
    key: 'anna-kutaisi',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'city', key: 'kutaisi' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Спокойный зелёный город, жизнь раза в два дешевле, чем в Тбилиси. Работы и развлечений мало, но для удалёнки идеально.',
      },
      transport_accessibility: {
        rating: 3,
        comment: 'Маршрутки ходят везде, но без расписания. До аэропорта минут 25 на такси.',
      },
      activities: {
        rating: 2,
        comment: 'Вечером особо некуда пойти: пара кафе в центре, театр и прогулки вдоль Риони.',
      },
      security: { rating: 5 },
      cleanliness: { rating: 3 },
      beauty: { rating: 4 },
    },
    livedFrom: { month: 7, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    createdAt: '2025-06-21T10:00:00Z',
  },
  {
    key: 'anna-kutaisi-centre',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'district', key: 'kutaisi-centre' },
    aspects: {
      general: {
        rating: 4,
        comment: 'В центре Кутаиси всё пешком: рынок, фонтан «Колхида», набережная, аптеки на каждом углу.',
      },
      stray_animals: {
        rating: 3,
        comment: 'Собак много, в основном с бирками и спокойные, но по ночам лают стаями.',
      },
      restaurants: { rating: 4 },
      coffee_shops: { rating: 3 },
      hospitals: { rating: 3 },
      parks: { rating: 4 },
      traffic_jams: { rating: 3 },
      supermarkets: { rating: 4 },
    },
    livedFrom: { month: 7, year: 2023 },
    livedTo: { month: 5, year: 2025 },
    isCommercial: false,
    createdAt: '2025-06-22T12:00:00Z',
  },
  {
    key: 'anna-chavchavadze-12-apt-23',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-chavchavadze-12', apartmentNumber: '23' },
    aspects: {
      general: {
        rating: 3,
        comment: 'Место отличное, прямо на Чавчавадзе, но за 1700 лари ожидала большего.',
      },
      renovation: {
        rating: 2,
        comment:
          'Ремонт только косметический. В первую же зиму за шкафом в спальне и в углу ванной пошла плесень. Хозяйка прислала мастера, всё обработали, но пятна возвращаются.',
      },
      noise: {
        rating: 2,
        comment:
          'Окна выходят на проспект, стеклопакеты старые — слышно каждую машину и сирены до поздней ночи.',
      },
      landlord: {
        rating: 4,
        comment:
          'Хозяйка адекватная и отвечает быстро, но о повышении цены предупредила всего за две недели до продления договора.',
      },
      internet: { rating: 5 },
      appliances: { rating: 3 },
      insects: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1700, currency: 'GEL' },
    utilities: { winter: 240, summer: 75, currency: 'GEL' },
    createdAt: '2025-12-10T19:40:00Z',
  },
  {
    key: 'anna-chavchavadze-12',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'building', key: 'tbilisi-chavchavadze-12' },
    aspects: {
      general: { rating: 3 },
      cleanliness: { rating: 3, comment: 'Подъезд моют раз в неделю, но на лестнице курят.' },
      quality: {
        rating: 3,
        comment: 'Лифт старый, но в целом работает. В декабре он стоял четыре дня, пока искали запчасть.',
      },
      parking: {
        rating: 1,
        comment: 'Парковки нет вообще: машины стоят на тротуаре, с коляской не пройти.',
      },
      demographics: {
        rating: 4,
        comment:
          'В доме в основном давние жильцы: много пожилых соседей и несколько семей с детьми, все здороваются.',
      },
      utilities_stability: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2025-12-11T08:20:00Z',
  },
  {
    key: 'anna-tbilisi',
    authorKey: 'anna',
    language: 'ru',
    place: { type: 'city', key: 'tbilisi' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'После Кутаиси — большой и шумный, но живой город. Есть всё: работа, хорошие врачи, русскоязычные сообщества.',
      },
      traffic_jams: {
        rating: 1,
        comment:
          'Пробки на проспектах — ежедневная реальность: такси из Ваке до Сабуртало в час пик едет минут сорок.',
      },
      transport_accessibility: {
        rating: 3,
        comment: 'Метро удобное, но до Ваке не доходит, а автобусы в час пик забиты.',
      },
      security: { rating: 4 },
      cleanliness: { rating: 3 },
      shopping: { rating: 5 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-10-15T18:00:00Z',
  },

  // --- Дмитрий: Ереван, Вера, Варкетили -----------------------------------
  {
    key: 'dmitry-teryan-62-apt-22',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'apartment', key: 'yerevan-teryan-62', apartmentNumber: '22' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'Сняли в марте 2022-го в панике, почти не глядя. Квартира нормальная, но цена была безумная.',
      },
      landlord: {
        rating: 3,
        comment:
          'Хозяин сразу взял оплату за три месяца вперёд, а через полгода поднял цену ещё на 100 тысяч драмов, поэтому мы и уехали.',
      },
      appliances: {
        rating: 2,
        comment: 'Кондиционер еле справлялся с ереванской жарой: в июле в спальне было 30 градусов.',
      },
      internet: { rating: 4 },
      view: { rating: 3 },
      security: { rating: 5 },
    },
    livedFrom: { month: 3, year: 2022 },
    livedTo: { month: 9, year: 2022 },
    isCommercial: false,
    rent: { amount: 400000, currency: 'AMD' },
    createdAt: '2024-03-05T21:10:00Z',
    fixedDates: true,
  },
  {
    key: 'dmitry-yerevan',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'city', key: 'yerevan' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Приняли очень тепло, в городе безопасно, но летом тяжело: жара под сорок.',
      },
      activities: {
        rating: 4,
        comment: 'Много кафе и концертов, а на выходные можно съездить в Гарни, на Севан или в Дилижан.',
      },
      security: { rating: 5 },
      transport_accessibility: { rating: 3 },
      traffic_jams: { rating: 3 },
    },
    livedFrom: { month: 3, year: 2022 },
    livedTo: { month: 9, year: 2022 },
    isCommercial: false,
    createdAt: '2024-03-06T08:00:00Z',
    fixedDates: true,
  },
  {
    key: 'dmitry-barnovi-64-apt-5',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-barnovi-64', apartmentNumber: '5' },
    aspects: {
      general: {
        rating: 2,
        comment: 'Сама квартира в Вере симпатичная, но снимать её не советую никому.',
      },
      landlord: {
        rating: 1,
        comment:
          'Депозит 700 долларов так и не вернули. При выезде хозяин нашёл «царапины» на паркете, которые были ещё до нас, и сказал, что всё уйдёт на ремонт. Акт с фотографиями при заселении мы не составили — не повторяйте нашу ошибку.',
      },
      appliances: {
        rating: 2,
        comment:
          'Центрального отопления нет, старый котёл грел только кухню. Зимой докупили масляные обогреватели, и счета за свет и газ доходили до 220 лари.',
      },
      neighbors: {
        rating: 5,
        comment: 'Соседи — золото: на Новый год принесли хачапури и чурчхелу, помогли найти сантехника.',
      },
      noise: { rating: 3 },
      lighting: { rating: 4 },
      furniture: { rating: 3 },
    },
    livedFrom: { month: 7, year: 2023 },
    livedTo: { month: 1, year: 2025 },
    isCommercial: false,
    rent: { amount: 700, currency: 'USD' },
    utilities: { winter: 220, summer: 60, currency: 'GEL' },
    createdAt: '2025-02-14T13:25:00Z',
  },
  {
    key: 'dmitry-barnovi-64',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'building', key: 'tbilisi-barnovi-64' },
    aspects: {
      general: { rating: 3 },
      yard: { rating: 3, comment: 'Двор маленький и весь заставлен машинами соседей.' },
      quality: {
        rating: 2,
        comment: 'Дом шестидесятых годов: трещина по фасаду, в подъезде сыро и пахнет подвалом.',
      },
      utilities_stability: {
        rating: 2,
        comment:
          'Воду отключали почти каждую неделю на несколько часов, и предупреждения от GWP приходили далеко не всегда.',
      },
      security: { rating: 4 },
      cleanliness: { rating: 3 },
    },
    livedFrom: { month: 7, year: 2023 },
    livedTo: { month: 1, year: 2025 },
    isCommercial: false,
    createdAt: '2025-02-14T13:41:00Z',
  },
  {
    key: 'dmitry-javakheti-35-apt-19',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-javakheti-35', apartmentNumber: '19' },
    aspects: {
      general: {
        rating: 4,
        comment: 'За 750 лари — просторная двушка со свежим ремонтом. После Веры платим почти вдвое меньше.',
      },
      landlord: {
        rating: 5,
        comment:
          'Хозяйка живёт этажом ниже, всё чинит сразу, договор подписали нормальный, с описью имущества.',
      },
      insects: {
        rating: 2,
        comment:
          'Тараканы — главная беда: лезут из мусоропровода и от соседей. Травили три раза, стало лучше, но летом всё равно появляются.',
      },
      noise: {
        rating: 3,
        comment: 'Слышимость отличная: у соседей сверху ремонт, перфоратор по субботам с девяти утра.',
      },
      internet: { rating: 4 },
      appliances: { rating: 4 },
      view: { rating: 3 },
    },
    livedFrom: { month: 2, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 750, currency: 'GEL' },
    utilities: { winter: 160, summer: 55, currency: 'GEL' },
    createdAt: '2026-03-15T20:30:00Z',
  },
  {
    key: 'dmitry-varketili',
    authorKey: 'dmitry',
    language: 'ru',
    place: { type: 'district', key: 'tbilisi-varketili' },
    aspects: {
      general: {
        rating: 3,
        comment: 'Спальный район: дёшево, всё нужное рядом, но красоты мало.',
      },
      transport_accessibility: {
        rating: 4,
        comment: 'Станция «Варкетили» — конечная, так что утром в метро всегда есть где сесть.',
      },
      stray_animals: {
        rating: 2,
        comment: 'У рынка и гаражей много бездомных собак, вечером с ребёнком там неуютно.',
      },
      cleanliness: { rating: 2, comment: 'По выходным мусорные баки переполнены.' },
      parks: { rating: 2 },
      supermarkets: { rating: 4 },
      parking: { rating: 3 },
    },
    livedFrom: { month: 2, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-03-16T09:10:00Z',
  },

  // --- Аноним (ru): Сабуртало, лето в Батуми ---------------------------------
  {
    key: 'anon-ru-khimshiashvili-7-apt-2203',
    authorKey: 'anon-ru',
    language: 'ru',
    place: { type: 'apartment', key: 'batumi-khimshiashvili-7', apartmentNumber: '2203' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Четыре месяца у моря в студии на 22-м этаже — лучшего лета у нас не было.',
      },
      view: { rating: 5, comment: 'Вид на море и горы, закаты прямо с кровати.' },
      appliances: {
        rating: 3,
        comment: 'Кондиционер шумный, а бойлера на 50 литров на двоих мало.',
      },
      noise: {
        rating: 3,
        comment: 'Соседние студии сдают посуточно, туристы шумят в коридоре до ночи.',
      },
      insects: { rating: 4 },
      landlord: { rating: 4 },
    },
    livedFrom: { month: 3, year: 2024 },
    livedTo: { month: 7, year: 2024 },
    isCommercial: false,
    rent: { amount: 500, currency: 'USD' },
    utilities: { summer: 90, currency: 'GEL' },
    createdAt: '2024-11-10T14:00:00Z',
  },
  {
    key: 'anon-ru-khimshiashvili-7',
    authorKey: 'anon-ru',
    language: 'ru',
    place: { type: 'building', key: 'batumi-khimshiashvili-7' },
    aspects: {
      general: { rating: 3 },
      security: {
        rating: 5,
        comment: 'Охрана и ресепшн круглосуточно, без карточки в лифт не попасть.',
      },
      quality: {
        rating: 3,
        comment:
          'Лифтов слишком мало для такого дома: летом очередь минут по десять, один постоянно на ремонте.',
      },
      demographics: {
        rating: 3,
        comment: 'Больше половины квартир сдаётся посуточно, постоянных соседей почти нет.',
      },
      cleanliness: { rating: 4 },
      utilities_stability: { rating: 3 },
    },
    livedFrom: { month: 3, year: 2024 },
    livedTo: { month: 7, year: 2024 },
    isCommercial: false,
    createdAt: '2024-11-10T14:22:00Z',
  },
  {
    key: 'anon-ru-kazbegi-24-apt-12',
    authorKey: 'anon-ru',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-kazbegi-24', apartmentNumber: '12' },
    aspects: {
      general: {
        rating: 1,
        comment: 'Не снимайте эту квартиру, пока хозяин не поменяет котёл.',
      },
      appliances: {
        rating: 1,
        comment:
          'С первой же зимы на кухне у котла пахло газом, хозяин уверял, что «так всегда было». В феврале вызвали аварийную службу Tbilisi Energy: нашли утечку на соединении и опечатали котёл. Две недели жили без отопления и горячей воды, пока он искал мастера.',
      },
      landlord: {
        rating: 1,
        comment: 'На звонки отвечал через раз, а ремонт котла пытался вычесть из нашего депозита.',
      },
      internet: { rating: 4 },
      neighbors: { rating: 4 },
      security: { rating: 3 },
    },
    livedFrom: { month: 8, year: 2024 },
    livedTo: { month: 9, year: 2025 },
    isCommercial: false,
    rent: { amount: 1200, currency: 'GEL' },
    utilities: { winter: 210, summer: 65, currency: 'GEL' },
    createdAt: '2025-10-12T22:05:00Z',
  },
  {
    key: 'anon-ru-kazbegi-24',
    authorKey: 'anon-ru',
    language: 'ru',
    place: { type: 'building', key: 'tbilisi-kazbegi-24' },
    aspects: {
      general: { rating: 2 },
      quality: {
        rating: 2,
        comment: 'Газовые трубы по фасаду ржавые, стояки в подъезде проложены кое-как.',
      },
      cleanliness: {
        rating: 2,
        comment: 'Подъезд никто не убирает, лампочки на этажах не горят месяцами.',
      },
      yard: { rating: 3, comment: 'Двор есть, но половину заняли гаражами-ракушками.' },
      parking: { rating: 2 },
      security: { rating: 3 },
    },
    livedFrom: { month: 8, year: 2024 },
    livedTo: { month: 9, year: 2025 },
    isCommercial: false,
    createdAt: '2025-10-12T22:21:00Z',
  },
  {
    key: 'anon-ru-saburtalo',
    authorKey: 'anon-ru',
    language: 'ru',
    place: { type: 'district', key: 'tbilisi-saburtalo' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Удобный для жизни район: метро, университеты, магазины — всё рядом, хоть и сплошной бетон.',
      },
      traffic_jams: {
        rating: 1,
        comment: 'Казбеги и Важа-Пшавела в час пик стоят намертво.',
      },
      transport_accessibility: {
        rating: 5,
        comment: 'Несколько станций метро и автобусы во все стороны.',
      },
      parking: { rating: 1 },
      supermarkets: { rating: 5 },
      hospitals: { rating: 4 },
      fitness: { rating: 4 },
    },
    livedFrom: { month: 8, year: 2024 },
    livedTo: { month: 9, year: 2025 },
    isCommercial: false,
    createdAt: '2025-10-13T10:00:00Z',
  },

  // --- ნინო: ვაკე, შემდეგ ბათუმი ---------------------------------------------
  {
    key: 'nino-abashidze-42-apt-7',
    authorKey: 'nino',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-abashidze-42', apartmentNumber: '7' },
    aspects: {
      general: {
        rating: 5,
        comment: 'საუკეთესო ბინა, სადაც კი მიცხოვრია: თბილი, ნათელი და მყუდრო.',
      },
      view: {
        rating: 5,
        comment: 'აივნიდან მთაწმინდა და ტელეანძა მოჩანს, საღამოს განათებული ანძა ძალიან ლამაზია.',
      },
      landlord: {
        rating: 5,
        comment:
          'მეპატრონე ყოველთვის სწრაფად პასუხობდა, გასვლისას კი დეპოზიტი სრულად და იმავე დღეს დამიბრუნა.',
      },
      internet: {
        rating: 4,
        comment: 'მაგთის ოპტიკა, 100 მეგაბიტი. ერთხელ რამდენიმე საათით გაითიშა, სხვა პრობლემა არ ყოფილა.',
      },
      lighting: { rating: 5 },
      furniture: { rating: 4 },
      noise: { rating: 4 },
    },
    livedFrom: { month: 11, year: 2024 },
    livedTo: { month: 3, year: 2026 },
    isCommercial: false,
    rent: { amount: 1400, currency: 'GEL' },
    utilities: { winter: 200, summer: 60, currency: 'GEL' },
    createdAt: '2026-04-01T12:30:00Z',
  },
  {
    key: 'nino-abashidze-42',
    authorKey: 'nino',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-abashidze-42' },
    aspects: {
      general: { rating: 4 },
      cleanliness: {
        rating: 4,
        comment: 'სადარბაზოს ყოველდღე ალაგებენ, ამხანაგობა კარგად მუშაობს.',
      },
      parking: {
        rating: 2,
        comment:
          'ეზოში ადგილი ცოტაა. საღამოობით მანქანის დასაყენებელ ადგილს ვერ იპოვი და ბევრი ტროტუარზე აყენებს.',
      },
      quality: {
        rating: 4,
        comment: 'შედარებით ახალი კორპუსია, ლიფტი ერთხელაც არ გაჩერებულა.',
      },
      security: { rating: 5 },
      utilities_stability: { rating: 4 },
    },
    livedFrom: { month: 11, year: 2024 },
    livedTo: { month: 3, year: 2026 },
    isCommercial: false,
    createdAt: '2026-04-01T12:46:00Z',
  },
  {
    key: 'nino-vake',
    authorKey: 'nino',
    language: 'ka',
    place: { type: 'district', key: 'tbilisi-vake' },
    aspects: {
      general: { rating: 4, comment: 'ვაკე მწვანე და მოწესრიგებული უბანია, თუმცა ძვირი.' },
      traffic_jams: {
        rating: 1,
        comment: 'ჭავჭავაძეზე საცობი დილითაც არის და საღამოსაც, ათწუთიან გზას ნახევარი საათი სჭირდება.',
      },
      parks: {
        rating: 5,
        comment:
          'ვაკის პარკამდე ფეხით ათი წუთია, კუს ტბაზე კი საბაგიროთი ადიხარ. ძაღლის სასეირნოდ იდეალურია.',
      },
      pet_friendly: { rating: 5 },
      coffee_shops: { rating: 5 },
      parking: { rating: 2 },
    },
    livedFrom: { month: 11, year: 2024 },
    livedTo: { month: 3, year: 2026 },
    isCommercial: false,
    createdAt: '2026-04-02T09:00:00Z',
  },
  {
    key: 'nino-kutaisi-31-apt-6',
    authorKey: 'nino',
    language: 'ka',
    place: { type: 'apartment', key: 'batumi-kutaisi-31', apartmentNumber: '6' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'ძველ ბათუმში ცხოვრება სასიამოვნოა, ზღვა ხუთ წუთშია, მაგრამ ბინა ზამთრისთვის არ არის მომზადებული.',
      },
      renovation: {
        rating: 2,
        comment: 'კედლებზე ნესტია. ზამთარში ფანჯრებთან და კუთხეებში ობი გაჩნდა და ყოველ კვირას ვწმენდ.',
      },
      neighbors: {
        rating: 5,
        comment: 'მეზობლები ძალიან თბილი ხალხია, ყოველთვის დაგეხმარებიან.',
      },
      noise: { rating: 3 },
      internet: { rating: 4 },
      landlord: { rating: 4 },
    },
    livedFrom: { month: 4, year: 2026 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1000, currency: 'GEL' },
    utilities: { winter: 150, summer: 70, currency: 'GEL' },
    createdAt: '2026-11-14T17:00:00Z',
  },

  // --- გიორგი: გლდანი, საბურთალო, ქუთაისი -------------------------------------
  {
    key: 'giorgi-gldani-3-12-apt-57',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-gldani-3-12', apartmentNumber: '57' },
    aspects: {
      general: {
        rating: 4,
        comment: 'ფასი და ხარისხი ერთმანეთს შეესაბამება. სტუდენტისთვის კარგი ვარიანტია.',
      },
      neighbors: { rating: 5, comment: 'მეზობლები კარგი ხალხია, ერთმანეთს ყოველთვის ეხმარებიან.' },
      renovation: {
        rating: 3,
        comment: 'ძველი რემონტია, შპალერი ზოგან აქერცლილია, მაგრამ ყველაფერი მუშაობს.',
      },
      view: { rating: 4, comment: 'მეცხრე სართულიდან ხედი შორს იშლება, მთები ჩანს.' },
      internet: { rating: 3 },
      security: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2021 },
    livedTo: { month: 9, year: 2023 },
    isCommercial: false,
    rent: { amount: 650, currency: 'GEL' },
    utilities: { winter: 140, summer: 50, currency: 'GEL' },
    createdAt: '2024-11-18T20:00:00Z',
  },
  {
    key: 'giorgi-gldani-3-12',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-gldani-3-12' },
    aspects: {
      general: { rating: 3 },
      quality: {
        rating: 2,
        comment: 'ლიფტი ხშირად ფუჭდებოდა, ერთხელ მთელი კვირა მეცხრე სართულზე ფეხით ავდიოდი.',
      },
      cleanliness: {
        rating: 2,
        comment: 'სადარბაზოში ნაგავი გროვდება, ნაგავსადენი დიდი ხანია დაკეტილია.',
      },
      utilities_stability: {
        rating: 3,
        comment: 'ზამთარში შუქი ხანდახან ითიშებოდა, წყალი — იშვიათად.',
      },
      yard: { rating: 3 },
      parking: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2021 },
    livedTo: { month: 9, year: 2023 },
    isCommercial: false,
    createdAt: '2024-11-18T20:16:00Z',
  },
  {
    key: 'giorgi-gldani',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'district', key: 'tbilisi-gldani' },
    aspects: {
      general: {
        rating: 3,
        comment: 'საძინებელი უბანია: იაფია და ყველაფერი ახლოსაა, მაგრამ ცენტრამდე გზა გრძელია.',
      },
      transport_accessibility: {
        rating: 3,
        comment: 'ახმეტელის თეატრის მეტრომდე ავტობუსით უნდა ჩახვიდე, იქიდან ცენტრამდე კიდევ ნახევარი საათია.',
      },
      stray_animals: { rating: 2, comment: 'მიუსაფარი ძაღლები ბევრია, ღამით ჯგუფებად დადიან.' },
      supermarkets: { rating: 4 },
      schools: { rating: 4 },
      parks: { rating: 2 },
    },
    livedFrom: { month: 6, year: 2021 },
    livedTo: { month: 9, year: 2023 },
    isCommercial: false,
    createdAt: '2024-11-19T08:30:00Z',
  },
  {
    key: 'giorgi-pekini-41-apt-45',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-pekini-41', apartmentNumber: '45' },
    aspects: {
      general: {
        rating: 3,
        comment: 'მდებარეობა იდეალურია, მეტრო ახლოსაა, მაგრამ კორპუსის პრობლემები ყველაფერს აფუჭებს.',
      },
      noise: {
        rating: 2,
        comment: 'ზემოთ მეზობლები უკვე მეორე წელია რემონტს აკეთებენ, დილის ცხრიდან საღამომდე ბურღავენ.',
      },
      internet: {
        rating: 5,
        comment: 'სილქნეტის ოპტიკა, 300 მეგაბიტი, ერთხელაც არ გათიშულა.',
      },
      appliances: {
        rating: 3,
        comment: 'ბოილერი ძველია და ორ ადამიანს ცხელი წყალი არ ჰყოფნის.',
      },
      landlord: { rating: 4 },
      view: { rating: 4 },
    },
    livedFrom: { month: 10, year: 2023 },
    livedTo: { month: 10, year: 2025 },
    isCommercial: false,
    rent: { amount: 1100, currency: 'GEL' },
    utilities: { winter: 180, summer: 60, currency: 'GEL' },
    createdAt: '2025-11-03T19:00:00Z',
  },
  {
    key: 'giorgi-pekini-41',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-pekini-41' },
    aspects: {
      general: { rating: 2 },
      quality: {
        rating: 2,
        comment: 'ლიფტი თვეში ერთხელ მაინც ფუჭდება, მეთორმეტე სართულზე ფეხით ასვლა ნამდვილი ვარჯიშია.',
      },
      utilities_stability: {
        rating: 2,
        comment: 'საღამოობით წყლის წნევა ისე ეცემა, რომ შხაპის მიღება თითქმის შეუძლებელია.',
      },
      parking: {
        rating: 1,
        comment: 'პარკინგი არ არის, მანქანებს ტროტუარზე და ორ რიგად აყენებენ.',
      },
      cleanliness: { rating: 3 },
      security: { rating: 3 },
    },
    livedFrom: { month: 10, year: 2023 },
    livedTo: { month: 10, year: 2025 },
    isCommercial: false,
    createdAt: '2025-11-03T19:21:00Z',
  },
  {
    key: 'giorgi-tsereteli-5-apt-10',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'apartment', key: 'kutaisi-tsereteli-5', apartmentNumber: '10' },
    aspects: {
      general: {
        rating: 5,
        comment: 'ქუთაისში დაბრუნება სწორი გადაწყვეტილება იყო: ნახევარ ფასად უფრო დიდი და მშვიდი ბინა მაქვს.',
      },
      landlord: {
        rating: 5,
        comment: 'მეპატრონე ყველაფერს დროზე აგვარებს, ქირა კი ხელშეკრულებით ორი წლით დააფიქსირა.',
      },
      internet: {
        rating: 4,
        comment: 'სილქნეტი, 100 მეგაბიტი, დისტანციური მუშაობისთვის სრულიად საკმარისია.',
      },
      insects: {
        rating: 3,
        comment: 'ზაფხულში კოღოები და ხანდახან ტარაკნებიც ჩნდებიან — ძველი სახლია.',
      },
      lighting: { rating: 4 },
      furniture: { rating: 4 },
      security: { rating: 5 },
    },
    livedFrom: { month: 11, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 600, currency: 'GEL' },
    utilities: { winter: 130, summer: 45, currency: 'GEL' },
    createdAt: '2026-07-11T16:00:00Z',
  },
  {
    key: 'giorgi-kutaisi',
    authorKey: 'giorgi',
    language: 'ka',
    place: { type: 'city', key: 'kutaisi' },
    aspects: {
      general: {
        rating: 4,
        comment: 'მშვიდი და მწვანე ქალაქია, ცხოვრება გაცილებით იაფია, ვიდრე თბილისში.',
      },
      activities: {
        rating: 2,
        comment: 'სამუშაო ადგილები და გასართობი ცოტაა, ახალგაზრდები თბილისში ან ბათუმში მიდიან.',
      },
      beauty: {
        rating: 4,
        comment: 'ბაგრატის ტაძარი, რიონის სანაპირო და თეთრი ხიდი ყოველ ჯერზე მახარებს.',
      },
      transport_accessibility: { rating: 3 },
      security: { rating: 5 },
      cleanliness: { rating: 3 },
    },
    livedFrom: { month: 11, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-07-12T10:00:00Z',
  },

  // --- თამარი: სოლოლაკი და ოფისი მარჯანიშვილზე --------------------------------
  {
    key: 'tamar-aghmashenebeli-112-apt-4',
    authorKey: 'tamar',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-aghmashenebeli-112', apartmentNumber: '4' },
    aspects: {
      general: {
        rating: 4,
        comment: 'პატარა დიზაინ-სტუდიისთვის ოფისად ვქირაობთ. მდებარეობა შესანიშნავია, მეტრო ორ წუთშია.',
      },
      internet: { rating: 5, comment: 'სილქნეტის ბიზნეს-ოპტიკა, დიდ ფაილებს წამებში ვტვირთავთ.' },
      noise: {
        rating: 3,
        comment:
          'აღმაშენებლის გამზირზე მთელი დღე ტურისტები და ქუჩის მუსიკოსები არიან, ფანჯრის გაღება არ ღირს.',
      },
      security: { rating: 4 },
      landlord: { rating: 4 },
      furniture: { rating: 3 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: null,
    isCommercial: true,
    rent: { amount: 1500, currency: 'GEL' },
    utilities: { winter: 180, summer: 90, currency: 'GEL' },
    createdAt: '2026-02-20T11:00:00Z',
  },
  {
    key: 'tamar-aghmashenebeli-112',
    authorKey: 'tamar',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-aghmashenebeli-112' },
    aspects: {
      general: { rating: 4 },
      quality: {
        rating: 4,
        comment: 'ისტორიული შენობაა. რესტავრაციის შემდეგ ფასადი ლამაზია, სადარბაზო კი ისევ ძველებურია.',
      },
      parking: {
        rating: 1,
        comment:
          'გამზირის ეს მონაკვეთი ფეხით მოსიარულეებისთვისაა, მანქანის დასაყენებელი ადგილი ახლოს არ არის.',
      },
      utilities_stability: { rating: 4 },
      cleanliness: { rating: 3 },
      security: { rating: 4 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: null,
    isCommercial: true,
    createdAt: '2026-02-20T11:22:00Z',
  },
  {
    key: 'tamar-asatiani-14-apt-3',
    authorKey: 'tamar',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-asatiani-14', apartmentNumber: '3' },
    aspects: {
      general: {
        rating: 3,
        comment: 'სოლოლაკის ძველ სახლში ცხოვრება განსაკუთრებულია, მაგრამ ბინა მუდმივ ზრუნვას მოითხოვს.',
      },
      renovation: {
        rating: 2,
        comment:
          'წინა დამქირავებლის შეფასება წავიკითხე და მეპატრონეს სააბაზანოში ვენტილაციის გაკეთება ვთხოვე. გააკეთა, მაგრამ ზამთარში კარადის უკან ობი მაინც ჩნდება.',
      },
      landlord: { rating: 4, comment: 'უარს არასდროს ამბობს, უბრალოდ ყველაფერი ძალიან ნელა ხდება.' },
      lighting: { rating: 2, comment: 'ფანჯრები ეზოში გადის, დღისითაც შუქის ანთება მიწევს.' },
      view: { rating: 4 },
      insects: { rating: 3 },
      neighbors: { rating: 5 },
    },
    livedFrom: { month: 8, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1400, currency: 'GEL' },
    utilities: { winter: 210, summer: 55, currency: 'GEL' },
    createdAt: '2026-09-01T18:30:00Z',
  },

  // --- ანონიმური (ka): ავლაბარი, ნუცუბიძის პლატო -----------------------------
  {
    key: 'anon-ka-tsamebuli-12-apt-9',
    authorKey: 'anon-ka',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-tsamebuli-12', apartmentNumber: '9' },
    aspects: {
      general: {
        rating: 3,
        comment: 'ავლაბრის მეტროსთან ახლოსაა, ცენტრამდე ფეხით ჩადიხარ. ბინა ჩვეულებრივია.',
      },
      noise: {
        rating: 2,
        comment: 'ფანჯრები ქეთევან წამებულის გამზირზე გადის, მანქანების ხმაური ღამითაც არ წყდება.',
      },
      insects: {
        rating: 3,
        comment: 'ზაფხულში ტარაკნები ჩნდებოდნენ, დეზინსექციის სამსახური ორჯერ გამოვიძახეთ.',
      },
      neighbors: { rating: 4 },
      renovation: { rating: 3 },
      furniture: { rating: 3 },
    },
    livedFrom: { month: 6, year: 2022 },
    livedTo: { month: 11, year: 2024 },
    isCommercial: false,
    rent: { amount: 800, currency: 'GEL' },
    utilities: { winter: 170, summer: 55, currency: 'GEL' },
    createdAt: '2025-01-28T15:30:00Z',
  },
  {
    key: 'anon-ka-nutsubidze-3-4-apt-30',
    authorKey: 'anon-ka',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-nutsubidze-3-4', apartmentNumber: '30' },
    aspects: {
      general: { rating: 1, comment: 'ზამთარში ამ ბინაში ცხოვრება შეუძლებელი იყო.' },
      appliances: {
        rating: 1,
        comment:
          'გათბობა საერთოდ არ არის — არც ცენტრალური, არც ქვაბი. მეპატრონემ ზეთის რადიატორის ყიდვაზეც კი უარი გვითხრა. იანვარში ოთახში 14 გრადუსი იყო და ქურთუკებით გვეძინა.',
      },
      landlord: {
        rating: 2,
        comment: 'პრობლემებს არ აგვარებდა, ყველაფერზე „ეს თქვენი საქმეაო“ გვპასუხობდა.',
      },
      view: { rating: 5, comment: 'ხედი მთელ ქალაქზეა — ეს ერთადერთი პლიუსია.' },
      internet: { rating: 3 },
      lighting: { rating: 4 },
    },
    livedFrom: { month: 12, year: 2024 },
    livedTo: { month: 12, year: 2025 },
    isCommercial: false,
    rent: { amount: 900, currency: 'GEL' },
    utilities: { winter: 250, summer: 50, currency: 'GEL' },
    createdAt: '2026-01-02T21:40:00Z',
  },
  {
    key: 'anon-ka-nutsubidze-3-4',
    authorKey: 'anon-ka',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-nutsubidze-3-4' },
    aspects: {
      general: { rating: 2 },
      quality: {
        rating: 2,
        comment: 'საბჭოთა კორპუსია, ფასადი დაბზარულია და ზამთარში კედლები ყინულივით ცივია.',
      },
      yard: {
        rating: 3,
        comment: 'ეზოში ბავშვების სათამაშო მოედანია, მაგრამ მოვლილი არ არის.',
      },
      demographics: {
        rating: 4,
        comment: 'ძირითადად ოჯახები და სტუდენტები ცხოვრობენ, ხმაური ცოტაა.',
      },
      parking: { rating: 3 },
      utilities_stability: { rating: 3 },
      security: { rating: 3 },
    },
    livedFrom: { month: 12, year: 2024 },
    livedTo: { month: 12, year: 2025 },
    isCommercial: false,
    createdAt: '2026-01-02T21:56:00Z',
  },
];
