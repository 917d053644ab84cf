import { accountsMessages } from './messages/accounts.ts';
import { addressEntryMessages } from './messages/address-entry.ts';
import { aiSummaryMessages } from './messages/ai-summary.ts';
import { authorsMessages } from './messages/authors.ts';
import { communityMessages } from './messages/community.ts';
import { essentialMessages } from './messages/essentials.ts';
import { mapsMessages } from './messages/maps.ts';
import { moderationMessages } from './messages/moderation.ts';
import { photosMessages } from './messages/photos.ts';
import { placesMessages } from './messages/places.ts';
import { reviewKeysMessages } from './messages/review-keys.ts';
import { reviewPrivacyMessages } from './messages/review-privacy.ts';
import { reviewsMessages } from './messages/reviews.ts';
import { sessionsMessages } from './messages/sessions.ts';
import { shareCardsMessages } from './messages/share-cards.ts';
import { translationsMessages } from './messages/translations.ts';
import { watchesMessages } from './messages/watches.ts';

/**
 * Feature message sets merged into the catalogues. Add a feature's `defineMessages(...)` here.
 * Keys must not collide across features (the catalogue test checks).
 */
export const FEATURE_MESSAGES = [
  essentialMessages,
  accountsMessages,
  reviewsMessages,
  placesMessages,
  addressEntryMessages,
  aiSummaryMessages,
  communityMessages,
  moderationMessages,
  photosMessages,
  mapsMessages,
  translationsMessages,
  sessionsMessages,
  authorsMessages,
  reviewKeysMessages,
  reviewPrivacyMessages,
  watchesMessages,
  shareCardsMessages,
] as const;
