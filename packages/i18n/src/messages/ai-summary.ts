import { defineMessages } from '../define.ts';

/**
 * AI summary: the panel on a place's page (spec sections 2, 4, 8) and the sentences the built-in
 * summariser writes in the reader's language. Numbers arrive as numbers and are formatted per locale.
 */
export const aiSummaryMessages = defineMessages({
  en: {
    'aiSummary.title': 'AI summary',
    'aiSummary.intro':
      'The scout reads every review of this place and sums them up for you: problems first, then ratings, praise and complaints.',
    'aiSummary.open': 'Summarise the reviews',
    'aiSummary.loading.title': 'The scout is reading the reviews…',
    'aiSummary.loading.text': 'It takes about 30 seconds.',
    'aiSummary.loading.progress': 'Summary progress',
    'aiSummary.error':
      "Sorry, we're unable to gather information, choose another location or try again later",
    'aiSummary.retry': 'Try again',
    'aiSummary.close': 'Close the summary',
    'aiSummary.expand': 'Show the full summary',
    'aiSummary.collapse': 'Show less',
    'aiSummary.vote.question': 'Was this summary helpful?',
    'aiSummary.vote.yes': 'Yes',
    'aiSummary.vote.no': 'No',
    'aiSummary.vote.thanks': 'Thank you for your feedback!',
    'aiSummary.vote.failed': 'Voting failed',
    'aiSummary.vote.change': 'Change my answer',
    'aiSummary.sourceLink': 'Review {number}',
    'aiSummary.sources': 'Based on',
    'aiSummary.moreSources': { one: 'and {count} more review', other: 'and {count} more reviews' },
    'aiSummary.quoteIn': 'Quoted in {language}',
    'aiSummary.language.en': 'English',
    'aiSummary.language.ru': 'Russian',
    'aiSummary.language.ka': 'Georgian',
    'aiSummary.provider.builtin': 'Composed by the built-in summariser from the reviews on SofaScout.',
    'aiSummary.provider.model':
      'Written by an AI model ({model}) from the reviews on SofaScout; problem reports and numbers come straight from the reviews.',
    'aiSummary.generatedAt': 'Updated {date}',
    'aiSummary.disclaimer': 'A summary can miss nuance: open the reviews it cites to check.',
    'aiSummary.placeLink': 'Open the reviews of {name}',

    'aiSummary.section.serious': 'Serious problems reported',
    'aiSummary.section.overview': 'Overview',
    'aiSummary.section.ratings': 'Ratings by aspect',
    'aiSummary.section.praise': 'What tenants like',
    'aiSummary.section.complaints': 'What tenants complain about',
    'aiSummary.section.costs': 'Rent and bills',
    'aiSummary.section.context': 'Around this place',
    'aiSummary.section.gaps': 'What the data does not cover',

    'aiSummary.headline': {
      one: 'Based on {count} review written {period}.',
      other: 'Based on {count} reviews written {period}.',
    },
    'aiSummary.period.range': 'between {from} and {to}',
    'aiSummary.period.single': 'in {date}',
    'aiSummary.noReviews': 'No one has reviewed {place} on SofaScout yet, so there is nothing to summarise.',
    'aiSummary.fewReviews': {
      one: "Only {count} review so far: read it as one person's experience, not a trend.",
      other: 'Only {count} reviews so far: read them as individual experiences, not a trend.',
    },
    'aiSummary.overall': {
      one: 'Overall rating: {average} of 5 from {count} review.',
      other: 'Overall rating: {average} of 5 from {count} reviews.',
    },
    'aiSummary.overallCompared': {
      one: 'Overall rating: {average} of 5 from {count} review; the average in {parent} is {parentAverage}.',
      other:
        'Overall rating: {average} of 5 from {count} reviews; the average in {parent} is {parentAverage}.',
    },
    'aiSummary.lived': 'The reviewers lived here between {from} and {to}.',
    'aiSummary.livedOngoing': 'The reviewers lived here from {from}; some still do.',
    'aiSummary.trend.up':
      'Recent reviews are better: {recent} of 5 in the last 12 months against {older} before.',
    'aiSummary.trend.down':
      'Recent reviews are worse: {recent} of 5 in the last 12 months against {older} before.',
    'aiSummary.trend.steady': 'Ratings are steady: {recent} of 5 in the last 12 months, {older} before.',
    'aiSummary.noSeriousProblems':
      'No reviewer reported a gas leak, mould, pests, missing heating or water, harassment, a kept deposit or an eviction.',
    'aiSummary.aspectRating': {
      one: '{aspect}: {average} of 5 ({count} rating).',
      other: '{aspect}: {average} of 5 ({count} ratings).',
    },
    'aiSummary.aspectRatingCompared': {
      one: '{aspect}: {average} of 5 ({count} rating); {parent}: {parentAverage}.',
      other: '{aspect}: {average} of 5 ({count} ratings); {parent}: {parentAverage}.',
    },
    'aiSummary.aspectOfType': '{type}: {aspect}',
    'aiSummary.praise': {
      one: '{aspect} is rated highly: {average} of 5 from {count} rating.',
      other: '{aspect} is rated highly: {average} of 5 from {count} ratings.',
    },
    'aiSummary.complaint': {
      one: '{aspect} is rated low: {average} of 5 from {count} rating.',
      other: '{aspect} is rated low: {average} of 5 from {count} ratings.',
    },
    'aiSummary.generalPraise': {
      one: '{count} review rates the place as a whole 4 of 5 or higher.',
      other: '{count} reviews rate the place as a whole 4 of 5 or higher.',
    },
    'aiSummary.generalComplaint': {
      one: '{count} review rates the place as a whole 2 of 5 or lower.',
      other: '{count} reviews rate the place as a whole 2 of 5 or lower.',
    },
    'aiSummary.problem.gas': {
      one: 'A gas leak or carbon-monoxide danger is reported in {count} review.',
      other: 'A gas leak or carbon-monoxide danger is reported in {count} reviews.',
    },
    'aiSummary.problem.no_heating_or_water': {
      one: 'Missing heating or water is reported in {count} review.',
      other: 'Missing heating or water is reported in {count} reviews.',
    },
    'aiSummary.problem.mould': {
      one: 'Mould is reported in {count} review.',
      other: 'Mould is reported in {count} reviews.',
    },
    'aiSummary.problem.pests': {
      one: 'Pests (cockroaches, bedbugs, rodents) are reported in {count} review.',
      other: 'Pests (cockroaches, bedbugs, rodents) are reported in {count} reviews.',
    },
    'aiSummary.problem.harassment': {
      one: 'Harassment or threats are reported in {count} review.',
      other: 'Harassment or threats are reported in {count} reviews.',
    },
    'aiSummary.problem.illegal_eviction': {
      one: 'An eviction without notice is reported in {count} review.',
      other: 'Evictions without notice are reported in {count} reviews.',
    },
    'aiSummary.problem.deposit_not_returned': {
      one: 'A deposit that was not returned is reported in {count} review.',
      other: 'Deposits that were not returned are reported in {count} reviews.',
    },
    'aiSummary.problem.latest': 'Latest report: {date}.',
    'aiSummary.rent': {
      one: 'Rent reported by {count} tenant: {median} a month.',
      other: 'Rent reported by {count} tenants: median {median} a month, from {min} to {max}.',
    },
    'aiSummary.utilities.winter': {
      one: 'Utility bills in winter: about {amount} a month ({count} report).',
      other: 'Utility bills in winter: about {amount} a month ({count} reports).',
    },
    'aiSummary.utilities.summer': {
      one: 'Utility bills in summer: about {amount} a month ({count} report).',
      other: 'Utility bills in summer: about {amount} a month ({count} reports).',
    },
    'aiSummary.context.place': {
      one: '{kind} {name}: {average} of 5 overall from {count} review.',
      other: '{kind} {name}: {average} of 5 overall from {count} reviews.',
    },
    'aiSummary.context.inside': {
      one: '{count} of these reviews is about a place inside {name} (a building or an apartment).',
      other: '{count} of these reviews are about places inside {name} (buildings or apartments).',
    },
    'aiSummary.gap.unrated': 'No one has rated: {aspects}.',
    'aiSummary.gap.noRent': 'No one reported the rent or the bills.',
    'aiSummary.gap.stale': 'The newest review is from {date}; things may have changed since.',
    'aiSummary.gap.sample': 'Quotes and problem reports come from the newest {count} reviews.',
    'aiSummary.gap.nothing': 'Nothing is known here yet about the landlord, repairs, noise, safety or bills.',
    'aiSummary.gap.unverified':
      "Reviews are tenants' own accounts; SofaScout does not verify them. Ownership, legal status and safety certificates are not covered.",
  },
  ru: {
    'aiSummary.title': 'ИИ-сводка',
    'aiSummary.intro':
      'Скаут прочитает все отзывы об этом месте и кратко их перескажет: сначала проблемы, затем оценки, похвалы и жалобы.',
    'aiSummary.open': 'Сделать сводку отзывов',
    'aiSummary.loading.title': 'Скаут читает отзывы…',
    'aiSummary.loading.text': 'Это займёт около 30 секунд.',
    'aiSummary.loading.progress': 'Ход подготовки сводки',
    'aiSummary.error':
      'К сожалению, нам не удалось собрать информацию. Выберите другое место или попробуйте позже',
    'aiSummary.retry': 'Повторить',
    'aiSummary.close': 'Закрыть сводку',
    'aiSummary.expand': 'Показать сводку полностью',
    'aiSummary.collapse': 'Свернуть',
    'aiSummary.vote.question': 'Эта сводка была полезной?',
    'aiSummary.vote.yes': 'Да',
    'aiSummary.vote.no': 'Нет',
    'aiSummary.vote.thanks': 'Спасибо за отзыв!',
    'aiSummary.vote.failed': 'Не удалось проголосовать',
    'aiSummary.vote.change': 'Изменить ответ',
    'aiSummary.sourceLink': 'Отзыв {number}',
    'aiSummary.sources': 'Источники',
    'aiSummary.moreSources': {
      one: 'и ещё {count} отзыв',
      few: 'и ещё {count} отзыва',
      many: 'и ещё {count} отзывов',
      other: 'и ещё {count} отзыва',
    },
    'aiSummary.quoteIn': 'Цитата на языке: {language}',
    'aiSummary.language.en': 'английский',
    'aiSummary.language.ru': 'русский',
    'aiSummary.language.ka': 'грузинский',
    'aiSummary.provider.builtin': 'Составлено встроенным модулем по отзывам на SofaScout.',
    'aiSummary.provider.model':
      'Написано ИИ-моделью ({model}) по отзывам на SofaScout; сообщения о проблемах и цифры взяты прямо из отзывов.',
    'aiSummary.generatedAt': 'Обновлено {date}',
    'aiSummary.disclaimer': 'Сводка может упустить детали: откройте отзывы, на которые она ссылается.',
    'aiSummary.placeLink': 'Открыть отзывы: {name}',

    'aiSummary.section.serious': 'Серьёзные проблемы',
    'aiSummary.section.overview': 'Общая картина',
    'aiSummary.section.ratings': 'Оценки по параметрам',
    'aiSummary.section.praise': 'Что нравится жильцам',
    'aiSummary.section.complaints': 'На что жалуются жильцы',
    'aiSummary.section.costs': 'Аренда и коммунальные платежи',
    'aiSummary.section.context': 'Что вокруг',
    'aiSummary.section.gaps': 'О чём данные молчат',

    'aiSummary.headline': {
      one: 'На основе {count} отзыва, написанного {period}.',
      few: 'На основе {count} отзывов, написанных {period}.',
      many: 'На основе {count} отзывов, написанных {period}.',
      other: 'На основе {count} отзыва, написанных {period}.',
    },
    'aiSummary.period.range': 'в период {from} — {to}',
    'aiSummary.period.single': 'в период {date}',
    'aiSummary.noReviews':
      'Об этом месте ({place}) на SofaScout ещё нет отзывов, поэтому пересказывать пока нечего.',
    'aiSummary.fewReviews': {
      one: 'Пока всего {count} отзыв: это опыт одного человека, а не тенденция.',
      few: 'Пока всего {count} отзыва: это личный опыт отдельных людей, а не тенденция.',
      many: 'Пока всего {count} отзывов: это личный опыт отдельных людей, а не тенденция.',
      other: 'Пока всего {count} отзыва: это личный опыт отдельных людей, а не тенденция.',
    },
    'aiSummary.overall': {
      one: 'Общая оценка: {average} из 5 по {count} отзыву.',
      few: 'Общая оценка: {average} из 5 по {count} отзывам.',
      many: 'Общая оценка: {average} из 5 по {count} отзывам.',
      other: 'Общая оценка: {average} из 5 по {count} отзыва.',
    },
    'aiSummary.overallCompared': {
      one: 'Общая оценка: {average} из 5 по {count} отзыву; в среднем по месту «{parent}» — {parentAverage}.',
      few: 'Общая оценка: {average} из 5 по {count} отзывам; в среднем по месту «{parent}» — {parentAverage}.',
      many: 'Общая оценка: {average} из 5 по {count} отзывам; в среднем по месту «{parent}» — {parentAverage}.',
      other:
        'Общая оценка: {average} из 5 по {count} отзыва; в среднем по месту «{parent}» — {parentAverage}.',
    },
    'aiSummary.lived': 'Авторы отзывов жили здесь в период {from} — {to}.',
    'aiSummary.livedOngoing': 'Авторы отзывов живут здесь с периода {from}; некоторые — до сих пор.',
    'aiSummary.trend.up': 'Свежие отзывы лучше: {recent} из 5 за последние 12 месяцев против {older} раньше.',
    'aiSummary.trend.down':
      'Свежие отзывы хуже: {recent} из 5 за последние 12 месяцев против {older} раньше.',
    'aiSummary.trend.steady': 'Оценки стабильны: {recent} из 5 за последние 12 месяцев, {older} раньше.',
    'aiSummary.noSeriousProblems':
      'Никто не сообщал об утечке газа, плесени, вредителях, отсутствии отопления или воды, домогательствах, невозвращённом залоге или выселении.',
    'aiSummary.aspectRating': {
      one: '{aspect}: {average} из 5 ({count} оценка).',
      few: '{aspect}: {average} из 5 ({count} оценки).',
      many: '{aspect}: {average} из 5 ({count} оценок).',
      other: '{aspect}: {average} из 5 ({count} оценки).',
    },
    'aiSummary.aspectRatingCompared': {
      one: '{aspect}: {average} из 5 ({count} оценка); {parent}: {parentAverage}.',
      few: '{aspect}: {average} из 5 ({count} оценки); {parent}: {parentAverage}.',
      many: '{aspect}: {average} из 5 ({count} оценок); {parent}: {parentAverage}.',
      other: '{aspect}: {average} из 5 ({count} оценки); {parent}: {parentAverage}.',
    },
    'aiSummary.aspectOfType': '{type}: {aspect}',
    'aiSummary.praise': {
      one: '{aspect} — высокая оценка: {average} из 5 ({count} оценка).',
      few: '{aspect} — высокая оценка: {average} из 5 ({count} оценки).',
      many: '{aspect} — высокая оценка: {average} из 5 ({count} оценок).',
      other: '{aspect} — высокая оценка: {average} из 5 ({count} оценки).',
    },
    'aiSummary.complaint': {
      one: '{aspect} — низкая оценка: {average} из 5 ({count} оценка).',
      few: '{aspect} — низкая оценка: {average} из 5 ({count} оценки).',
      many: '{aspect} — низкая оценка: {average} из 5 ({count} оценок).',
      other: '{aspect} — низкая оценка: {average} из 5 ({count} оценки).',
    },
    'aiSummary.generalPraise': {
      one: 'В {count} отзыве место в целом оценено на 4 из 5 или выше.',
      few: 'В {count} отзывах место в целом оценено на 4 из 5 или выше.',
      many: 'В {count} отзывах место в целом оценено на 4 из 5 или выше.',
      other: 'В {count} отзыва место в целом оценено на 4 из 5 или выше.',
    },
    'aiSummary.generalComplaint': {
      one: 'В {count} отзыве место в целом оценено на 2 из 5 или ниже.',
      few: 'В {count} отзывах место в целом оценено на 2 из 5 или ниже.',
      many: 'В {count} отзывах место в целом оценено на 2 из 5 или ниже.',
      other: 'В {count} отзыва место в целом оценено на 2 из 5 или ниже.',
    },
    'aiSummary.problem.gas': {
      one: 'Об утечке газа или угрозе угарного газа пишут в {count} отзыве.',
      few: 'Об утечке газа или угрозе угарного газа пишут в {count} отзывах.',
      many: 'Об утечке газа или угрозе угарного газа пишут в {count} отзывах.',
      other: 'Об утечке газа или угрозе угарного газа пишут в {count} отзыва.',
    },
    'aiSummary.problem.no_heating_or_water': {
      one: 'Об отсутствии отопления или воды пишут в {count} отзыве.',
      few: 'Об отсутствии отопления или воды пишут в {count} отзывах.',
      many: 'Об отсутствии отопления или воды пишут в {count} отзывах.',
      other: 'Об отсутствии отопления или воды пишут в {count} отзыва.',
    },
    'aiSummary.problem.mould': {
      one: 'О плесени пишут в {count} отзыве.',
      few: 'О плесени пишут в {count} отзывах.',
      many: 'О плесени пишут в {count} отзывах.',
      other: 'О плесени пишут в {count} отзыва.',
    },
    'aiSummary.problem.pests': {
      one: 'О вредителях (тараканы, клопы, грызуны) пишут в {count} отзыве.',
      few: 'О вредителях (тараканы, клопы, грызуны) пишут в {count} отзывах.',
      many: 'О вредителях (тараканы, клопы, грызуны) пишут в {count} отзывах.',
      other: 'О вредителях (тараканы, клопы, грызуны) пишут в {count} отзыва.',
    },
    'aiSummary.problem.harassment': {
      one: 'О домогательствах или угрозах пишут в {count} отзыве.',
      few: 'О домогательствах или угрозах пишут в {count} отзывах.',
      many: 'О домогательствах или угрозах пишут в {count} отзывах.',
      other: 'О домогательствах или угрозах пишут в {count} отзыва.',
    },
    'aiSummary.problem.illegal_eviction': {
      one: 'О выселении без предупреждения пишут в {count} отзыве.',
      few: 'О выселении без предупреждения пишут в {count} отзывах.',
      many: 'О выселении без предупреждения пишут в {count} отзывах.',
      other: 'О выселении без предупреждения пишут в {count} отзыва.',
    },
    'aiSummary.problem.deposit_not_returned': {
      one: 'О невозвращённом залоге пишут в {count} отзыве.',
      few: 'О невозвращённом залоге пишут в {count} отзывах.',
      many: 'О невозвращённом залоге пишут в {count} отзывах.',
      other: 'О невозвращённом залоге пишут в {count} отзыва.',
    },
    'aiSummary.problem.latest': 'Последнее сообщение: {date}.',
    'aiSummary.rent': {
      one: 'Аренду назвал {count} жилец: {median} в месяц.',
      few: 'Аренду назвали {count} жильца: в среднем (медиана) {median} в месяц, от {min} до {max}.',
      many: 'Аренду назвали {count} жильцов: в среднем (медиана) {median} в месяц, от {min} до {max}.',
      other: 'Аренду назвали {count} жильца: в среднем (медиана) {median} в месяц, от {min} до {max}.',
    },
    'aiSummary.utilities.winter': {
      one: 'Коммунальные платежи зимой: около {amount} в месяц ({count} сообщение).',
      few: 'Коммунальные платежи зимой: около {amount} в месяц ({count} сообщения).',
      many: 'Коммунальные платежи зимой: около {amount} в месяц ({count} сообщений).',
      other: 'Коммунальные платежи зимой: около {amount} в месяц ({count} сообщения).',
    },
    'aiSummary.utilities.summer': {
      one: 'Коммунальные платежи летом: около {amount} в месяц ({count} сообщение).',
      few: 'Коммунальные платежи летом: около {amount} в месяц ({count} сообщения).',
      many: 'Коммунальные платежи летом: около {amount} в месяц ({count} сообщений).',
      other: 'Коммунальные платежи летом: около {amount} в месяц ({count} сообщения).',
    },
    'aiSummary.context.place': {
      one: '{kind} «{name}»: в целом {average} из 5 по {count} отзыву.',
      few: '{kind} «{name}»: в целом {average} из 5 по {count} отзывам.',
      many: '{kind} «{name}»: в целом {average} из 5 по {count} отзывам.',
      other: '{kind} «{name}»: в целом {average} из 5 по {count} отзыва.',
    },
    'aiSummary.context.inside': {
      one: '{count} из этих отзывов — о месте внутри «{name}» (доме или квартире).',
      few: '{count} из этих отзывов — о местах внутри «{name}» (домах или квартирах).',
      many: '{count} из этих отзывов — о местах внутри «{name}» (домах или квартирах).',
      other: '{count} из этих отзывов — о местах внутри «{name}» (домах или квартирах).',
    },
    'aiSummary.gap.unrated': 'Никто ещё не оценил: {aspects}.',
    'aiSummary.gap.noRent': 'Никто не указал аренду и коммунальные платежи.',
    'aiSummary.gap.stale': 'Самый свежий отзыв — {date}; с тех пор многое могло измениться.',
    'aiSummary.gap.sample': 'Цитаты и сообщения о проблемах взяты из {count} самых свежих отзывов.',
    'aiSummary.gap.nothing': 'О хозяине, ремонте, шуме, безопасности и счетах здесь пока ничего не известно.',
    'aiSummary.gap.unverified':
      'Отзывы — это личный опыт жильцов; SofaScout их не проверяет. Собственность, юридический статус и сертификаты безопасности здесь не отражены.',
  },
  ka: {
    'aiSummary.title': 'AI შეჯამება',
    'aiSummary.intro':
      'სკაუტი ამ ადგილის ყველა შეფასებას წაიკითხავს და მოკლედ შეაჯამებს: ჯერ პრობლემები, შემდეგ ქულები, ქება და საჩივრები.',
    'aiSummary.open': 'შეფასებების შეჯამება',
    'aiSummary.loading.title': 'სკაუტი შეფასებებს კითხულობს…',
    'aiSummary.loading.text': 'ამას დაახლოებით 30 წამი სჭირდება.',
    'aiSummary.loading.progress': 'შეჯამების მომზადების პროგრესი',
    'aiSummary.error':
      'სამწუხაროდ, ინფორმაციის შეგროვება ვერ მოხერხდა. აირჩიეთ სხვა ადგილი ან სცადეთ მოგვიანებით',
    'aiSummary.retry': 'ხელახლა ცდა',
    'aiSummary.close': 'შეჯამების დახურვა',
    'aiSummary.expand': 'სრული შეჯამების ნახვა',
    'aiSummary.collapse': 'ნაკლების ჩვენება',
    'aiSummary.vote.question': 'გამოგადგათ ეს შეჯამება?',
    'aiSummary.vote.yes': 'დიახ',
    'aiSummary.vote.no': 'არა',
    'aiSummary.vote.thanks': 'გმადლობთ გამოხმაურებისთვის!',
    'aiSummary.vote.failed': 'ხმის მიცემა ვერ მოხერხდა',
    'aiSummary.vote.change': 'პასუხის შეცვლა',
    'aiSummary.sourceLink': 'შეფასება {number}',
    'aiSummary.sources': 'წყაროები',
    'aiSummary.moreSources': { one: 'და კიდევ {count} შეფასება', other: 'და კიდევ {count} შეფასება' },
    'aiSummary.quoteIn': 'ციტატის ენა: {language}',
    'aiSummary.language.en': 'ინგლისური',
    'aiSummary.language.ru': 'რუსული',
    'aiSummary.language.ka': 'ქართული',
    'aiSummary.provider.builtin': 'შეადგინა ჩაშენებულმა მოდულმა SofaScout-ის შეფასებების მიხედვით.',
    'aiSummary.provider.model':
      'დაწერა AI მოდელმა ({model}) SofaScout-ის შეფასებების მიხედვით; პრობლემები და ციფრები პირდაპირ შეფასებებიდანაა აღებული.',
    'aiSummary.generatedAt': 'განახლდა {date}',
    'aiSummary.disclaimer':
      'შეჯამებამ შეიძლება დეტალები გამოტოვოს: შესამოწმებლად გახსენით მითითებული შეფასებები.',
    'aiSummary.placeLink': '{name} — შეფასებების გახსნა',

    'aiSummary.section.serious': 'სერიოზული პრობლემები',
    'aiSummary.section.overview': 'მიმოხილვა',
    'aiSummary.section.ratings': 'ქულები პარამეტრების მიხედვით',
    'aiSummary.section.praise': 'რა მოსწონთ მცხოვრებლებს',
    'aiSummary.section.complaints': 'რას უჩივიან მცხოვრებლები',
    'aiSummary.section.costs': 'ქირა და კომუნალური გადასახადები',
    'aiSummary.section.context': 'გარემო',
    'aiSummary.section.gaps': 'რას არ მოიცავს მონაცემები',

    'aiSummary.headline': {
      one: 'ეფუძნება {count} შეფასებას, დაწერილს {period}.',
      other: 'ეფუძნება {count} შეფასებას, დაწერილს {period}.',
    },
    'aiSummary.period.range': 'პერიოდში {from} — {to}',
    'aiSummary.period.single': 'პერიოდში {date}',
    'aiSummary.noReviews': '{place} SofaScout-ზე ჯერ არავის შეუფასებია, ამიტომ შესაჯამებელი არაფერია.',
    'aiSummary.fewReviews': {
      one: 'ჯერჯერობით მხოლოდ {count} შეფასებაა: ეს ერთი ადამიანის გამოცდილებაა და არა ტენდენცია.',
      other: 'ჯერჯერობით მხოლოდ {count} შეფასებაა: ეს ცალკეული ადამიანების გამოცდილებაა და არა ტენდენცია.',
    },
    'aiSummary.overall': {
      one: 'საერთო ქულა: {average} 5-დან, {count} შეფასების მიხედვით.',
      other: 'საერთო ქულა: {average} 5-დან, {count} შეფასების მიხედვით.',
    },
    'aiSummary.overallCompared': {
      one: 'საერთო ქულა: {average} 5-დან, {count} შეფასების მიხედვით; საშუალო ({parent}) — {parentAverage}.',
      other:
        'საერთო ქულა: {average} 5-დან, {count} შეფასების მიხედვით; საშუალო ({parent}) — {parentAverage}.',
    },
    'aiSummary.lived': 'შეფასებების ავტორები აქ ცხოვრობდნენ პერიოდში {from} — {to}.',
    'aiSummary.livedOngoing': 'შეფასებების ავტორები აქ ცხოვრობენ {from}-დან; ზოგი დღემდე.',
    'aiSummary.trend.up': 'ბოლო შეფასებები უკეთესია: ბოლო 12 თვეში {recent} 5-დან, მანამდე — {older}.',
    'aiSummary.trend.down': 'ბოლო შეფასებები უარესია: ბოლო 12 თვეში {recent} 5-დან, მანამდე — {older}.',
    'aiSummary.trend.steady': 'ქულები სტაბილურია: ბოლო 12 თვეში {recent} 5-დან, მანამდე — {older}.',
    'aiSummary.noSeriousProblems':
      'არცერთ ავტორს არ უხსენებია გაზის გაჟონვა, ობი, მავნებლები, გათბობის ან წყლის არქონა, შევიწროება, დაუბრუნებელი დეპოზიტი ან გამოსახლება.',
    'aiSummary.aspectRating': {
      one: '{aspect}: {average} 5-დან ({count} შეფასება).',
      other: '{aspect}: {average} 5-დან ({count} შეფასება).',
    },
    'aiSummary.aspectRatingCompared': {
      one: '{aspect}: {average} 5-დან ({count} შეფასება); {parent}: {parentAverage}.',
      other: '{aspect}: {average} 5-დან ({count} შეფასება); {parent}: {parentAverage}.',
    },
    'aiSummary.aspectOfType': '{type}: {aspect}',
    'aiSummary.praise': {
      one: '{aspect} მაღალ ქულას იღებს: {average} 5-დან ({count} შეფასება).',
      other: '{aspect} მაღალ ქულას იღებს: {average} 5-დან ({count} შეფასება).',
    },
    'aiSummary.complaint': {
      one: '{aspect} დაბალ ქულას იღებს: {average} 5-დან ({count} შეფასება).',
      other: '{aspect} დაბალ ქულას იღებს: {average} 5-დან ({count} შეფასება).',
    },
    'aiSummary.generalPraise': {
      one: '{count} შეფასებაში ადგილის საერთო ქულა 5-დან 4 ან მეტია.',
      other: '{count} შეფასებაში ადგილის საერთო ქულა 5-დან 4 ან მეტია.',
    },
    'aiSummary.generalComplaint': {
      one: '{count} შეფასებაში ადგილის საერთო ქულა 5-დან 2 ან ნაკლებია.',
      other: '{count} შეფასებაში ადგილის საერთო ქულა 5-დან 2 ან ნაკლებია.',
    },
    'aiSummary.problem.gas': {
      one: 'გაზის გაჟონვაზე ან მხუთავი აირის საფრთხეზე წერია {count} შეფასებაში.',
      other: 'გაზის გაჟონვაზე ან მხუთავი აირის საფრთხეზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.no_heating_or_water': {
      one: 'გათბობის ან წყლის არქონაზე წერია {count} შეფასებაში.',
      other: 'გათბობის ან წყლის არქონაზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.mould': {
      one: 'ობზე წერია {count} შეფასებაში.',
      other: 'ობზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.pests': {
      one: 'მავნებლებზე (ტარაკნები, ბაღლინჯოები, მღრღნელები) წერია {count} შეფასებაში.',
      other: 'მავნებლებზე (ტარაკნები, ბაღლინჯოები, მღრღნელები) წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.harassment': {
      one: 'შევიწროებაზე ან მუქარაზე წერია {count} შეფასებაში.',
      other: 'შევიწროებაზე ან მუქარაზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.illegal_eviction': {
      one: 'გაფრთხილების გარეშე გამოსახლებაზე წერია {count} შეფასებაში.',
      other: 'გაფრთხილების გარეშე გამოსახლებაზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.deposit_not_returned': {
      one: 'დაუბრუნებელ დეპოზიტზე წერია {count} შეფასებაში.',
      other: 'დაუბრუნებელ დეპოზიტზე წერია {count} შეფასებაში.',
    },
    'aiSummary.problem.latest': 'ბოლო შეტყობინება: {date}.',
    'aiSummary.rent': {
      one: 'ქირა {count} მცხოვრებმა მიუთითა: {median} თვეში.',
      other: 'ქირა {count} მცხოვრებმა მიუთითა: მედიანა {median} თვეში, {min}-დან {max}-მდე.',
    },
    'aiSummary.utilities.winter': {
      one: 'კომუნალური გადასახადები ზამთარში: დაახლოებით {amount} თვეში ({count} შეტყობინება).',
      other: 'კომუნალური გადასახადები ზამთარში: დაახლოებით {amount} თვეში ({count} შეტყობინება).',
    },
    'aiSummary.utilities.summer': {
      one: 'კომუნალური გადასახადები ზაფხულში: დაახლოებით {amount} თვეში ({count} შეტყობინება).',
      other: 'კომუნალური გადასახადები ზაფხულში: დაახლოებით {amount} თვეში ({count} შეტყობინება).',
    },
    'aiSummary.context.place': {
      one: '{kind} „{name}“: საერთო ქულა {average} 5-დან, {count} შეფასების მიხედვით.',
      other: '{kind} „{name}“: საერთო ქულა {average} 5-დან, {count} შეფასების მიხედვით.',
    },
    'aiSummary.context.inside': {
      one: 'ამ შეფასებებიდან {count} ეხება „{name}“-ში მდებარე ადგილს (შენობას ან ბინას).',
      other: 'ამ შეფასებებიდან {count} ეხება „{name}“-ში მდებარე ადგილებს (შენობებს ან ბინებს).',
    },
    'aiSummary.gap.unrated': 'ჯერ არავის შეუფასებია: {aspects}.',
    'aiSummary.gap.noRent': 'ქირა და კომუნალური გადასახადები არავის მიუთითებია.',
    'aiSummary.gap.stale':
      'ყველაზე ახალი შეფასება თარიღდება: {date}; მას შემდეგ ბევრი რამ შეიძლება შეიცვალა.',
    'aiSummary.gap.sample': 'ციტატები და პრობლემები აღებულია {count} ყველაზე ახალი შეფასებიდან.',
    'aiSummary.gap.nothing':
      'მეპატრონეზე, რემონტზე, ხმაურზე, უსაფრთხოებასა და გადასახადებზე აქ ჯერ არაფერია ცნობილი.',
    'aiSummary.gap.unverified':
      'შეფასებები მცხოვრებლების პირადი გამოცდილებაა; SofaScout მათ არ ამოწმებს. საკუთრება, სამართლებრივი სტატუსი და უსაფრთხოების სერტიფიკატები აქ არ არის ასახული.',
  },
});
