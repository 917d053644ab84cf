/**
 * The people around the demo reviews (issue 17, point 9): more authors, their reviews, comments
 * between neighbours, and which reviews carry photos. Dates are written as of DEMO_TODAY (see
 * demo-data.ts) and moved to the real today at seed time; likes and views are drawn by a seeded
 * generator in seed-demo.ts, so that every seed of one day gives the same data.
 *
 * The texts are written as tenants write them, each in its author's language. New reviews in
 * Tbilisi report no serious problem (gas, mould, pests, lost deposits…): the AI summary specs read
 * the city's serious problems from the original reviews as they are; 41 Pekini Avenue and Saburtalo
 * get nothing new for the same reason.
 */
import type { DemoReview, DemoUser } from './demo-data.ts';

export const COMMUNITY_USERS: DemoUser[] = [
  {
    key: 'levan',
    name: 'ლევან წიკლაური',
    email: 'levan.tsiklauri@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'mariam',
    name: 'მარიამ ჯავახიშვილი',
    email: 'mariam.javakhishvili@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'sandro',
    name: 'Sandro Gelashvili',
    email: 'sandro.gelashvili@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'ketevan',
    name: 'ქეთევან ნოზაძე',
    email: 'ketevan.nozadze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'irakli',
    name: 'ირაკლი მჭედლიძე',
    email: 'irakli.mchedlidze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'lasha',
    name: 'ლაშა ბაქრაძე',
    email: 'lasha.bakradze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'nika',
    name: 'ნიკა ხარაიშვილი',
    email: 'nika.kharaishvili@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'natia',
    name: 'Natia Kvaratskhelia',
    email: 'natia.kvaratskhelia@example.com',
    language: 'en',
    anonymous: false,
  },
  {
    key: 'olga',
    name: 'Ольга Миронова',
    email: 'olga.mironova@example.com',
    language: 'ru',
    anonymous: false,
  },
  {
    key: 'sergey',
    name: 'Сергей Петренко',
    email: 'sergey.petrenko@example.com',
    language: 'ru',
    anonymous: false,
  },
  { key: 'katya', name: 'Катя Белова', email: 'katya.belova@example.com', language: 'ru', anonymous: false },
  {
    key: 'artem',
    name: 'Артём Захаров',
    email: 'artem.zakharov@example.com',
    language: 'ru',
    anonymous: false,
  },
  { key: 'yulia', name: 'Юлия Ким', email: 'yulia.kim@example.com', language: 'ru', anonymous: false },
  { key: 'maks', name: 'Максим Орлов', email: 'maksim.orlov@example.com', language: 'ru', anonymous: false },
  {
    key: 'pavel',
    name: 'Павел Смирнов',
    email: 'pavel.smirnov@example.com',
    language: 'ru',
    anonymous: false,
  },
  {
    key: 'james',
    name: "James O'Connor",
    email: 'james.oconnor@example.com',
    language: 'en',
    anonymous: false,
  },
  { key: 'sofia', name: 'Sofia Rossi', email: 'sofia.rossi@example.com', language: 'en', anonymous: false },
  {
    key: 'daniel',
    name: 'Daniel Weber',
    email: 'daniel.weber@example.com',
    language: 'en',
    anonymous: false,
  },
  { key: 'priya', name: 'Priya Sharma', email: 'priya.sharma@example.com', language: 'en', anonymous: false },
  {
    key: 'mehmet',
    name: 'Mehmet Yılmaz',
    email: 'mehmet.yilmaz@example.com',
    language: 'en',
    anonymous: false,
  },
  // Readers who comment and like, but have not written a review yet.
  {
    key: 'tornike',
    name: 'თორნიკე გოგოლაძე',
    email: 'tornike.gogoladze@example.com',
    language: 'ka',
    anonymous: false,
  },
  {
    key: 'vika',
    name: 'Вика Новикова',
    email: 'viktoria.novikova@example.com',
    language: 'ru',
    anonymous: false,
  },
  { key: 'tom', name: 'Tom Harris', email: 'tom.harris@example.com', language: 'en', anonymous: false },
  { key: 'anon-en', name: 'Anonymous', email: null, language: 'en', anonymous: true },
  { key: 'anon-ka-2', name: 'Anonymous', email: null, language: 'ka', anonymous: true },
  { key: 'anon-ru-2', name: 'Anonymous', email: null, language: 'ru', anonymous: true },
];

