import { defineMessages } from '../define.ts';

/**
 * What a page can show without the root loader's catalogue (the root error boundary, when the
 * loader itself failed): the app's name and the error pages. Small on purpose: the browser bundle
 * carries it for all three languages.
 */
export const essentialMessages = defineMessages({
  en: {
    'app.name': 'SofaScout',
    'errors.notFound.title': 'Page Not Found',
    'errors.notFound.message': 'Page not found: {path}',
    'errors.serverError.title': 'Internal Server Error',
    'errors.serverError.message': 'Something went wrong on our side. Please try again in a moment.',
    'errors.accessDenied.title': 'Access denied',
    'errors.accessDenied.message': "You don't have permission to open this page.",
    'errors.tooManyRequests.title': 'Too many requests',
    'errors.tooManyRequests.message': 'Please wait a moment and try again.',
    'errors.clientError.title': 'Something went wrong',
    'errors.clientError.message': 'The request could not be completed. Check the address or try again.',
    'errors.goHome': 'Go to the home page',
  },
  ru: {
    'app.name': 'SofaScout',
    'errors.notFound.title': 'Страница не найдена',
    'errors.notFound.message': 'Страница не найдена: {path}',
    'errors.serverError.title': 'Внутренняя ошибка сервера',
    'errors.serverError.message': 'У нас что-то пошло не так. Пожалуйста, попробуйте ещё раз чуть позже.',
    'errors.accessDenied.title': 'Доступ запрещён',
    'errors.accessDenied.message': 'У вас нет доступа к этой странице.',
    'errors.tooManyRequests.title': 'Слишком много запросов',
    'errors.tooManyRequests.message': 'Подождите немного и попробуйте снова.',
    'errors.clientError.title': 'Что-то пошло не так',
    'errors.clientError.message': 'Не удалось выполнить запрос. Проверьте адрес или попробуйте ещё раз.',
    'errors.goHome': 'На главную',
  },
  ka: {
    'app.name': 'SofaScout',
    'errors.notFound.title': 'გვერდი ვერ მოიძებნა',
    'errors.notFound.message': 'გვერდი ვერ მოიძებნა: {path}',
    'errors.serverError.title': 'სერვერის შიდა შეცდომა',
    'errors.serverError.message': 'ჩვენს მხარეს რაღაც შეცდომა მოხდა. გთხოვთ, ცოტა ხანში კიდევ სცადოთ.',
    'errors.accessDenied.title': 'წვდომა აკრძალულია',
    'errors.accessDenied.message': 'ამ გვერდის ნახვის უფლება არ გაქვთ.',
    'errors.tooManyRequests.title': 'ძალიან ბევრი მოთხოვნა',
    'errors.tooManyRequests.message': 'ცოტა მოიცადეთ და სცადეთ ხელახლა.',
    'errors.clientError.title': 'რაღაც შეცდომა მოხდა',
    'errors.clientError.message': 'მოთხოვნის შესრულება ვერ მოხერხდა. შეამოწმეთ მისამართი ან სცადეთ ხელახლა.',
    'errors.goHome': 'მთავარ გვერდზე',
  },
});
