import { defineMessages } from '../define.ts';

/** Photo uploads, shared by the review form and comments: progress, failure, done, removal. */
export const photosMessages = defineMessages({
  en: {
    'photos.uploading': { one: 'Uploading {count} photo…', other: 'Uploading {count} photos…' },
    'photos.uploaded': { one: '{count} photo uploaded', other: '{count} photos uploaded' },
    'photos.failed': 'Failed to upload photo',
    'photos.tooLarge': 'File too large',
    'photos.remove': 'Remove photo {index}',
    'photos.limit': { one: 'Up to {count} photo', other: 'Up to {count} photos' },
  },
  ru: {
    'photos.uploading': {
      one: 'Загружаем {count} фото…',
      few: 'Загружаем {count} фото…',
      many: 'Загружаем {count} фото…',
      other: 'Загружаем {count} фото…',
    },
    'photos.uploaded': {
      one: 'Загружена {count} фотография',
      few: 'Загружены {count} фотографии',
      many: 'Загружено {count} фотографий',
      other: 'Загружено {count} фотографии',
    },
    'photos.failed': 'Не удалось загрузить фото',
    'photos.tooLarge': 'Файл слишком большой',
    'photos.remove': 'Удалить фото {index}',
    'photos.limit': {
      one: 'Не больше {count} фото',
      few: 'Не больше {count} фото',
      many: 'Не больше {count} фото',
      other: 'Не больше {count} фото',
    },
  },
  ka: {
    'photos.uploading': { one: 'იტვირთება {count} ფოტო…', other: 'იტვირთება {count} ფოტო…' },
    'photos.uploaded': { one: 'ატვირთულია {count} ფოტო', other: 'ატვირთულია {count} ფოტო' },
    'photos.failed': 'ფოტოს ატვირთვა ვერ მოხერხდა',
    'photos.tooLarge': 'ფაილი ძალიან დიდია',
    'photos.remove': 'ფოტო {index}-ის წაშლა',
    'photos.limit': { one: 'მაქსიმუმ {count} ფოტო', other: 'მაქსიმუმ {count} ფოტო' },
  },
});