export const COMMUNITY_REVIEWS: DemoReview[] = [
  // --- Tbilisi ---------------------------------------------------------------
  {
    key: 'levan-tsamebuli-12-apt-31',
    authorKey: 'levan',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-tsamebuli-12', apartmentNumber: '31' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'ბინიდან მთელი ძველი თბილისი ჩანს: მეტეხი, ნარიყალა და საღამოს განათებული მშვიდობის ხიდი. ავლაბრის მეტრომდე ხუთი წუთია.',
      },
      view: {
        rating: 5,
        comment: 'აივნიდან სამების ტაძარი და მტკვარი ჩანს. სტუმრებს აქედან წასვლა არ უნდათ.',
      },
      landlord: {
        rating: 4,
        comment:
          'მეპატრონე, ქალბატონი თინა, ყველაფერს დროზე აგვარებს, თუმცა სარეცხი მანქანის გამოცვლას ორი კვირა დასჭირდა.',
      },
      noise: {
        rating: 3,
        comment: 'შაბათ-კვირას ქორწილის კორტეჟები გადის და სიგნალებს არ იშურებენ.',
      },
      internet: { rating: 4 },
      furniture: { rating: 3 },
    },
    livedFrom: { month: 3, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1400, currency: 'GEL' },
    utilities: { winter: 180, summer: 90, currency: 'GEL' },
    createdAt: '2026-11-22T19:12:00Z',
    photos: ['window', 'room'],
  },
  {
    key: 'mariam-vera',
    authorKey: 'mariam',
    language: 'ka',
    place: { type: 'district', key: 'tbilisi-vera' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'ვერა ძველი უბანია, მაგრამ ცოცხალი: პატარა ღვინის ბარები, ყავის სახლები და ვერის ბაღი ახლოსაა. ყველგან ფეხით მიდიხარ.',
      },
      parking: {
        rating: 1,
        comment: 'მანქანის დაყენება საღამოს თითქმის შეუძლებელია. ქუჩები ვიწროა და ყველა ტროტუარზე აყენებს.',
      },
      coffee_shops: { rating: 5, comment: 'ყოველ კუთხეში ყავის სახლია, ზოგი ქალაქში საუკეთესოა.' },
      transport_accessibility: { rating: 4 },
      beauty: { rating: 5 },
      stray_animals: { rating: 4 },
      noise: { rating: 3 },
    },
    livedFrom: { month: 9, year: 2019 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-10-30T08:45:00Z',
  },
  {
    key: 'olga-barnovi-64-apt-12',
    authorKey: 'olga',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-barnovi-64', apartmentNumber: '12' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Старый тбилисский дом с высокими потолками и деревянным балконом во двор. Зимой прохладно, зато летом без кондиционера было терпимо.',
      },
      landlord: {
        rating: 5,
        comment:
          'Хозяйка, Манана, живёт этажом ниже. Приносила нам чурчхелу и мандарины, любые вопросы решала за день.',
      },
      furniture: {
        rating: 3,
        comment: 'Мебель советская, диван мы накрыли пледом, но кровать новая и удобная.',
      },
      neighbors: {
        rating: 5,
        comment:
          'Соседи по итальянскому дворику всегда здороваются, помогают занести покупки, а летом зовут на ужин.',
      },
      internet: { rating: 4, comment: 'Magti, 50 Мбит/с, для работы хватало.' },
      lighting: { rating: 4 },
    },
    livedFrom: { month: 10, year: 2024 },
    livedTo: { month: 6, year: 2026 },
    isCommercial: false,
    rent: { amount: 700, currency: 'USD' },
    utilities: { winter: 220, summer: 80, currency: 'GEL' },
    createdAt: '2026-07-08T17:30:00Z',
    photos: ['courtyard'],
  },
  {
    key: 'sergey-kazbegi-24-apt-48',
    authorKey: 'sergey',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-kazbegi-24', apartmentNumber: '48' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Нормальная двушка в новостройке недалеко от метро. Окна на проспект, но стеклопакеты хорошие, машин почти не слышно.',
      },
      landlord: {
        rating: 3,
        comment: 'Хозяин отвечал не сразу, иногда через два-три дня. Зато цену за год ни разу не поднял.',
      },
      appliances: {
        rating: 4,
        comment: 'Техника новая: стиральная машина, посудомойка, кондиционеры в обеих комнатах.',
      },
      internet: { rating: 5, comment: 'Оптика Silknet, 500 Мбит/с.' },
      view: { rating: 3 },
      noise: { rating: 4 },
    },
    livedFrom: { month: 2, year: 2025 },
    livedTo: { month: 2, year: 2026 },
    isCommercial: false,
    rent: { amount: 750, currency: 'USD' },
    utilities: { winter: 150, summer: 110, currency: 'GEL' },
    createdAt: '2026-03-05T20:10:00Z',
    photos: ['kitchen'],
  },
  {
    key: 'james-tbilisi',
    authorKey: 'james',
    language: 'en',
    place: { type: 'city', key: 'tbilisi' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'Three years in and I still love it. People are generous, the food is great, and the mountains are two hours away.',
      },
      traffic_jams: {
        rating: 2,
        comment: 'Driving is chaotic and Rustaveli is gridlocked every evening. I walk or take the metro.',
      },
      transport_accessibility: {
        rating: 3,
        comment:
          'The metro is cheap and quick but has only two lines. The buses are fine once you use the Tbilisi Transport app.',
      },
      beauty: {
        rating: 4,
        comment: 'Old Tbilisi and Sololaki are gorgeous; the outskirts are Soviet blocks and new towers.',
      },
      security: { rating: 5 },
      cleanliness: { rating: 3 },
      activities: { rating: 5 },
    },
    livedFrom: { month: 5, year: 2023 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-11-09T10:20:00Z',
  },
  {
    key: 'sofia-asatiani-14-apt-8',
    authorKey: 'sofia',
    language: 'en',
    place: { type: 'apartment', key: 'tbilisi-asatiani-14', apartmentNumber: '8' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'A flat in an old Sololaki house with a carved wooden balcony over the courtyard. Ten minutes on foot to Freedom Square.',
      },
      renovation: {
        rating: 4,
        comment: 'New bathroom and kitchen; the rest is original: parquet, tall doors, painted ceilings.',
      },
      landlord: {
        rating: 4,
        comment:
          'Polite and quick on WhatsApp. Asked for the first and the last month up front, which is usual here.',
      },
      neighbors: {
        rating: 5,
        comment:
          'The courtyard is a small village: neighbours share grapes in September and take in my parcels.',
      },
      lighting: { rating: 3, comment: 'North-facing, so winter afternoons are dim.' },
      internet: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 750, currency: 'USD' },
    utilities: { winter: 240, summer: 70, currency: 'GEL' },
    createdAt: '2026-10-19T18:05:00Z',
    photos: ['courtyard', 'room', 'window'],
  },
  {
    key: 'sofia-sololaki',
    authorKey: 'sofia',
    language: 'en',
    place: { type: 'district', key: 'tbilisi-sololaki' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'The prettiest part of town: art nouveau entrances, painted stairwells and wine bars in old cellars.',
      },
      parking: { rating: 1, comment: 'Forget about a car. The streets are narrow, steep and full.' },
      restaurants: { rating: 5 },
      coffee_shops: { rating: 5 },
      parks: { rating: 3 },
      stray_animals: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-10-19T18:20:00Z',
  },
  {
    key: 'daniel-abashidze-42-apt-33',
    authorKey: 'daniel',
    language: 'en',
    hideAuthor: true,
    place: { type: 'apartment', key: 'tbilisi-abashidze-42', apartmentNumber: '33' },
    aspects: {
      general: {
        rating: 3,
        comment: 'Good location and a decent flat, but overpriced for what it is. Fine if your company pays.',
      },
      landlord: {
        rating: 2,
        comment:
          'Promised to fix the balcony door before I moved in and never did. Messages were read and left unanswered for days.',
      },
      noise: {
        rating: 2,
        comment: 'Buses and motorbikes until 1 a.m.; with the windows open in summer I needed earplugs.',
      },
      internet: { rating: 5, comment: 'Magti fibre, 300 Mbps.' },
      furniture: { rating: 3 },
      appliances: { rating: 4 },
    },
    livedFrom: { month: 4, year: 2025 },
    livedTo: { month: 4, year: 2026 },
    isCommercial: false,
    rent: { amount: 1100, currency: 'USD' },
    utilities: { winter: 200, summer: 90, currency: 'GEL' },
    createdAt: '2026-05-02T09:40:00Z',
  },
  {
    key: 'lasha-abashidze-42-apt-15',
    authorKey: 'lasha',
    language: 'ka',
    hideAuthor: true,
    place: { type: 'apartment', key: 'tbilisi-abashidze-42', apartmentNumber: '15' },
    aspects: {
      general: {
        rating: 4,
        comment: 'ვაკის პარკთან ახლოსაა, ჭავჭავაძეზე ბევრი კაფეა. ბინა პატარაა, მაგრამ მყუდრო.',
      },
      landlord: { rating: 3, comment: 'ქირა ორ წელიწადში ორჯერ გაზარდა, ახლა თვეში 1500 ლარს ვიხდი.' },
      security: { rating: 5 },
      furniture: { rating: 4 },
      appliances: { rating: 4 },
      noise: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2024 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1500, currency: 'GEL' },
    createdAt: '2026-11-12T21:15:00Z',
  },
  {
    key: 'katya-marjanishvili',
    authorKey: 'katya',
    language: 'ru',
    place: { type: 'district', key: 'tbilisi-marjanishvili' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'Мой любимый район: проспект Агмашенебели с кафе, рядом Сухой мост и набережная, до Фабрики пешком.',
      },
      restaurants: { rating: 5, comment: 'Есть всё, от хинкальной на углу до модных ресторанов.' },
      noise: { rating: 3, comment: 'По выходным на Агмашенебели шумно до поздней ночи, особенно летом.' },
      transport_accessibility: { rating: 5, comment: 'Две станции метро, до Руставели десять минут.' },
      parks: { rating: 2, comment: 'Зелени мало, гулять ходим на набережную.' },
      parking: { rating: 2 },
      stray_animals: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2024 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-09-14T12:00:00Z',
  },
  {
    key: 'natia-petre-iberi-17',
    authorKey: 'natia',
    language: 'en',
    place: { type: 'building', key: 'tbilisi-petre-iberi-17' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'A newer block with a guard at the door and a playground in the yard. Good for a family with small kids.',
      },
      yard: { rating: 5, comment: 'The yard is closed to cars, so children ride their bikes there all day.' },
      parking: { rating: 3, comment: 'A place in the underground car park costs 60 GEL a month extra.' },
      quality: {
        rating: 4,
        comment:
          'Thick walls and decent windows. Neighbours drilling during their renovations is the only nuisance.',
      },
      cleanliness: { rating: 4 },
      security: { rating: 5 },
    },
    livedFrom: { month: 1, year: 2024 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-03-18T15:30:00Z',
    photos: ['yard'],
  },
  {
    key: 'artem-gldani-3-12-apt-14',
    authorKey: 'artem',
    language: 'ru',
    place: { type: 'apartment', key: 'tbilisi-gldani-3-12', apartmentNumber: '14' },
    aspects: {
      general: {
        rating: 3,
        comment:
          'Дёшево и честно: за эти деньги в центре ничего не найти. Но до центра почти час на метро и маршрутке.',
      },
      neighbors: {
        rating: 4,
        comment: 'Соседи простые и доброжелательные, дети во дворе до темноты гоняют мяч.',
      },
      renovation: {
        rating: 2,
        comment: 'Ремонт бабушкин: линолеум, ковёр на стене. Стены мы покрасили сами, хозяин разрешил.',
      },
      view: { rating: 4, comment: 'Десятый этаж, видно Тбилисское море.' },
      landlord: { rating: 4 },
      internet: { rating: 3 },
    },
    livedFrom: { month: 11, year: 2023 },
    livedTo: { month: 11, year: 2025 },
    isCommercial: false,
    rent: { amount: 600, currency: 'GEL' },
    utilities: { winter: 140, summer: 50, currency: 'GEL' },
    createdAt: '2025-12-10T19:00:00Z',
  },
  {
    key: 'maks-aghmashenebeli-112',
    authorKey: 'maks',
    language: 'ru',
    hideAuthor: true,
    place: { type: 'building', key: 'tbilisi-aghmashenebeli-112' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Дом конца XIX века: красивый фасад и парадная с росписью на потолке. До метро «Марджанишвили» две минуты.',
      },
      cleanliness: { rating: 3, comment: 'Подъезд убирают редко, по углам пыль и окурки.' },
      quality: { rating: 3, comment: 'Перекрытия деревянные, слышно, как ходят соседи сверху.' },
      yard: { rating: 4 },
      security: { rating: 4 },
      demographics: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2025 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-10-04T11:25:00Z',
  },
  {
    key: 'sandro-nutsubidze-plateau',
    authorKey: 'sandro',
    language: 'ka',
    place: { type: 'district', key: 'tbilisi-nutsubidze-plateau' },
    aspects: {
      general: {
        rating: 4,
        comment: 'ნუცუბიძის პლატოზე ათ წელზე მეტია ვცხოვრობ. ჰაერი სუფთაა და ზაფხულში ქალაქზე გრილა.',
      },
      transport_accessibility: {
        rating: 2,
        comment: 'ცენტრამდე მხოლოდ ავტობუსით ან მარშრუტკით ჩახვალ, საცობში ერთი საათიც შეიძლება დაგჭირდეს.',
      },
      parks: { rating: 4, comment: 'კუს ტბა ახლოსაა, შაბათ-კვირას იქ ვსეირნობთ.' },
      supermarkets: { rating: 5, comment: 'ნიკორა და სპარი ყველა კორპუსთანაა, ზოგი ღამითაც ღიაა.' },
      stray_animals: {
        rating: 3,
        comment: 'ეზოებში ბევრი უპატრონო ძაღლია, მაგრამ უმეტესობას ყურზე ჭდე აქვს და მშვიდია.',
      },
      noise: { rating: 4 },
    },
    livedFrom: { month: 5, year: 2016 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-01-27T18:40:00Z',
  },
  {
    key: 'anon-en-tsamebuli-12-apt-18',
    authorKey: 'anon-en',
    language: 'en',
    place: { type: 'apartment', key: 'tbilisi-tsamebuli-12', apartmentNumber: '18' },
    aspects: {
      general: {
        rating: 2,
        comment:
          'Cheap for the area, and there is a reason: the flat looks onto a dark lightwell and the windows rattle.',
      },
      landlord: {
        rating: 2,
        comment:
          'Cash only and no contract, so I could not argue when the rent went up by 200 GEL after six months.',
      },
      lighting: { rating: 1, comment: 'Even at noon we needed the lights on.' },
      furniture: { rating: 2 },
      internet: { rating: 3 },
    },
    livedFrom: { month: 3, year: 2024 },
    livedTo: { month: 2, year: 2025 },
    isCommercial: false,
    rent: { amount: 800, currency: 'GEL' },
    createdAt: '2025-03-01T22:30:00Z',
  },
  {
    key: 'anon-ka-2-nutsubidze-3-4-apt-52',
    authorKey: 'anon-ka-2',
    language: 'ka',
    place: { type: 'apartment', key: 'tbilisi-nutsubidze-3-4', apartmentNumber: '52' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'ოთახები დიდი და ნათელია, ფასიც ნორმალურია. ეზოში მანქანის დასაყენებელი ადგილი სულ დაკავებულია.',
      },
      view: { rating: 5, comment: 'მეცხრე სართულიდან მთელი ქალაქი ჩანს, საღამოს განსაკუთრებით ლამაზია.' },
      landlord: { rating: 4, comment: 'მეპატრონე საქმიანი კაცია, ხელშეკრულება ერთი წლით გავაფორმეთ.' },
      neighbors: { rating: 3 },
      internet: { rating: 5 },
    },
    livedFrom: { month: 1, year: 2025 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 1100, currency: 'GEL' },
    utilities: { winter: 170, summer: 70, currency: 'GEL' },
    createdAt: '2026-11-18T20:05:00Z',
    photos: ['window'],
  },
  {
    key: 'nika-javakheti-35',
    authorKey: 'nika',
    language: 'ka',
    place: { type: 'building', key: 'tbilisi-javakheti-35' },
    aspects: {
      general: {
        rating: 3,
        comment: 'ჩვეულებრივი საბჭოთა კორპუსია. სადარბაზო ძველია, მაგრამ მეზობლებმა ახლახან ერთად შევღებეთ.',
      },
      yard: {
        rating: 3,
        comment: 'ეზოში ბავშვებისთვის ახალი სათამაშო მოედანი გაკეთდა, ოღონდ ღამით ეზო ბნელია.',
      },
      quality: { rating: 2, comment: 'კედლები თხელია, მეზობლის ტელევიზორი ისმის.' },
      cleanliness: { rating: 3 },
      parking: { rating: 4 },
      security: { rating: 4 },
    },
    livedFrom: { month: 8, year: 2020 },
    livedTo: null,
    isCommercial: false,
    createdAt: '2026-02-08T13:00:00Z',
    photos: ['yard'],
  },
  // --- Batumi, Kutaisi ---------------------------------------------------------
  {
    key: 'priya-khimshiashvili-7-apt-1712',
    authorKey: 'priya',
    language: 'en',
    place: { type: 'apartment', key: 'batumi-khimshiashvili-7', apartmentNumber: '1712' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'A studio on the 17th floor, fine for a summer of remote work. The sea view from the bed is worth it.',
      },
      view: { rating: 5, comment: 'Straight at the sea and the boulevard, with a sunset every evening.' },
      appliances: { rating: 3, comment: 'The AC was loud and the washing machine barely spun.' },
      internet: { rating: 4, comment: 'Fibre was fine, but it dropped a few times during storms.' },
      landlord: { rating: 4 },
      security: { rating: 5 },
    },
    livedFrom: { month: 5, year: 2025 },
    livedTo: { month: 10, year: 2025 },
    isCommercial: false,
    rent: { amount: 500, currency: 'USD' },
    createdAt: '2025-11-03T07:50:00Z',
    photos: ['sea'],
  },
  {
    key: 'irakli-kutaisi-31-apt-3',
    authorKey: 'irakli',
    language: 'ka',
    place: { type: 'apartment', key: 'batumi-kutaisi-31', apartmentNumber: '3' },
    aspects: {
      general: {
        rating: 4,
        comment: 'ძველ ბათუმში ვცხოვრობ, ზღვამდე ფეხით ათი წუთია. ზაფხულში აქ ცხოვრება ნამდვილი სიამოვნებაა.',
      },
      neighbors: { rating: 5, comment: 'მეზობლები ძველი ბათუმელები არიან, ყოველთვის დაგეხმარებიან.' },
      renovation: { rating: 3, comment: 'რემონტი ძველია, ფანჯრები ხისაა და ზამთარში ქარი ატანს.' },
      landlord: { rating: 5 },
      internet: { rating: 4 },
      lighting: { rating: 4 },
    },
    livedFrom: { month: 6, year: 2022 },
    livedTo: null,
    isCommercial: false,
    rent: { amount: 900, currency: 'GEL' },
    createdAt: '2026-08-21T16:15:00Z',
  },
  {
    key: 'yulia-batumi',
    authorKey: 'yulia',
    language: 'ru',
    place: { type: 'city', key: 'batumi' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Летом это курорт, а с ноября город пустеет: половина кафе закрыта, дожди идут неделями.',
      },
      beauty: {
        rating: 4,
        comment: 'Бульвар и старый город красивые, но высотки на берегу растут как грибы.',
      },
      activities: { rating: 3, comment: 'Зимой заняться особо нечем, разве что съездить в горы Аджарии.' },
      transport_accessibility: { rating: 3 },
      traffic_jams: { rating: 3 },
      security: { rating: 5 },
    },
    livedFrom: { month: 4, year: 2023 },
    livedTo: { month: 9, year: 2025 },
    isCommercial: false,
    createdAt: '2025-10-12T09:30:00Z',
  },
  {
    key: 'ketevan-paliashvili-21-apt-2',
    authorKey: 'ketevan',
    language: 'ka',
    place: { type: 'apartment', key: 'kutaisi-paliashvili-21', apartmentNumber: '2' },
    aspects: {
      general: {
        rating: 5,
        comment:
          'სტუდენტობისას აქ ვცხოვრობდი, უნივერსიტეტამდე თხუთმეტი წუთია ფეხით. ქირა თბილისზე ორჯერ იაფია.',
      },
      landlord: {
        rating: 5,
        comment: 'მეპატრონე ბებო ყოველ კვირას მჭადს და ლობიოს გვიგზავნიდა. ასეთი მეპატრონე იშვიათია.',
      },
      furniture: { rating: 3, comment: 'ავეჯი ძველია, მაგრამ ყველაფერი მუშაობს.' },
      internet: { rating: 3, comment: 'საღამოობით ინტერნეტი ნელდება.' },
      appliances: { rating: 3 },
    },
    livedFrom: { month: 9, year: 2023 },
    livedTo: { month: 6, year: 2026 },
    isCommercial: false,
    rent: { amount: 550, currency: 'GEL' },
    utilities: { winter: 160, summer: 60, currency: 'GEL' },
    createdAt: '2026-06-29T14:00:00Z',
    photos: ['room', 'kitchen'],
  },
  // --- Elsewhere -------------------------------------------------------------
  {
    key: 'anon-ru-2-teryan-62-apt-9',
    authorKey: 'anon-ru-2',
    language: 'ru',
    place: { type: 'apartment', key: 'yerevan-teryan-62', apartmentNumber: '9' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Уютная квартира в туфовом доме в самом центре, до Каскада пять минут пешком.',
      },
      landlord: { rating: 5, comment: 'Хозяин говорит по-русски, всегда на связи, помог со всеми бумагами.' },
      appliances: { rating: 3, comment: 'Плита старая, духовка печёт неравномерно.' },
      internet: { rating: 5 },
      noise: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2024 },
    livedTo: { month: 8, year: 2025 },
    isCommercial: false,
    rent: { amount: 300000, currency: 'AMD' },
    createdAt: '2025-09-15T18:00:00Z',
  },
  {
    key: 'mehmet-istanbul',
    authorKey: 'mehmet',
    language: 'en',
    place: { type: 'city', key: 'istanbul' },
    aspects: {
      general: {
        rating: 4,
        comment:
          'Huge, beautiful and exhausting. Rents in Kadıköy and Beşiktaş doubled in two years, which is why I moved to Tbilisi.',
      },
      transport_accessibility: {
        rating: 4,
        comment: 'Marmaray, ferries and the metro are great, and one Istanbulkart pays for all.',
      },
      traffic_jams: {
        rating: 1,
        comment: 'Crossing a Bosphorus bridge at rush hour can take an hour and a half.',
      },
      beauty: { rating: 5 },
      activities: { rating: 5 },
      security: { rating: 4 },
    },
    livedFrom: { month: 9, year: 2021 },
    livedTo: { month: 12, year: 2025 },
    isCommercial: false,
    createdAt: '2026-02-20T20:00:00Z',
  },
  {
    key: 'pavel-warsaw',
    authorKey: 'pavel',
    language: 'ru',
    place: { type: 'city', key: 'warsaw' },
    aspects: {
      general: {
        rating: 4,
        comment: 'Спокойный, чистый и удобный город. После Тбилиси непривычно, что все соблюдают правила.',
      },
      transport_accessibility: {
        rating: 5,
        comment: 'Метро, трамваи и автобусы ходят по расписанию, приложение показывает точное время.',
      },
      beauty: {
        rating: 3,
        comment: 'Старый город восстановлен красиво, но вокруг много серых спальных районов.',
      },
      traffic_jams: { rating: 4 },
      security: { rating: 5 },
      activities: { rating: 4 },
    },
    livedFrom: { month: 10, year: 2022 },
    livedTo: { month: 8, year: 2024 },
    isCommercial: false,
    createdAt: '2024-09-20T19:45:00Z',
  },
];

