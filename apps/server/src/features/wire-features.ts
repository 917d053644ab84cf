import { accountsForPoints } from './auth/index.ts';
import { commentsForPoints, provideCommentedReviews } from './comments/index.ts';
import { providePointSources } from './points/index.ts';
import { reviewsForComments, reviewsForPoints } from './reviews/index.ts';

/**
 * Where a feature asks one above it in the feature order (docs/code-structure.md), it says what it
 * needs as an interface and the owner above provides it here: comments ask about the review they sit
 * under; points read what earns from accounts, reviews and comments. Run on import, before any
 * route or script uses them (features/index.ts and the seed import this module).
 */
provideCommentedReviews(reviewsForComments);
providePointSources({ accounts: accountsForPoints, reviews: reviewsForPoints, comments: commentsForPoints });
