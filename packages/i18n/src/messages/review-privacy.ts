import { defineMessages } from '../define.ts';

/**
 * Private by default (issue 30): what in a review can identify its writer, money shown as ranges,
 * and summaries and histories that never give one review's rent away.
 */
export const reviewPrivacyMessages = defineMessages({
  en: {
    'form.flatIdentifies':
      'Your landlord may tell who wrote the review from the flat number. Leave it empty to review the whole building instead.',
    'form.moneyIdentifies':
      'An exact rent can also point to you. A range is just as useful to other renters.',
    'form.moneyAsRange': 'Show rent and bills as ranges',
    'form.moneyAsRangeHint': 'Readers see {range} instead of {amount}. Only you see the exact amounts.',
    'form.privateByDefault':
      'Without your name, the review shows the period in years and money as ranges, unless you choose otherwise.',
    'reviews.moneyRangeNote': 'Readers see ranges; only you see the exact amounts.',
    'reviews.historyFewCosts':
      'Average rent and bills show for a year once at least 3 tenants gave them, so no one’s own figures can be read here.',
    'aiSummary.rentRange': {
      one: 'Rent reported by {count} tenant: between {min} and {max} a month.',
      other: 'Rent reported by {count} tenants: between {min} and {max} a month.',
    },
    'aiSummary.utilitiesRange.winter': {
      one: 'Utility bills in winter: between {min} and {max} a month ({count} report).',
      other: 'Utility bills in winter: between {min} and {max} a month ({count} reports).',
    },
    'aiSummary.utilitiesRange.summer': {
      one: 'Utility bills in summer: between {min} and {max} a month ({count} report).',
      other: 'Utility bills in summer: between {min} and {max} a month ({count} reports).',
    },
  },
  ru: {
    'form.flatIdentifies':
      'По номеру квартиры хозяин может догадаться, кто написал отзыв. Оставьте поле пустым, чтобы оценить весь дом.',
    'form.moneyIdentifies':
      'Точная сумма аренды тоже может вас выдать. Диапазон не менее полезен другим жильцам.',
    'form.moneyAsRange': 'Показывать аренду и платежи диапазоном',
    'form.moneyAsRangeHint': 'Читатели увидят не {amount}, а {range}. Точные суммы видите только вы.',
    'form.privateByDefault':
      'Отзыв без имени показывает срок проживания годами, а суммы — диапазонами, если вы не выберете иначе.',
    'reviews.moneyRangeNote': 'Читатели видят диапазоны; точные суммы видите только вы.',
    'reviews.historyFewCosts':
      'Средняя аренда и платежи за год появляются, когда их указали хотя бы 3 жильца, — так ничьи личные суммы здесь не узнать.',
    'aiSummary.rentRange': {
      one: 'Аренду назвал {count} жилец: от {min} до {max} в месяц.',
      few: 'Аренду назвали {count} жильца: от {min} до {max} в месяц.',
      many: 'Аренду назвали {count} жильцов: от {min} до {max} в месяц.',
      other: 'Аренду назвали {count} жильца: от {min} до {max} в месяц.',
    },
    'aiSummary.utilitiesRange.winter': {
      one: 'Коммунальные платежи зимой: от {min} до {max} в месяц ({count} сообщение).',
      few: 'Коммунальные платежи зимой: от {min} до {max} в месяц ({count} сообщения).',
      many: 'Коммунальные платежи зимой: от {min} до {max} в месяц ({count} сообщений).',
      other: 'Коммунальные платежи зимой: от {min} до {max} в месяц ({count} сообщения).',
    },
    'aiSummary.utilitiesRange.summer': {
      one: 'Коммунальные платежи летом: от {min} до {max} в месяц ({count} сообщение).',
      few: 'Коммунальные платежи летом: от {min} до {max} в месяц ({count} сообщения).',
      many: 'Коммунальные платежи летом: от {min} до {max} в месяц ({count} сообщений).',
      other: 'Коммунальные платежи летом: от {min} до {max} в месяц ({count} сообщения).',
    },
  },
  ka: {
    'form.flatIdentifies':
      'ბინის ნომრით მეპატრონე შეიძლება მიხვდეს, ვინ დაწერა შეფასება. თუ ველს ცარიელს დატოვებთ, მთელ შენობას შეაფასებთ.',
    'form.moneyIdentifies':
      'ქირის ზუსტი თანხაც შეიძლება თქვენზე მიუთითებდეს. დიაპაზონი სხვა მოქირავნეებისთვის ისეთივე სასარგებლოა.',
    'form.moneyAsRange': 'ქირისა და გადასახადების ჩვენება დიაპაზონით',
    'form.moneyAsRangeHint':
      'მკითხველები ნახავენ არა {amount}, არამედ {range}. ზუსტ თანხებს მხოლოდ თქვენ ხედავთ.',
    'form.privateByDefault':
      'სახელის გარეშე შეფასებაში ცხოვრების პერიოდი წლებით ჩანს, თანხები კი — დიაპაზონით, თუ სხვაგვარად არ აირჩევთ.',
    'reviews.moneyRangeNote': 'მკითხველები დიაპაზონს ხედავენ; ზუსტ თანხებს მხოლოდ თქვენ ხედავთ.',
    'reviews.historyFewCosts':
      'წლის საშუალო ქირა და გადასახადები ჩანს, როცა მათ სულ მცირე 3 მობინადრე მიუთითებს, რომ აქედან ვერავის პირადი თანხები ვერ გაიგონ.',
    'aiSummary.rentRange': {
      one: 'ქირა {count} მცხოვრებმა მიუთითა: {min}-დან {max}-მდე თვეში.',
      other: 'ქირა {count} მცხოვრებმა მიუთითა: {min}-დან {max}-მდე თვეში.',
    },
    'aiSummary.utilitiesRange.winter': {
      one: 'კომუნალური გადასახადები ზამთარში: {min}-დან {max}-მდე თვეში ({count} შეტყობინება).',
      other: 'კომუნალური გადასახადები ზამთარში: {min}-დან {max}-მდე თვეში ({count} შეტყობინება).',
    },
    'aiSummary.utilitiesRange.summer': {
      one: 'კომუნალური გადასახადები ზაფხულში: {min}-დან {max}-მდე თვეში ({count} შეტყობინება).',
      other: 'კომუნალური გადასახადები ზაფხულში: {min}-დან {max}-მდე თვეში ({count} შეტყობინება).',
    },
  },
});
