import type { Translation } from '../define.ts';
import type { en } from './en.ts';

export const ru: Translation<typeof en> = {
  'app.tagline': 'Честные отзывы о квартирах, домах и районах от тех, кто в них жил',

  'meta.home.title': 'SofaScout — отзывы о квартирах, домах и районах',
  'meta.home.description':
    'Проверьте адрес перед арендой: отзывы жильцов о квартирах, домах, районах и городах и ИИ-сводка в один клик.',
  'meta.settings.title': 'Настройки',
  'meta.settings.description': 'Ваш профиль, язык интерфейса, язык карт и часовой пояс.',
  'meta.signIn.title': 'Вход',
  'meta.signIn.description': 'Войдите в SofaScout, чтобы получать диваны за свои отзывы.',
  'meta.signUp.title': 'Регистрация',
  'meta.signUp.description':
    'Присоединяйтесь к SofaScout: пишите отзывы, получайте диваны и помогайте другим арендаторам.',
  'meta.reviews.title': 'Отзывы',
  'meta.reviews.description': 'Что жильцы говорят об этом месте: оценки по каждому аспекту и личный опыт.',
  'meta.reviewCreate.title': 'Написать отзыв',
  'meta.reviewCreate.description': 'Поделитесь опытом жизни в квартире, доме, районе или городе.',
  'meta.reviewDetail.title': 'Отзыв',
  'meta.reviewDetail.description': 'Отзыв жильца на SofaScout.',
  'meta.reviewUpdate.title': 'Редактирование отзыва',
  'meta.reviewUpdate.description': 'Измените свой отзыв.',
  'meta.googleCallback.title': 'Вход через Google',
  'meta.googleCallback.description': 'Завершаем вход через Google.',
  'meta.verifyEmail.title': 'Подтвердите почту',
  'meta.verifyEmail.description':
    'Подтвердите адрес электронной почты, чтобы пользоваться всеми возможностями.',
  'meta.verifySuccess.title': 'Почта подтверждена',
  'meta.verifySuccess.description': 'Ваш адрес электронной почты подтверждён.',
  'meta.verifyError.title': 'Не удалось подтвердить почту',
  'meta.verifyError.description': 'Возможно, ссылка устарела или недействительна.',
  'meta.passwordReset.title': 'Восстановление пароля',
  'meta.passwordReset.description': 'Запросите ссылку для сброса или задайте новый пароль.',
  'meta.notFound.title': 'Страница не найдена',
  'meta.notFound.description':
    'Такой страницы на SofaScout нет. Отзывы о квартирах, домах и районах можно найти на главной.',
  'meta.serverError.title': 'Внутренняя ошибка сервера',

  'nav.skipToContent': 'Перейти к содержанию',
  'nav.home': 'SofaScout — на главную',
  'nav.main': 'Основное меню',
  'nav.signIn': 'Войти',
  'nav.signUp': 'Регистрация',
  'nav.settings': 'Настройки',
  'nav.writeReview': 'Написать отзыв',

  'footer.copyright': '© {year} SofaScout',
  'footer.badge': 'бета',
  'footer.earlyAccess':
    'Ранний доступ: SofaScout только запускается, что-то ещё может меняться или работать с ошибками.',
  'footer.reportText': 'Нашли ошибку или есть идея? Напишите нам — мы всё исправим.',
  'footer.reportButton': 'Сообщить о проблеме',
  'footer.tos': 'Условия использования',
  'footer.privacy': 'Политика конфиденциальности',
  'footer.legal': 'Правовая информация',
  'footer.language': 'Язык',

  'theme.label': 'Цветовая тема',
  'theme.light': 'Светлая',
  'theme.dark': 'Тёмная',
  'theme.system': 'Как в системе',

  'home.title': 'Проверьте адрес, прежде чем снимать жильё',
  'home.subtitle':
    'Читайте, что жильцы пишут о квартирах, домах, районах и городах, и делитесь своим опытом, чтобы получать диваны.',
  'home.searchLabel': 'Найдите дом, район или город',
  'home.searchPlaceholder': 'Адрес, район или город',
  'home.searchButton': 'Найти',
  'home.viewList': 'Список',
  'home.viewMap': 'Карта',
  'home.viewSwitch': 'Вид',
  'home.recentTitle': 'Свежие отзывы',
  'home.nearbyTitle': 'Отзывы рядом с вами',
  'home.nearbyFallback':
    'Мы не смогли определить, где вы находитесь, поэтому показываем отзывы о местах рядом с центром Тбилиси.',
  'home.how.readTitle': 'Читайте до подписания договора',
  'home.how.readText': 'Оценки по каждому аспекту — от шума и отопления до хозяина — от тех, кто там жил.',
  'home.how.aiTitle': 'ИИ-сводка в один клик',
  'home.how.aiText': 'Краткий обзор всего, что известно об адресе; серьёзные проблемы — в самом начале.',
  'home.how.sofaTitle': 'Получайте диваны',
  'home.how.sofaText': 'За отзывы, комментарии и лайки вы получаете диваны. Писать можно и анонимно.',

  'reviews.count': {
    one: '{count} отзыв',
    few: '{count} отзыва',
    many: '{count} отзывов',
    other: '{count} отзыва',
  },
  'reviews.noPlace.title': 'Выберите место',
  'reviews.noPlace.text': 'Найдите дом, район или город, чтобы узнать, что о нём пишут жильцы.',
  'reviews.empty.title': 'Отзывов пока нет',
  'reviews.empty.text': 'Об этом месте ещё никто не написал. Ваш опыт поможет следующему жильцу.',
  'reviews.write': 'Написать отзыв',
  'reviews.beFirst': 'Станьте первым',
  'sofas.count': {
    one: '{count} диван',
    few: '{count} дивана',
    many: '{count} диванов',
    other: '{count} дивана',
  },

  'errors.somethingWentWrong': 'Что-то пошло не так',
  'errors.controlCharacters':
    'В тексте есть невидимые управляющие символы. Наберите его заново или вставьте как простой текст.',
  'errors.tryAgain': 'Попробовать снова',
  'errors.rateLimited': 'Слишком много запросов, попробуйте позже',
  'errors.network':
    'Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  'errors.alreadySaved': 'Это уже сохранено. Обновите страницу, чтобы увидеть результат.',
  'errors.outcomeUnknown':
    'Сервер не подтвердил, сохранилось ли это. Обновите страницу и проверьте, прежде чем пробовать снова.',
  'errors.sessionEnded': 'Сеанс завершён. Войдите снова.',
  'errors.forbidden': 'У вас нет прав на это действие',

  'version.available': 'Вышла новая версия SofaScout.',
  'version.reload': 'Обновить',

  'feedback.title': 'Сообщить о проблеме',
  'feedback.description': 'Расскажите, что пошло не так или что можно улучшить. Мы читаем каждое сообщение.',
  'feedback.contactsLabel': 'Контакты (необязательно)',
  'feedback.contactsPlaceholder': 'Почта или Telegram, если хотите получить ответ',
  'feedback.textLabel': 'Сообщение',
  'feedback.textPlaceholder': 'Опишите проблему или вашу идею',
  'feedback.send': 'Отправить',
  'feedback.sending': 'Отправляем…',
  'feedback.success': 'Спасибо за обратную связь!',
  'feedback.error': 'Не удалось отправить сообщение. Попробуйте ещё раз.',

  'common.close': 'Закрыть',
  'common.loading': 'Загрузка…',
  'common.notifications': 'Уведомления',
  'common.closeNotification': 'Закрыть уведомление',
};