/** A comment under a review, written `daysAfter` days after the review (or the previous comment). */
export interface DemoComment {
  reviewKey: string;
  authorKey: string;
  text: string;
  daysAfter: number;
}

export const DEMO_COMMENTS: DemoComment[] = [
  {
    reviewKey: 'lukas-chavchavadze-12-apt-23',
    authorKey: 'tom',
    text: 'Thanks, this is exactly what I wanted to know. Did the landlord allow a cat?',
    daysAfter: 12,
  },
  {
    reviewKey: 'lukas-chavchavadze-12-apt-23',
    authorKey: 'lukas',
    text: "He didn't mind, as long as the sofa survived. Ask him directly, he is reasonable.",
    daysAfter: 1,
  },
  {
    reviewKey: 'lukas-chavchavadze-12-apt-23',
    authorKey: 'anna',
    text: 'Подтверждаю, я жила в этой квартире после Лукаса. Хозяин всё такой же отзывчивый.',
    daysAfter: 40,
  },
  {
    reviewKey: 'emily-asatiani-14-apt-3',
    authorKey: 'sofia',
    text: 'I live two floors up now. The courtyard is still as lovely as you describe it!',
    daysAfter: 60,
  },
  {
    reviewKey: 'emily-sololaki',
    authorKey: 'tornike',
    text: 'სოლოლაკში ვიზრდებოდი და ყველაფერი სწორად გაქვთ აღწერილი. პარკინგი მართლა კოშმარია.',
    daysAfter: 9,
  },
  {
    reviewKey: 'dmitry-barnovi-64-apt-5',
    authorKey: 'olga',
    text: 'Мы жили в этом же доме, только в двенадцатой. Хозяйка Манана вам тоже приносила чурчхелу?',
    daysAfter: 30,
  },
  {
    reviewKey: 'dmitry-barnovi-64-apt-5',
    authorKey: 'dmitry',
    text: 'Приносила, и вино своё угощала. Передавайте ей привет!',
    daysAfter: 2,
  },
  {
    reviewKey: 'nino-abashidze-42-apt-7',
    authorKey: 'lasha',
    text: 'იმავე კორპუსში ვცხოვრობ. ეზოს შესახებ სრულიად გეთანხმებით.',
    daysAfter: 14,
  },
  {
    reviewKey: 'nino-abashidze-42-apt-7',
    authorKey: 'mariam',
    text: 'დიდი მადლობა დეტალური შეფასებისთვის, ვაკეში ბინას ვეძებ და ძალიან გამომადგება.',
    daysAfter: 3,
  },
  {
    reviewKey: 'giorgi-gldani-3-12-apt-57',
    authorKey: 'artem',
    text: 'Я жил в этом же доме, на десятом этаже. Всё так и есть, соседи замечательные.',
    daysAfter: 20,
  },
  {
    reviewKey: 'giorgi-gldani-3-12-apt-57',
    authorKey: 'giorgi',
    text: 'მადლობა! კორპუსში ბევრი რამ შეიცვალა, ეზო ახლა უკეთესია.',
    daysAfter: 4,
  },
  {
    reviewKey: 'anna-tbilisi',
    authorKey: 'james',
    text: 'Agree with every word, especially about the bakeries. Welcome to Tbilisi!',
    daysAfter: 5,
  },
  {
    reviewKey: 'anna-tbilisi',
    authorKey: 'vika',
    text: 'Спасибо за отзыв! Переезжаем весной, сохранила себе.',
    daysAfter: 11,
  },
  {
    reviewKey: 'aram-khimshiashvili-7-apt-1408',
    authorKey: 'priya',
    text: 'Same building, three floors higher. The sea view is just as good from there.',
    daysAfter: 20,
  },
  {
    reviewKey: 'aram-batumi',
    authorKey: 'yulia',
    text: 'Про зиму всё верно: в ноябре Батуми совсем другой город.',
    daysAfter: 25,
  },
  {
    reviewKey: 'giorgi-tsereteli-5-apt-10',
    authorKey: 'ketevan',
    text: 'ქუთაისში მეც ვცხოვრობდი, ცენტრთან ახლოს. ფასები მართლა ბევრად ნაკლებია.',
    daysAfter: 15,
  },
  {
    reviewKey: 'lukas-weserstrasse-58-apt-14',
    authorKey: 'daniel',
    text: 'Neukölln rents have gone up again since then, sadly. Good write-up though.',
    daysAfter: 70,
  },
  {
    reviewKey: 'levan-tsamebuli-12-apt-31',
    authorKey: 'tornike',
    text: 'რა ხედია! ხომ არ იცით, ამავე კორპუსში თავისუფალი ბინა თუ არის?',
    daysAfter: 1,
  },
  {
    reviewKey: 'levan-tsamebuli-12-apt-31',
    authorKey: 'levan',
    text: 'მეოთხე სართულზე ერთი ბინა მალე გათავისუფლდება, პირადში მომწერეთ.',
    daysAfter: 1,
  },
  {
    reviewKey: 'sofia-asatiani-14-apt-8',
    authorKey: 'emily',
    text: "Lovely to see the house still cared for. Say hi to the neighbours' grapevine for me!",
    daysAfter: 2,
  },
  {
    reviewKey: 'sofia-asatiani-14-apt-8',
    authorKey: 'tom',
    text: 'Great photos. Is the painted ceiling in the living room or the bedroom?',
    daysAfter: 4,
  },
  {
    reviewKey: 'sofia-asatiani-14-apt-8',
    authorKey: 'sofia',
    text: 'Both, actually! The living room one is the prettiest.',
    daysAfter: 1,
  },
  {
    reviewKey: 'olga-barnovi-64-apt-12',
    authorKey: 'katya',
    text: 'Какой чудесный двор! Давно мечтаю пожить в старом тбилисском доме.',
    daysAfter: 6,
  },
  {
    reviewKey: 'james-tbilisi',
    authorKey: 'mehmet',
    text: 'The Tbilisi Transport app saved me too. The traffic is still nothing compared to Istanbul.',
    daysAfter: 3,
  },
  {
    reviewKey: 'james-tbilisi',
    authorKey: 'nino',
    text: 'მადლობა თბილი სიტყვებისთვის! გაზაფხულზე კახეთშიც ჩადით, არ ინანებთ.',
    daysAfter: 5,
  },
  {
    reviewKey: 'katya-marjanishvili',
    authorKey: 'tamar',
    text: 'აღმაშენებელზე ვცხოვრობ და გეთანხმებით, საუკეთესო უბანია.',
    daysAfter: 8,
  },
  {
    reviewKey: 'katya-marjanishvili',
    authorKey: 'sergey',
    text: 'Согласен, но парковка там правда беда. Машину продал через месяц.',
    daysAfter: 10,
  },
  {
    reviewKey: 'artem-gldani-3-12-apt-14',
    authorKey: 'giorgi',
    text: 'კარგი მიმოხილვაა. გლდანი ბევრს ეშინია, მაგრამ აქ ცხოვრება მშვიდია.',
    daysAfter: 12,
  },
  {
    reviewKey: 'sandro-nutsubidze-plateau',
    authorKey: 'anon-ka-2',
    text: 'კუს ტბა მართლა ახლოსაა, ფეხითაც ადიხარ. ძაღლების შესახებ გეთანხმებით.',
    daysAfter: 18,
  },
  {
    reviewKey: 'priya-khimshiashvili-7-apt-1712',
    authorKey: 'aram',
    text: 'Thanks, good to know the fibre still drops in storms. Some things never change!',
    daysAfter: 7,
  },
  {
    reviewKey: 'ketevan-paliashvili-21-apt-2',
    authorKey: 'anna',
    text: 'Я жила в этом же доме. Соседи там замечательные, подтверждаю.',
    daysAfter: 16,
  },
  {
    reviewKey: 'natia-petre-iberi-17',
    authorKey: 'emily',
    text: 'I lived in this block for a while too. The guard at the door is the sweetest man.',
    daysAfter: 21,
  },
  {
    reviewKey: 'mariam-vera',
    authorKey: 'olga',
    text: 'Вера и правда прекрасна. Жаль только, что по выходным негде припарковаться.',
    daysAfter: 6,
  },
  {
    reviewKey: 'anon-en-tsamebuli-12-apt-18',
    authorKey: 'levan',
    text: 'Sad to read. We are in the same building on the sunny side, it is very different there.',
    daysAfter: 200,
  },
];
