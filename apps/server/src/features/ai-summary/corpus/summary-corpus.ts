import type { Locale, ReportedProblem, SummaryTheme, ThemeTone } from '@app/contracts';

/**
 * A labelled corpus of small places for the whole summariser (issue 34): sets of one to four
 * reviews, in English, Russian and Georgian and mixed in one set, with denials, contrasts, sarcasm
 * and one-review places. Each review lists what a careful reader finds in it: the problems it
 * reports and the themes it says, in a good or a bad tone. A set's summary should hold a claim for
 * each label, citing exactly the reviews that carry it, and nothing else among problems and themes.
 * `aspect` is the form's aspect the comment was written under (the general comment when absent).
 */
export type SummaryLabel = ReportedProblem | `${SummaryTheme}.${ThemeTone}`;

export interface CorpusReview {
  lang: Locale;
  text: string;
  aspect?: string;
  labels: SummaryLabel[];
}

export interface SummarySet {
  name: string;
  reviews: CorpusReview[];
}

const en = (text: string, labels: SummaryLabel[] = [], aspect?: string): CorpusReview => ({
  lang: 'en',
  text,
  labels,
  ...(aspect ? { aspect } : {}),
});
const ru = (text: string, labels: SummaryLabel[] = [], aspect?: string): CorpusReview => ({
  lang: 'ru',
  text,
  labels,
  ...(aspect ? { aspect } : {}),
});
const ka = (text: string, labels: SummaryLabel[] = [], aspect?: string): CorpusReview => ({
  lang: 'ka',
  text,
  labels,
  ...(aspect ? { aspect } : {}),
});

