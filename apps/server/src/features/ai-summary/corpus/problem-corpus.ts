import type { Locale, ReportedProblem } from '@app/contracts';

/**
 * A labelled corpus of tenant review texts for the problem detector (issue 15): realistic Tbilisi
 * comments, a third each in English, Russian and Georgian, covering every problem the summary
 * reports, with paraphrases, denials ("no mould at all") and mixed languages. `labels` are the
 * problems a careful human reader finds reported; a denial or a praise has none. `lang` is the
 * language most of the text is written in.
 */
export interface CorpusEntry {
  lang: Locale;
  text: string;
  labels: ReportedProblem[];
}

export const PROBLEM_CORPUS: CorpusEntry[] = [
  // English
  {
    lang: 'en',
    text: 'Evening water pressure makes showering almost impossible; mornings are fine.',
    labels: ['water'],
  },
  { lang: 'en', text: 'The lift breaks every month and we walk up to the ninth floor.', labels: ['lift'] },
  {
    lang: 'en',
    text: 'Black mould grew behind the wardrobe every winter, and the landlord just painted over it.',
    labels: ['mould'],
  },
  { lang: 'en', text: 'No mould at all, the flat is dry and bright.', labels: [] },
  { lang: 'en', text: 'We had cockroaches in the kitchen within a week of moving in.', labels: ['pests'] },
  { lang: 'en', text: 'Never saw a single cockroach or mouse in two years.', labels: [] },
  {
    lang: 'en',
    text: 'The kitchen smelled of gas twice; the emergency service found a leaking pipe.',
    labels: ['gas'],
  },
  { lang: 'en', text: 'Own gas boiler, cheap bills in winter, no gas smell ever.', labels: [] },
  {
    lang: 'en',
    text: 'The radiators stayed cold for most of January and the boiler broke twice.',
    labels: ['heating'],
  },
  { lang: 'en', text: 'Heating works perfectly, the place is warm even in February.', labels: [] },
  {
    lang: 'en',
    text: 'Power cuts almost every week in summer, and the old wiring sparks in the bathroom.',
    labels: ['electricity'],
  },
  { lang: 'en', text: 'Electricity has been stable, no outages in a year.', labels: [] },
  {
    lang: 'en',
    text: 'Thin walls: we hear every word from the neighbours, and the bar downstairs is loud until 3 am.',
    labels: ['noise'],
  },
  { lang: 'en', text: 'Very quiet street, no noise at night.', labels: [] },
  {
    lang: 'en',
    text: 'The landlord came in without asking while we were at work and shouted at us when we complained.',
    labels: ['harassment'],
  },
  {
    lang: 'en',
    text: "The landlord kept the whole deposit for 'cleaning' although we left the flat spotless.",
    labels: ['deposit_not_returned'],
  },
  { lang: 'en', text: 'Got our deposit back in full on the day we moved out.', labels: [] },
  {
    lang: 'en',
    text: 'They changed the locks while we were away and put our things in the hallway.',
    labels: ['illegal_eviction'],
  },
  {
    lang: 'en',
    text: "Someone broke into two flats on our floor last spring; the entrance door doesn't lock.",
    labels: ['safety'],
  },
  { lang: 'en', text: 'The area feels safe at night, lots of families around.', labels: [] },
  {
    lang: 'en',
    text: 'No hot water for two weeks in December, and the lift was out of order the whole time.',
    labels: ['hot_water', 'lift'],
  },
  { lang: 'en', text: 'Water pressure is fine, the lift is new and never breaks.', labels: [] },
  { lang: 'en', text: 'Water is cut off every few days in summer without any warning.', labels: ['water'] },
  {
    lang: 'en',
    text: 'Damp corners with mildew in the bathroom, and mice in the storage room.',
    labels: ['mould', 'pests'],
  },
  {
    lang: 'en',
    text: 'The flat is freezing in winter because the old windows let the wind in.',
    labels: ['heating'],
  },
  { lang: 'en', text: "There's no lift and we live on the seventh floor with a pram.", labels: ['lift'] },
  { lang: 'en', text: 'The landlady was polite and never came by unannounced.', labels: [] },
  {
    lang: 'en',
    text: 'Great flat in Vake, but the water pressure is weak in the evenings, especially on weekends.',
    labels: ['water'],
  },
  {
    lang: 'en',
    text: "Lovely landlady, but the neighbours' dog barks all night and the street is noisy.",
    labels: ['noise'],
  },
  {
    lang: 'en',
    text: 'We felt unsafe walking home from the metro after dark; a neighbour was mugged near the entrance.',
    labels: ['safety'],
  },
  { lang: 'en', text: 'No problems with heating, water or electricity in three years.', labels: [] },
  {
    lang: 'en',
    text: 'The landlord threatened to evict us when we asked him to fix the boiler.',
    labels: ['harassment', 'illegal_eviction'],
  },
  {
    lang: 'en',
    text: 'The electricity goes off whenever it rains, and the fuses blow when we run the kettle and the heater together.',
    labels: ['electricity'],
  },
  {
    lang: 'en',
    text: 'Rats in the yard and cockroaches in the entrance; pest control came once and nothing changed.',
    labels: ['pests'],
  },
  {
    lang: 'en',
    text: 'We were left without gas for ten days after the street works on Pekini.',
    labels: ['gas'],
  },
  {
    lang: 'en',
    text: 'Плюсы: центр и метро рядом. The lift constantly gets stuck between floors though.',
    labels: ['lift'],
  },

  { lang: 'en', text: 'Short power cuts during storms; water was never a problem.', labels: ['electricity'] },

  // Russian
  {
    lang: 'ru',
    text: 'Вечером напор воды такой слабый, что принять душ почти невозможно.',
    labels: ['water'],
  },
  { lang: 'ru', text: 'Лифт ломается каждый месяц, а мы живём на девятом этаже.', labels: ['lift'] },
  {
    lang: 'ru',
    text: 'В ванной и за шкафом постоянно плесень, хозяин её просто закрашивает.',
    labels: ['mould'],
  },
  { lang: 'ru', text: 'Плесени нет вообще, квартира сухая и светлая.', labels: [] },
  { lang: 'ru', text: 'Через неделю после заезда на кухне появились тараканы.', labels: ['pests'] },
  { lang: 'ru', text: 'За два года не видели ни одного таракана.', labels: [] },
  {
    lang: 'ru',
    text: 'В подъезде часто пахнет газом, соседи уже дважды вызывали аварийку.',
    labels: ['gas'],
  },
  { lang: 'ru', text: 'Свой газовый котёл, зимой тепло, утечек газа никогда не было.', labels: [] },
  { lang: 'ru', text: 'Батареи еле тёплые, зимой в квартире очень холодно.', labels: ['heating'] },
  { lang: 'ru', text: 'Отопление работает отлично, зимой тепло.', labels: [] },
  {
    lang: 'ru',
    text: 'Свет отключают почти каждую неделю, проводка старая и искрит.',
    labels: ['electricity'],
  },
  { lang: 'ru', text: 'С электричеством проблем не было.', labels: [] },
  {
    lang: 'ru',
    text: 'Слышимость ужасная: слышно каждое слово соседей, а по ночам шумят в баре внизу.',
    labels: ['noise'],
  },
  { lang: 'ru', text: 'Очень тихий двор, шума нет совсем.', labels: [] },
  {
    lang: 'ru',
    text: 'Хозяин приходил без предупреждения, когда нас не было дома, и хамил, когда мы жаловались.',
    labels: ['harassment'],
  },
  { lang: 'ru', text: 'Хозяйка оставила залог себе, якобы за уборку.', labels: ['deposit_not_returned'] },
  { lang: 'ru', text: 'Залог вернули полностью в день выезда.', labels: [] },
  { lang: 'ru', text: 'Нас выселили за два дня без всякой причины.', labels: ['illegal_eviction'] },
  {
    lang: 'ru',
    text: 'Прошлой весной обокрали две квартиры на нашем этаже, а дверь в подъезд не закрывается.',
    labels: ['safety'],
  },
  { lang: 'ru', text: 'Район спокойный, вечером гулять не страшно.', labels: [] },
  {
    lang: 'ru',
    text: 'Горячей воды не было две недели, и всё это время не работал лифт.',
    labels: ['hot_water', 'lift'],
  },
  { lang: 'ru', text: 'Напор воды хороший, лифт новый и ни разу не ломался.', labels: [] },
  { lang: 'ru', text: 'Летом воду отключают каждые пару дней без предупреждения.', labels: ['water'] },
  { lang: 'ru', text: 'В углах сырость и грибок, а в кладовке мыши.', labels: ['mould', 'pests'] },
  { lang: 'ru', text: 'Зимой мёрзли, хотя котёл работал на полную: окна старые, дует.', labels: ['heating'] },
  { lang: 'ru', text: 'Лифта нет, а мы на седьмом этаже с коляской.', labels: ['lift'] },
  { lang: 'ru', text: 'Хозяйка вежливая, без предупреждения никогда не приходила.', labels: [] },
  {
    lang: 'ru',
    text: 'Плюсы: центр, рядом метро. Минус: ლიფტი ხშირად არ მუშაობს, как пишут соседи, и это правда.',
    labels: ['lift'],
  },
  { lang: 'ru', text: 'Соседская собака лает всю ночь, да и на улице очень шумно.', labels: ['noise'] },
  {
    lang: 'ru',
    text: 'Вечером страшно возвращаться от метро: соседа ограбили прямо у подъезда.',
    labels: ['safety'],
  },
  { lang: 'ru', text: 'Проблем с отоплением, водой и светом за три года не было.', labels: [] },
  {
    lang: 'ru',
    text: 'Хозяин угрожал выселить нас, когда мы попросили починить котёл.',
    labels: ['harassment', 'illegal_eviction'],
  },
  {
    lang: 'ru',
    text: 'Электричество пропадает при каждом дожде, а если включить чайник и обогреватель, выбивает пробки.',
    labels: ['electricity'],
  },
  {
    lang: 'ru',
    text: 'Крысы во дворе, тараканы в подъезде, травили один раз — без толку.',
    labels: ['pests'],
  },
  { lang: 'ru', text: 'После ремонта улицы газа не было десять дней.', labels: ['gas'] },
  {
    lang: 'ru',
    text: 'Из залога вычли 200 лари за «износ» дивана, которому десять лет.',
    labels: ['deposit_not_returned'],
  },

  {
    lang: 'ru',
    text: 'Свет пару раз отключали на полдня, в остальном всё стабильно.',
    labels: ['electricity'],
  },
  { lang: 'ru', text: 'Двор зелёный, шума мало, соседи приветливые.', labels: [] },

  // Georgian
  {
    lang: 'ka',
    text: 'საღამოობით წყლის წნევა ისეთი სუსტია, რომ შხაპის მიღება თითქმის შეუძლებელია.',
    labels: ['water'],
  },
  { lang: 'ka', text: 'ლიფტი ყოველ თვე ფუჭდება, ჩვენ კი მეცხრე სართულზე ვცხოვრობთ.', labels: ['lift'] },
  {
    lang: 'ka',
    text: 'აბაზანაში და კარადის უკან სულ ობი ჩნდება, მეპატრონე უბრალოდ ღებავს.',
    labels: ['mould'],
  },
  { lang: 'ka', text: 'ობი საერთოდ არ არის, ბინა მშრალი და ნათელია.', labels: [] },
  { lang: 'ka', text: 'შესვლიდან ერთ კვირაში სამზარეულოში ტარაკნები გაჩნდა.', labels: ['pests'] },
  { lang: 'ka', text: 'ორი წლის განმავლობაში ერთი ტარაკანიც არ გვინახავს.', labels: [] },
  {
    lang: 'ka',
    text: 'სადარბაზოში ხშირად გაზის სუნი დგას, მეზობლებმა გაზის სამსახური ორჯერ გამოიძახეს.',
    labels: ['gas'],
  },
  { lang: 'ka', text: 'საკუთარი ქვაბი გვაქვს, ზამთარში თბილა, გაზის გაჟონვა არასდროს ყოფილა.', labels: [] },
  { lang: 'ka', text: 'რადიატორები ძლივს თბება, ზამთარში ბინაში ძალიან ცივა.', labels: ['heating'] },
  { lang: 'ka', text: 'გათბობა იდეალურად მუშაობს, ზამთარშიც თბილა.', labels: [] },
  {
    lang: 'ka',
    text: 'შუქი თითქმის ყოველ კვირა ითიშება, გაყვანილობა ძველია და ნაპერწკლებს ისვრის.',
    labels: ['electricity'],
  },
  { lang: 'ka', text: 'დენთან პრობლემა არასდროს გვქონია.', labels: [] },
  {
    lang: 'ka',
    text: 'კედლები თხელია, მეზობლების ყოველი სიტყვა ისმის, ღამით კი ქვემოთ ბარიდან ხმაურია.',
    labels: ['noise'],
  },
  { lang: 'ka', text: 'ძალიან მშვიდი ეზოა, ხმაური საერთოდ არ არის.', labels: [] },
  {
    lang: 'ka',
    text: 'მეპატრონე გაუფრთხილებლად შემოდიოდა, როცა სახლში არ ვიყავით, და გვიყვიროდა, როცა ვჩიოდით.',
    labels: ['harassment'],
  },
  {
    lang: 'ka',
    text: 'მეპატრონემ დეპოზიტი დაიტოვა, თითქოს დალაგებისთვის.',
    labels: ['deposit_not_returned'],
  },
  { lang: 'ka', text: 'დეპოზიტი გასვლის დღესვე სრულად დაგვიბრუნეს.', labels: [] },
  { lang: 'ka', text: 'ორ დღეში გამოგვაგდეს ყოველგვარი მიზეზის გარეშე.', labels: ['illegal_eviction'] },
  {
    lang: 'ka',
    text: 'გასულ გაზაფხულზე ჩვენს სართულზე ორი ბინა გაქურდეს, სადარბაზოს კარი კი არ იკეტება.',
    labels: ['safety'],
  },
  { lang: 'ka', text: 'უბანი მშვიდია, საღამოს სეირნობა არ არის საშიში.', labels: [] },
  {
    lang: 'ka',
    text: 'ცხელი წყალი ორი კვირა არ გვქონდა და მთელი ამ ხნის განმავლობაში ლიფტი არ მუშაობდა.',
    labels: ['hot_water', 'lift'],
  },
  { lang: 'ka', text: 'წყლის წნევა კარგია, ლიფტი ახალია და არასდროს ფუჭდება.', labels: [] },
  { lang: 'ka', text: 'ზაფხულში წყალს ყოველ ორ დღეში თიშავენ, გაფრთხილების გარეშე.', labels: ['water'] },
  { lang: 'ka', text: 'კუთხეებში ნესტი და ობია, სათავსოში კი თაგვები.', labels: ['mould', 'pests'] },
  {
    lang: 'ka',
    text: 'ზამთარში ვიყინებოდით, თუმცა ქვაბი სრული სიმძლავრით მუშაობდა: ფანჯრები ძველია.',
    labels: ['heating'],
  },
  { lang: 'ka', text: 'ლიფტი არ არის, ჩვენ კი მეშვიდე სართულზე ვცხოვრობთ ბავშვის ეტლით.', labels: ['lift'] },
  { lang: 'ka', text: 'მეპატრონე თავაზიანია, გაუფრთხილებლად არასდროს მოსულა.', labels: [] },
  { lang: 'ka', text: 'ბინა ვაკეშია, მეტრო ახლოსაა. Минус: лифт постоянно ломается.', labels: ['lift'] },
  { lang: 'ka', text: 'მეზობლის ძაღლი მთელი ღამე ყეფს, ქუჩაც ძალიან ხმაურიანია.', labels: ['noise'] },
  {
    lang: 'ka',
    text: 'საღამოს მეტროდან სახლში დაბრუნება საშიშია, მეზობელი სადარბაზოსთან გაძარცვეს.',
    labels: ['safety'],
  },
  {
    lang: 'ka',
    text: 'სამი წლის განმავლობაში გათბობასთან, წყალთან და შუქთან პრობლემა არ გვქონია.',
    labels: [],
  },
  {
    lang: 'ka',
    text: 'მეპატრონე დაგვემუქრა, რომ გამოგვასახლებდა, როცა ქვაბის შეკეთება ვთხოვეთ.',
    labels: ['harassment', 'illegal_eviction'],
  },
  {
    lang: 'ka',
    text: 'წვიმის დროს დენი ქრება, ჩაიდანი და გამათბობელი ერთად რომ ჩავრთოთ, საცობები აგდებს.',
    labels: ['electricity'],
  },
  {
    lang: 'ka',
    text: 'ეზოში ვირთხებია, სადარბაზოში ტარაკნები, ერთხელ მოწამლეს და არაფერი შეცვლილა.',
    labels: ['pests'],
  },
  { lang: 'ka', text: 'ქუჩის შეკეთების შემდეგ ათი დღე გაზი არ გვქონდა.', labels: ['gas'] },
  {
    lang: 'ka',
    text: 'დეპოზიტიდან 200 ლარი დაგვიქვითა ათი წლის დივნის „გაცვეთისთვის“.',
    labels: ['deposit_not_returned'],
  },
  { lang: 'ka', text: 'ძირითადად ოჯახები და სტუდენტები ცხოვრობენ, ხმაური ცოტაა.', labels: [] },
  {
    lang: 'ka',
    text: 'ზემოთ მეზობლები უკვე მეორე წელია რემონტს აკეთებენ, დილიდან საღამომდე ბურღავენ.',
    labels: ['noise'],
  },
  // Hot water and the boiler told apart from the supply's pressure (issue 34).
  {
    lang: 'en',
    text: 'The boiler is tiny: the hot water runs out after one shower, so the second person waits an hour.',
    labels: ['hot_water'],
  },
  {
    lang: 'en',
    text: 'Water pressure is weak on the top floors, but the new boiler gives plenty of hot water.',
    labels: ['water'],
  },
  { lang: 'ru', text: 'Бойлер на 50 литров, на двоих горячей воды не хватает.', labels: ['hot_water'] },
  { lang: 'ru', text: 'Напор воды слабый, зато горячая вода всегда есть.', labels: ['water'] },
  { lang: 'ka', text: 'ბოილერი ძველია და ორ ადამიანს ცხელი წყალი არ ჰყოფნის.', labels: ['hot_water'] },
  { lang: 'ka', text: 'ცხელი წყალი ყოველთვის გვაქვს, ბოილერი ახალია.', labels: [] },
];
