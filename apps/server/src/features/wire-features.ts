import { accountsForPoints } from './auth/index.ts';
import {
  commentsForPhotos,
  commentsForPoints,
  commentsForScreening,
  provideCommentedReviews,
} from './comments/index.ts';
import { providePhotoHolders } from './photos/index.ts';
import { providePointSources } from './points/index.ts';
import {
  reviewsForComments,
  reviewsForPhotos,
  reviewsForPoints,
  reviewsForScreening,
} from './reviews/index.ts';
import { provideScreenedSources } from './screening/index.ts';

/**
 * Where a feature asks one above it in the feature order (docs/code-structure.md), it says what it
 * needs as an interface and the owner above provides it here: comments ask about the review they sit
 * under; points read what earns from accounts, reviews and comments; the write-time checks read
 * the reviews and comments they compare; photos ask about the review or comment they are attached to. Run on import, before any
 * route or script uses them (features/index.ts and the seed import this module).
 */
provideCommentedReviews(reviewsForComments);
providePointSources({ accounts: accountsForPoints, reviews: reviewsForPoints, comments: commentsForPoints });
provideScreenedSources({ reviews: reviewsForScreening, comments: commentsForScreening });
providePhotoHolders({ review: reviewsForPhotos, commentAuthor: commentsForPhotos });