export const SUMMARY_CORPUS: SummarySet[] = [
  // --- English ---------------------------------------------------------------------------------
  {
    name: 'en: metro close in two of three reviews',
    reviews: [
      en('The metro is two minutes away and there is a bakery downstairs.', ['transport.good']),
      en('Five minutes walk to the metro, very convenient for work.', ['transport.good']),
      en('The flat itself is small but fine for one person.'),
    ],
  },
  {
    name: 'en: boiler apart from pressure',
    reviews: [
      en('The old boiler cannot heat enough water for two people.', ['hot_water'], 'appliances'),
      en('Evening water pressure is so weak that showering is almost impossible.', ['water']),
    ],
  },
  {
    name: 'en: deposit returned, landlord responsive',
    reviews: [
      en(
        'Answered within the hour and gave back the full deposit on the day I left.',
        ['landlord.good', 'deposit.good'],
        'landlord',
      ),
    ],
  },
  {
    name: 'en: deposit cut',
    reviews: [
      en(
        'Returned the deposit minus 150 GEL for a scratch that was there before us.',
        ['deposit.bad'],
        'landlord',
      ),
      en('Got our deposit back in full, no questions asked.', ['deposit.good']),
    ],
  },
  {
    name: 'en: deposit kept entirely',
    reviews: [
      en('The landlord kept the whole deposit and stopped answering the phone.', [
        'deposit_not_returned',
        'landlord.bad',
      ]),
    ],
  },
  {
    name: 'en: rent rise with short notice',
    reviews: [
      en('The landlord raised the rent by 200 GEL with only two weeks notice.', ['rent.bad']),
      en('Rent went up twice in a year.', ['rent.bad']),
    ],
  },
  {
    name: 'en: rent stayed the same',
    reviews: [en('We stayed three years and the rent stayed the same the whole time.', ['rent.good'])],
  },
  {
    name: 'en: negations only',
    reviews: [
      en('No mould, no cockroaches, never had a power cut.'),
      en('Never smelled gas, the heating always worked.'),
    ],
  },
  {
    name: 'en: not noisy except on Saturdays',
    reviews: [en('The street is not noisy, except on Saturdays when the market is on.', ['noise'])],
  },
  {
    name: 'en: sarcasm about hot water',
    reviews: [en('Great, another week without hot water. Love it.', ['hot_water'])],
  },
  {
    name: 'en: mould and dark flat',
    reviews: [
      en('Black mould behind the wardrobe every winter. The flat is dark, the windows face a wall.', [
        'mould',
        'light.bad',
      ]),
    ],
  },
  {
    name: 'en: bright with a view',
    reviews: [
      en('Bright flat with a great view of the old town.', ['light.good']),
      en('Sunny all day, lots of light in every room.', ['light.good']),
    ],
  },
  {
    name: 'en: neighbours renovating',
    reviews: [
      en('The neighbours upstairs have been renovating for a year, drilling from 9 am.', [
        'neighbours.bad',
        'noise',
      ]),
      en('Lovely neighbours, an old couple who brought us cake.', ['neighbours.good']),
    ],
  },
  {
    name: 'en: dirty entrance, cleaner weekly',
    reviews: [
      en(
        'A cleaner mops the stairwell once a week, but the entrance still smells of cigarettes.',
        ['management.good', 'management.bad'],
        'cleanliness',
      ),
    ],
  },
  {
    name: 'en: far from metro',
    reviews: [
      en('No metro nearby. The bus to the centre takes 50 minutes at rush hour.', ['transport.bad']),
      en('Far from the metro, I took taxis everywhere.', ['transport.bad']),
    ],
  },
  {
    name: 'en: landlord slow',
    reviews: [
      en('The landlord took weeks to fix the broken window and rarely answered messages.', ['landlord.bad']),
      en('Nice landlord, but slow with repairs.', ['landlord.good', 'landlord.bad']),
    ],
  },
  {
    name: 'en: break-in and unsafe street',
    reviews: [en('Someone broke into the flat next door; the street feels unsafe at night.', ['safety'])],
  },
  {
    name: 'en: harassment',
    reviews: [
      en('The landlord came in without asking and shouted at us when we complained.', ['harassment']),
    ],
  },
  {
    name: 'en: one review, no themes',
    reviews: [en('An ordinary flat, nothing special to say.')],
  },
  {
    name: 'en: power cuts and lift',
    reviews: [
      en('Power cuts every other week in summer.', ['electricity']),
      en('The lift breaks every month and we walk to the ninth floor.', ['lift']),
    ],
  },
  {
    name: 'en: heating poor',
    reviews: [en('The radiators stayed cold all January; we were freezing in winter.', ['heating'])],
  },
  {
    name: 'en: gas leak',
    reviews: [en('The kitchen smelled of gas for weeks until the gas company sealed the pipe.', ['gas'])],
  },
  {
    name: 'en: pests',
    reviews: [en('Cockroaches in the kitchen within a week of moving in.', ['pests'])],
  },
  {
    name: 'en: eviction',
    reviews: [
      en('They changed the locks while we were away and put our things in the hallway.', [
        'illegal_eviction',
      ]),
    ],
  },
  {
    name: 'en: location praised, noise at night',
    reviews: [
      en('Great location, everything is within walking distance. The bar downstairs is loud until 3 am.', [
        'transport.good',
        'noise',
      ]),
    ],
  },
  {
    name: 'en: boiler cut out twice',
    reviews: [
      en(
        'The old gas boiler is the weak spot: it cut out twice in January and needed a technician.',
        ['hot_water'],
        'appliances',
      ),
      en('The landlord fixed the boiler quickly each time.', ['landlord.good']),
    ],
  },
  {
    name: 'en: not close to anything',
    reviews: [en('The flat is not close to the metro and buses are rare.', ['transport.bad'])],
  },
  {
    name: 'en: clean well-kept building',
    reviews: [
      en(
        'The entrance is spotless and there is a concierge day and night.',
        ['management.good'],
        'cleanliness',
      ),
    ],
  },
  {
    name: 'en: friendly neighbours, quiet',
    reviews: [en('Quiet building with friendly neighbours, mostly families.', ['neighbours.good'])],
  },
  {
    name: 'en: rude neighbours',
    reviews: [
      en('Rude neighbours who smoke on the stairs and argue at night.', ['neighbours.bad', 'management.bad']),
    ],
  },

  // --- Russian ---------------------------------------------------------------------------------
  {
    name: 'ru: хозяйка и повышение цены',
    reviews: [
      ru(
        'Хозяйка адекватная и отвечает быстро, но о повышении цены предупредила всего за две недели.',
        ['landlord.good', 'rent.bad'],
        'landlord',
      ),
    ],
  },
  {
    name: 'ru: бойлер мал, напор слабый',
    reviews: [
      ru('Бойлер на 50 литров, на двоих горячей воды мало.', ['hot_water'], 'appliances'),
      ru('Вечером напор воды очень слабый.', ['water']),
    ],
  },
  {
    name: 'ru: метро рядом',
    reviews: [
      ru('До метро пять минут пешком, рядом супермаркет.', ['transport.good']),
      ru('Метро в двух шагах, очень удобно.', ['transport.good']),
    ],
  },
  {
    name: 'ru: метро далеко',
    reviews: [ru('Метро далеко, до центра только на такси.', ['transport.bad'])],
  },
  {
    name: 'ru: залог вернули',
    reviews: [ru('Залог вернули полностью в день выезда.', ['deposit.good'])],
  },
  {
    // Money kept back from the deposit is a deposit not returned in full (the detector of issue 15);
    // the summary says it once, as that serious problem.
    name: 'ru: из залога вычли',
    reviews: [ru('Из залога вычли 100 лари за старую царапину на полу.', ['deposit_not_returned'])],
  },
  {
    name: 'ru: залог не вернули',
    reviews: [ru('Хозяин оставил залог себе и перестал отвечать.', ['deposit_not_returned', 'landlord.bad'])],
  },
  {
    name: 'ru: отрицания',
    reviews: [ru('Плесени нет, тараканов не видели, свет не отключали.'), ru('Утечек газа никогда не было.')],
  },
  {
    name: 'ru: плесень и темно',
    reviews: [ru('В ванной плесень, а в спальне темно даже днём.', ['mould', 'light.bad'])],
  },
  {
    name: 'ru: светлая с видом',
    reviews: [ru('Светлая квартира с видом на горы.', ['light.good'])],
  },
  {
    name: 'ru: соседи делают ремонт',
    reviews: [
      ru('Соседи сверху второй год делают ремонт, сверлят с утра до вечера.', ['neighbours.bad', 'noise']),
      ru('Соседи приятные, тихие, в основном семьи.', ['neighbours.good']),
    ],
  },
  {
    name: 'ru: подъезд грязный',
    reviews: [ru('Подъезд убирают редко, по углам пыль и окурки.', ['management.bad'], 'cleanliness')],
  },
  {
    name: 'ru: охрана и чистота',
    reviews: [ru('Охрана круглосуточно, в подъезде чисто.', ['management.good'], 'security')],
  },
  {
    name: 'ru: хозяин не чинит',
    reviews: [ru('Хозяин месяцами не чинил протекающий кран и не отвечал на звонки.', ['landlord.bad'])],
  },
  {
    name: 'ru: аренда подорожала',
    reviews: [
      ru('Аренда выросла на 30% через полгода.', ['rent.bad']),
      ru('Хозяин поднял цену сразу после продления договора.', ['rent.bad']),
    ],
  },
  {
    name: 'ru: аренда не менялась',
    reviews: [ru('За три года цена аренды не менялась.', ['rent.good'])],
  },
  {
    name: 'ru: отопление',
    reviews: [ru('Зимой очень холодно, батареи еле тёплые.', ['heating'])],
  },
  {
    name: 'ru: газ',
    reviews: [ru('На кухне пахло газом, аварийная служба нашла утечку.', ['gas'])],
  },
  {
    name: 'ru: тараканы',
    reviews: [ru('Тараканы лезут из мусоропровода, избавиться не смогли.', ['pests'])],
  },
  {
    name: 'ru: выселение',
    reviews: [ru('Нас выселили за один день без предупреждения.', ['illegal_eviction'])],
  },
  {
    name: 'ru: лифт и свет',
    reviews: [
      ru('Лифт постоянно ломается.', ['lift']),
      ru('Свет отключают почти каждую неделю.', ['electricity']),
    ],
  },
  {
    name: 'ru: угрозы',
    reviews: [ru('Хозяин угрожал нам и заходил без предупреждения.', ['harassment'])],
  },
  {
    name: 'ru: сарказм про горячую воду',
    reviews: [ru('Ну конечно, опять неделю без горячей воды. Прекрасно.', ['hot_water'])],
  },
  {
    name: 'ru: один отзыв, ничего особенного',
    reviews: [ru('Обычная квартира, ничего особенного.')],
  },
  {
    name: 'ru: шумно по ночам, но расположение отличное',
    reviews: [ru('Расположение отличное, но ночью шумно из-за баров.', ['transport.good', 'noise'])],
  },
  {
    name: 'ru: небезопасно',
    reviews: [ru('Вечером в районе небезопасно, у соседей была кража.', ['safety'])],
  },
  {
    name: 'ru: посуточные соседи',
    reviews: [
      ru('Соседние квартиры сдают посуточно, туристы шумят в коридоре до ночи.', ['neighbours.bad', 'noise']),
    ],
  },

  // --- Georgian --------------------------------------------------------------------------------
  {
    name: 'ka: metro two minutes away',
    reviews: [
      ka('მდებარეობა შესანიშნავია, მეტრო ორ წუთშია.', ['transport.good']),
      ka('მეტრო ახლოსაა, მაღაზიებიც გვერდითაა.', ['transport.good']),
      ka('ბინა პატარაა, მაგრამ სუფთა.'),
    ],
  },
  {
    name: 'ka: boiler apart from pressure',
    reviews: [
      ka('ბოილერი ძველია და ორ ადამიანს ცხელი წყალი არ ჰყოფნის.', ['hot_water'], 'appliances'),
      ka('საღამოობით წყლის წნევა ისე ეცემა, რომ შხაპის მიღება თითქმის შეუძლებელია.', ['water']),
    ],
  },
  {
    name: 'ka: deposit returned',
    reviews: [
      ka('მეპატრონემ დეპოზიტი სრულად დაგვიბრუნა და ყველაფერს დროზე აგვარებდა.', [
        'deposit.good',
        'landlord.good',
      ]),
    ],
  },
  {
    name: 'ka: deposit not returned',
    reviews: [
      ka('მეპატრონემ დეპოზიტი არ დაგვიბრუნა და ტელეფონზე აღარ გვპასუხობს.', [
        'deposit_not_returned',
        'landlord.bad',
      ]),
    ],
  },
  {
    name: 'ka: deposit cut',
    reviews: [ka('დეპოზიტიდან 100 ლარი გამოქვითა ძველი ლაქის გამო.', ['deposit.bad'])],
  },
  {
    name: 'ka: rent raised',
    reviews: [ka('ერთ წელიწადში ქირა ორჯერ გაზარდა.', ['rent.bad'])],
  },
  {
    name: 'ka: rent fixed',
    reviews: [ka('მეპატრონემ ქირა ხელშეკრულებით ორი წლით დააფიქსირა.', ['rent.good'])],
  },
  {
    name: 'ka: denials',
    reviews: [ka('ობი არ არის, ტარაკნები არასდროს გვქონია.'), ka('გაზის სუნი არასდროს ყოფილა.')],
  },
  {
    name: 'ka: mould behind wardrobe, dark',
    reviews: [
      ka('ზამთარში კარადის უკან ობი ჩნდება. ფანჯრები ეზოში გადის, დღისითაც შუქის ანთება მიწევს.', [
        'mould',
        'light.bad',
      ]),
    ],
  },
  {
    name: 'ka: view of old Tbilisi',
    reviews: [ka('ბინიდან მთელი ძველი თბილისი ჩანს, საღამოს ხედი საოცარია.', ['light.good'])],
  },
  {
    name: 'ka: neighbours drilling',
    reviews: [
      ka('ზემოთ მეზობლები უკვე მეორე წელია რემონტს აკეთებენ, დილის ცხრიდან საღამომდე ბურღავენ.', [
        'neighbours.bad',
        'noise',
      ]),
    ],
  },
  {
    name: 'ka: good neighbours',
    reviews: [ka('მეზობლები კარგი ხალხია, ყოველთვის გვეხმარებიან.', ['neighbours.good'])],
  },
  {
    name: 'ka: dirty entrance',
    reviews: [ka('სადარბაზო ბინძურია, ნაგავი ყრია კიბეებზე.', ['management.bad'], 'cleanliness')],
  },
  {
    name: 'ka: lift breaks',
    reviews: [ka('ლიფტი თვეში ერთხელ მაინც ფუჭდება.', ['lift'])],
  },
  {
    name: 'ka: heating cold',
    reviews: [ka('ზამთარში ძალიან ციოდა, გათბობა არ მუშაობდა.', ['heating'])],
  },
  {
    name: 'ka: gas smell',
    reviews: [ka('ზამთარში გაზის სუნი იდგა სამზარეულოში.', ['gas'])],
  },
  {
    name: 'ka: pests',
    reviews: [ka('ტარაკნები ყველგანაა, მეპატრონე არ რეაგირებს.', ['pests', 'landlord.bad'])],
  },
  {
    name: 'ka: eviction',
    reviews: [ka('გაფრთხილების გარეშე გამოგვაგდეს ერთ დღეში.', ['illegal_eviction'])],
  },
  {
    name: 'ka: power cuts',
    reviews: [ka('შუქი ხშირად ითიშება ზაფხულში.', ['electricity'])],
  },
  {
    name: 'ka: threats',
    reviews: [ka('მეპატრონე გვემუქრებოდა, როცა ქირა დავაგვიანეთ.', ['harassment'])],
  },
  {
    name: 'ka: unsafe',
    reviews: [ka('ღამით ქუჩაში საშიშია, მეზობლები გაქურდეს.', ['safety'])],
  },
  {
    name: 'ka: one review nothing special',
    reviews: [ka('ჩვეულებრივი ბინაა, არაფერი განსაკუთრებული.')],
  },
  {
    name: 'ka: far from metro',
    reviews: [ka('მეტრომდე შორსაა, ცენტრამდე მხოლოდ ტაქსით ჩავდივართ.', ['transport.bad'])],
  },
  {
    name: 'ka: no hot water',
    reviews: [ka('ცხელი წყალი ერთი კვირა არ გვქონდა.', ['hot_water'])],
  },
  {
    name: 'ka: landlord good, bright',
    reviews: [ka('მეპატრონე ძალიან თავაზიანია. ბინა ნათელი და მზიანია.', ['landlord.good', 'light.good'])],
  },

  // --- Mixed languages in one place ------------------------------------------------------------
  {
    name: 'mixed: metro in three languages',
    reviews: [
      en('The metro is a few minutes away.', ['transport.good']),
      ru('До метро две минуты.', ['transport.good']),
      ka('მეტრო სახლთან ახლოსაა.', ['transport.good']),
    ],
  },
  {
    name: 'mixed: hot water vs pressure across languages',
    reviews: [
      ru('Бойлер маленький, горячей воды на двоих не хватает.', ['hot_water']),
      ka('წყლის წნევა საღამოს ძალიან სუსტია.', ['water']),
      en('Hot water is fine and the pressure is good.'),
    ],
  },
  {
    name: 'mixed: deposit stories',
    reviews: [
      en('Returned the deposit in full on the last day.', ['deposit.good']),
      ka('დეპოზიტი სრულად დაგვიბრუნა.', ['deposit.good']),
      ru('Залог вернули не полностью: удержали половину.', ['deposit_not_returned']),
    ],
  },
  {
    name: 'mixed: mould denied in one, reported in another',
    reviews: [en('No mould at all, dry flat.'), ru('В углу ванной пошла плесень.', ['mould'])],
  },
  {
    name: 'mixed: rent rise ru, landlord praise en',
    reviews: [
      ru('Хозяин поднял аренду через полгода.', ['rent.bad']),
      en('Friendly landlord who answers quickly.', ['landlord.good']),
    ],
  },
  {
    name: 'mixed: noisy street, dark flat',
    reviews: [
      ka('ქუჩა ძალიან ხმაურიანია.', ['noise']),
      en('The flat is quite dark in winter.', ['light.bad']),
    ],
  },
];
