/**
 * The deferred parts (components/deferred-part.tsx) as the server renders them: imported by
 * entry.server.tsx only, so the browser's bundle loads each in a chunk of its own when needed.
 */
import type { ComponentType } from 'react';
import { AiSummaryPanel } from './ai-summary/ai-summary-panel';
import { CommentThread } from './comments/comment-thread';
import { provideServerParts } from './deferred-part';
import { LegalPage } from './legal-page';
import { PlaceMapPanel } from './places/place-map-panel';
import { PlacePicker } from './places/place-picker';
import { LatestReviews, NearbyReviews } from './reviews/home-reviews';
import { PlaceHistory } from './reviews/place-history';
import { PlaceReviews } from './reviews/place-reviews';
import { ReviewActionsBar } from './reviews/review-actions';
import { WatchSection } from './watches/watch-section';

provideServerParts({
  'ai-summary': AiSummaryPanel,
  'comment-thread': CommentThread,
  'latest-reviews': LatestReviews,
  'legal-page': LegalPage,
  'nearby-reviews': NearbyReviews,
  'place-history': PlaceHistory,
  'place-map-panel': PlaceMapPanel,
  'place-picker': PlacePicker,
  'place-reviews': PlaceReviews,
  'review-actions': ReviewActionsBar,
  'watch-section': WatchSection,
} as Record<string, ComponentType<never>>);
