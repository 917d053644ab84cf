import { defineMessages } from '../define.ts';

/**
 * What a shared link shows outside the site (issue 36): the card a messenger draws for a place or a
 * review page, its text alternative, and the installed app's name.
 */
export const shareCardsMessages = defineMessages({
  en: {
    'shareCard.review': 'Review',
    'shareCard.reviewCount': { one: '{count} review', other: '{count} reviews' },
    'shareCard.placeAlt': '{name}: what tenants say — SofaScout',
    'shareCard.reviewAlt': 'A tenant’s review: {name} — SofaScout',
    'app.shortName': 'SofaScout',
  },
  ru: {
    'shareCard.review': 'Отзыв',
    'shareCard.reviewCount': {
      one: '{count} отзыв',
      few: '{count} отзыва',
      many: '{count} отзывов',
      other: '{count} отзыва',
    },
    'shareCard.placeAlt': '{name}: что говорят жильцы — SofaScout',
    'shareCard.reviewAlt': 'Отзыв жильца: {name} — SofaScout',
    'app.shortName': 'SofaScout',
  },
  ka: {
    'shareCard.review': 'შეფასება',
    'shareCard.reviewCount': { one: '{count} შეფასება', other: '{count} შეფასება' },
    'shareCard.placeAlt': '{name}: რას ამბობენ მაცხოვრებლები — SofaScout',
    'shareCard.reviewAlt': 'მაცხოვრებლის შეფასება: {name} — SofaScout',
    'app.shortName': 'SofaScout',
  },
});
