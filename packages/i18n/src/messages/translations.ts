import { defineMessages } from '../define.ts';

/**
 * Machine translation of reviews, comments and summary quotes (issue 16): the control, the label
 * that says a text is machine-translated and from which language, and why a translation failed.
 */
export const translationsMessages = defineMessages({
  en: {
    'translation.translate': 'Translate',
    'translation.translating': 'Translating…',
    'translation.downloading': 'Downloading the translation model… {percent}%',
    'translation.showOriginal': 'Show original',
    'translation.showTranslation': 'Show translation',
    'translation.from.en': 'Machine-translated from English',
    'translation.from.ru': 'Machine-translated from Russian',
    'translation.from.ka': 'Machine-translated from Georgian',
    'translation.provider.device': 'on this device',
    'translation.provider.model': 'by an AI model',
    'translation.provider.libretranslate': 'by LibreTranslate',
    'translation.always.en': 'Always translate from English',
    'translation.always.ru': 'Always translate from Russian',
    'translation.always.ka': 'Always translate from Georgian',
    'translation.alwaysOn.en': 'English is always translated (tap to stop)',
    'translation.alwaysOn.ru': 'Russian is always translated (tap to stop)',
    'translation.alwaysOn.ka': 'Georgian is always translated (tap to stop)',
    'translation.failed.timeout': 'The translation took too long, so the original is shown. Try again later.',
    'translation.failed.unavailable': 'Translation is not available right now, so the original is shown.',
    'translation.failed.rateLimited':
      'Too many translations in a short time. The original is shown; try again later.',
  },
  ru: {
    'translation.translate': 'Перевести',
    'translation.translating': 'Переводим…',
    'translation.downloading': 'Загружаем модель перевода… {percent}%',
    'translation.showOriginal': 'Показать оригинал',
    'translation.showTranslation': 'Показать перевод',
    'translation.from.en': 'Машинный перевод с английского',
    'translation.from.ru': 'Машинный перевод с русского',
    'translation.from.ka': 'Машинный перевод с грузинского',
    'translation.provider.device': 'на этом устройстве',
    'translation.provider.model': 'ИИ-моделью',
    'translation.provider.libretranslate': 'через LibreTranslate',
    'translation.always.en': 'Всегда переводить с английского',
    'translation.always.ru': 'Всегда переводить с русского',
    'translation.always.ka': 'Всегда переводить с грузинского',
    'translation.alwaysOn.en': 'Английский переводится всегда (нажмите, чтобы отключить)',
    'translation.alwaysOn.ru': 'Русский переводится всегда (нажмите, чтобы отключить)',
    'translation.alwaysOn.ka': 'Грузинский переводится всегда (нажмите, чтобы отключить)',
    'translation.failed.timeout':
      'Перевод занял слишком много времени, поэтому показан оригинал. Попробуйте позже.',
    'translation.failed.unavailable': 'Перевод сейчас недоступен, поэтому показан оригинал.',
    'translation.failed.rateLimited':
      'Слишком много переводов за короткое время. Показан оригинал; попробуйте позже.',
  },
  ka: {
    'translation.translate': 'თარგმნა',
    'translation.translating': 'ითარგმნება…',
    'translation.downloading': 'იტვირთება თარგმნის მოდელი… {percent}%',
    'translation.showOriginal': 'ორიგინალის ნახვა',
    'translation.showTranslation': 'თარგმანის ნახვა',
    'translation.from.en': 'მანქანური თარგმანი ინგლისურიდან',
    'translation.from.ru': 'მანქანური თარგმანი რუსულიდან',
    'translation.from.ka': 'მანქანური თარგმანი ქართულიდან',
    'translation.provider.device': 'ამ მოწყობილობაზე',
    'translation.provider.model': 'AI მოდელით',
    'translation.provider.libretranslate': 'LibreTranslate-ით',
    'translation.always.en': 'ყოველთვის თარგმნე ინგლისურიდან',
    'translation.always.ru': 'ყოველთვის თარგმნე რუსულიდან',
    'translation.always.ka': 'ყოველთვის თარგმნე ქართულიდან',
    'translation.alwaysOn.en': 'ინგლისური ყოველთვის ითარგმნება (შეეხეთ გასათიშად)',
    'translation.alwaysOn.ru': 'რუსული ყოველთვის ითარგმნება (შეეხეთ გასათიშად)',
    'translation.alwaysOn.ka': 'ქართული ყოველთვის ითარგმნება (შეეხეთ გასათიშად)',
    'translation.failed.timeout':
      'თარგმნას ძალიან დიდი დრო დასჭირდა, ამიტომ ნაჩვენებია ორიგინალი. სცადეთ მოგვიანებით.',
    'translation.failed.unavailable': 'თარგმანი ახლა მიუწვდომელია, ამიტომ ნაჩვენებია ორიგინალი.',
    'translation.failed.rateLimited':
      'მოკლე დროში ძალიან ბევრი თარგმანია. ნაჩვენებია ორიგინალი; სცადეთ მოგვიანებით.',
  },
});
